import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useState } from "react";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import { HttpError, getJson } from "../../lib/api";
import { defaultPlace, rememberPlace } from "../../lib/home-place";
import { m } from "../../paraglide/messages.js";
import type { PlaceChoice } from "../../components/PlaceSearch";
import { PlaceSearch } from "../../components/PlaceSearch";
import { Select } from "../../components/Select";
import {
  ayanamsas,
  frames,
  type PanchangAnswer,
  type PanchangRequest,
  type PanchangSearch,
  panchangQueryOptions,
  resolveRequest,
  sunriseDefinitions,
  todayIn,
} from "./api";
import { addDays, formatDate } from "./format";
import { ayanamsaLabel, frameLabel, sunriseLabel } from "./labels";

/** The panchang pages' sibling links, shown under every page. */
const siblings = [
  { to: "/panchang", label: m.nav_panchang },
  { to: "/choghadiya", label: m.nav_choghadiya },
  { to: "/rahu-kaal", label: m.nav_rahu_kaal },
  { to: "/hora-timings", label: m.nav_hora_timings },
  { to: "/abhijit-muhurat", label: m.nav_abhijit_muhurat },
  { to: "/brahma-muhurat", label: m.pc_brahma },
];

interface ShellProps {
  /** The page's language-neutral path, for its heading and siblings. */
  path: string;
  search: PanchangSearch;
  setSearch: (patch: Partial<PanchangSearch>) => void;
  intro?: string;
  children: (data: PanchangAnswer, request: PanchangRequest) => ReactNode;
}

/**
 * Every panchang page: its heading, the date and place pickers, the "how computed" options
 * (all kept in the URL), and the day's panchang handed to the page's own view.
 */
export function PanchangShell({ path, search, setSearch, intro, children }: ShellProps) {
  const locale = currentLocale();
  const { meta } = usePageMeta(path, locale);
  const request = resolveRequest(search, defaultPlace(m.pc_delhi_ist()));
  const query = useQuery(panchangQueryOptions(request, locale));

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.nav_panchang()}</h1>
      <p className="mt-1 text-gray-600" data-testid="panchang-for">
        {m.pc_for({ place: request.place, date: formatDate(request.date) })}
      </p>
      {intro && <p className="mt-3 max-w-3xl text-gray-700">{intro}</p>}
      <Controls request={request} setSearch={setSearch} optionsOpen={path === "/panchang"} />
      <div className="mt-6" aria-live="polite" aria-busy={query.isPending}>
        {query.isPending && <p className="py-8 text-center text-gray-500">{m.pc_loading()}</p>}
        {query.isError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {query.error instanceof HttpError && query.error.status === 422 ? m.pc_no_sunrise() : m.pc_error()}
          </p>
        )}
        {query.data && children(query.data, request)}
      </div>
      <nav aria-label={m.pc_more_timings()} className="mt-10 border-t border-gray-200 pt-4">
        <h2 className="text-sm font-semibold text-gray-500">{m.pc_more_timings()}</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {siblings
            .filter((s) => s.to !== path)
            .map((s) => (
              <li key={s.to}>
                <AppLink to={s.to} search={keepState(search)} className="btn-outline">
                  {s.label()}
                </AppLink>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}

/** The state the sibling pages share: place, date and options. */
function keepState(search: PanchangSearch): Record<string, string | number> {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
}

const timezoneAnswer = (lat: number, lon: number) => getJson<{ timezone: string }>(`/api/timezone?latitude=${lat}&longitude=${lon}`);

/**
 * A chosen place with its time zone (asked of the API when the choice lacks one); null without
 * coordinates or zone. The choice is remembered as the visitor's place (lib/home-place).
 */
export async function placeWithZone(choice: PlaceChoice): Promise<{ place: string; lat: number; lon: number; tz: string } | null> {
  if (choice.latitude === undefined || choice.longitude === undefined) return null;
  const tz = choice.timezone ?? (await timezoneAnswer(choice.latitude, choice.longitude).then((r) => r.timezone).catch(() => undefined));
  if (!tz) return null;
  const chosen = { place: choice.text, lat: choice.latitude, lon: choice.longitude, tz };
  rememberPlace(chosen);
  return chosen;
}

function Controls({ request, setSearch, optionsOpen }: { request: PanchangRequest; setSearch: ShellProps["setSearch"]; optionsOpen: boolean }) {
  const ids = useId();
  const [wide] = useState(() => typeof matchMedia !== "function" || matchMedia("(min-width: 768px)").matches);
  const [place, setPlace] = useState<PlaceChoice>({ text: request.place, latitude: request.lat, longitude: request.lon, timezone: request.tz });
  useEffect(() => setPlace({ text: request.place, latitude: request.lat, longitude: request.lon, timezone: request.tz }), [request.place, request.lat, request.lon, request.tz]);

  const choosePlace = async (choice: PlaceChoice) => {
    setPlace(choice);
    const chosen = await placeWithZone(choice);
    if (chosen) setSearch(chosen);
  };

  return (
    <form className="mt-5 rounded-xl border border-gray-200 bg-white p-4" onSubmit={(e) => e.preventDefault()}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div>
          <label htmlFor={`${ids}-date`} className="mb-1 block text-sm font-medium">
            {m.pc_date()}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            {/* Day buttons and date field sized for a thumb and a whole date on a 360 px phone (issue 19: 23×38 px before). */}
            <button type="button" className="btn-outline min-h-11 min-w-11 px-2" aria-label={m.pc_prev_day()} title={m.pc_prev_day()} data-testid="panchang-prev-day" onClick={() => setSearch({ date: addDays(request.date, -1) })}>
              ‹
            </button>
            <input
              id={`${ids}-date`}
              type="date"
              data-testid="panchang-date"
              className="field min-h-11 w-auto min-w-40 flex-1"
              value={request.date}
              min="1800-01-01"
              max="2399-12-31"
              required
              onChange={(e) => e.currentTarget.value && setSearch({ date: e.currentTarget.value })}
            />
            <button type="button" className="btn-outline min-h-11 min-w-11 px-2" aria-label={m.pc_next_day()} title={m.pc_next_day()} data-testid="panchang-next-day" onClick={() => setSearch({ date: addDays(request.date, 1) })}>
              ›
            </button>
            <button type="button" className="btn-outline min-h-11" onClick={() => setSearch({ date: todayIn(request.tz) })}>
              {m.pc_today()}
            </button>
          </div>
        </div>
        <PlaceSearch label={m.pc_place()} value={place} onChange={(p) => void choosePlace(p)} testId="panchang-place" />
      </div>
      {/* Open on the full panchang, where users compare figures with other almanacs; on a phone
          it starts closed, so the day's panchang comes first on the screen (issue 19). */}
      <details className="mt-4" open={optionsOpen && wide}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{m.pc_how_computed()}</summary>
        <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
          <Select label={m.pc_ayanamsa()} value={request.ayanamsa} options={ayanamsas} onChange={(ayanamsa) => setSearch({ ayanamsa })} name={(a) => ayanamsaLabel[a]()} testId="panchang-ayanamsa" />
          <Select label={m.pc_frame()} value={request.position} options={frames} onChange={(position) => setSearch({ position })} name={(f) => frameLabel[f]()} testId="panchang-frame" />
          {/* Radios, not a select: the two conventions' names are a sentence each and a select cut them off on phones. */}
          <fieldset className="min-w-0" data-testid="panchang-sunrise-definition">
            <legend className="mb-1 block text-sm font-medium">{m.pc_sunrise_definition()}</legend>
            <div className="grid gap-2">
              {sunriseDefinitions.map((s) => (
                <label key={s} className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${request.sunrise === s ? "border-brand-500 bg-brand-50" : "border-gray-300 bg-white"}`}>
                  <input type="radio" name={`${ids}-sunrise`} value={s} checked={request.sunrise === s} onChange={() => setSearch({ sunrise: s })} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" />
                  <span>{sunriseLabel[s]()}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <p className="mt-3 text-sm text-gray-600">{m.pc_how_computed_note()}</p>
      </details>
    </form>
  );
}

/**
 * The current instant (ms since the epoch), read again as each minute turns and when the tab
 * comes back into view, so the "now" marks of the panchang, choghadiya, hora and festival
 * pages move on their own. It reads the page's clock (`Date.now()`), which the e2e tests fix
 * and advance with Playwright's `page.clock`. It lives in this module, which every page with
 * "now" marks loads already, so it adds no chunk of its own.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A little past the minute's turn, so the periods that end on it have ended.
    const schedule = () => {
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 200);
    };
    const tick = () => {
      setNow(Date.now());
      schedule();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") setNow(Date.now());
    };
    schedule();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return now;
}
