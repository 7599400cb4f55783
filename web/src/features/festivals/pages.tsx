import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { type ReactNode, useEffect, useState } from "react";
import * as v from "valibot";
import { pageTitle } from "@site/title";
import { festivalSubject } from "@jyotish/festivals/names";
import { registerSubjectNames } from "@site/subject";
import { usePageMeta } from "../../app/page-meta";
import { siteName } from "../../app/site";
import { AppLink } from "../../components/AppLink";
import { Select } from "../../components/Select";
import { currentLocale } from "../../i18n/runtime";
import { defaultPlace } from "../../lib/home-place";
import { m } from "../../paraglide/messages.js";
import { formatDate, formatShortDate, formatTime } from "../panchang/format";
import { placeWithZone, useNow } from "../panchang/PanchangShell";
import { PlaceSearch, type PlaceChoice } from "../../components/PlaceSearch";
import { todayIn } from "../panchang/api";
import { MonthBar, MonthGrid, monthTitle, Upcoming } from "./calendar";
import {
  contentQueryOptions,
  type Festival,
  type FestivalAnswer,
  festivalQuery,
  festivalQueryOptions,
  type FestivalRequest,
  type FestivalSearch,
  festivalSearchSchema,
  monthNamings,
  resolveFestivalRequest,
  shownMonth,
  traditions,
  reckonings,
} from "./api";
import { eclipseTitle, groupOf, muhuratLabel, muhuratWindow, ruleSentence } from "./text";
import { dateTimeFormat } from "../../i18n/intl";

registerSubjectNames(festivalSubject);

function useFestivalSearch(): [FestivalSearch, (patch: Partial<FestivalSearch>) => void] {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const search = v.parse(festivalSearchSchema, raw);
  const navigate = useNavigate();
  const set = (patch: Partial<FestivalSearch>) => void navigate({ to: ".", search: ((prev: Record<string, unknown>) => ({ ...prev, ...patch })) as never, resetScroll: false });
  return [search, set];
}

/** Only the place and options travel between the festival pages. */
const carried = (r: FestivalRequest, search: FestivalSearch): Record<string, string | number> =>
  Object.fromEntries(Object.entries({ year: r.year, place: search.place, lat: search.lat, lon: search.lon, tz: search.tz, tradition: search.tradition, reckoning: search.reckoning, months: search.months }).filter(([, x]) => x !== undefined)) as Record<
    string,
    string | number
  >;

function Controls({ request, set, fixedYear }: { request: FestivalRequest; set: (p: Partial<FestivalSearch>) => void; fixedYear?: boolean }) {
  const [place, setPlace] = useState<PlaceChoice>({ text: request.place, latitude: request.lat, longitude: request.lon, timezone: request.tz });
  useEffect(() => setPlace({ text: request.place, latitude: request.lat, longitude: request.lon, timezone: request.tz }), [request.place, request.lat, request.lon, request.tz]);
  const years = Array.from({ length: 11 }, (_, i) => new Date().getFullYear() - 4 + i);
  if (!years.includes(request.year)) years.push(request.year);
  return (
    <form className="mt-5 grid grid-cols-1 gap-4 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
      {!fixedYear && <Select label={m.fe_year()} value={request.year} options={years.sort((a, b) => a - b)} onChange={(year) => set({ year })} name={String} testId="festival-year" />}
      <PlaceSearch
        label={m.pc_place()}
        value={place}
        testId="festival-place"
        onChange={(choice) => {
          setPlace(choice);
          void placeWithZone(choice).then((p) => p && set(p));
        }}
      />
      <Select
        label={m.fe_tradition()}
        value={request.tradition}
        options={traditions}
        onChange={(tradition) => set({ tradition })}
        name={(t) => (t === "smarta" ? m.fe_tradition_smarta() : m.fe_tradition_vaishnava())}
        testId="festival-tradition"
      />
      <Select
        label={m.fe_reckoning()}
        value={request.reckoning}
        options={reckonings}
        onChange={(reckoning) => set({ reckoning })}
        name={(r) => (r === "window" ? m.fe_reckoning_window() : m.fe_reckoning_udaya())}
        testId="festival-reckoning"
      />
      <Select
        label={m.fe_months()}
        value={request.months}
        options={monthNamings}
        onChange={(months) => set({ months })}
        name={(t) => (t === "purnimanta" ? m.fe_months_purnimanta() : m.fe_months_amanta())}
      />
    </form>
  );
}

function Loaded({ request, children }: { request: FestivalRequest; children: (data: FestivalAnswer) => ReactNode }) {
  const query = useQuery(festivalQueryOptions(request, currentLocale()));
  return (
    <div className="mt-6" aria-live="polite" aria-busy={query.isPending}>
      {query.isPending && <p className="py-8 text-center text-gray-500">{m.fe_loading()}</p>}
      {query.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {m.fe_error()}
        </p>
      )}
      {query.data && children(query.data)}
    </div>
  );
}

function FestivalRow({ f, request, search }: { f: Festival; request: FestivalRequest; search: FestivalSearch }) {
  const window = muhuratWindow(f, request.tz);
  return (
    <li className="flex flex-col gap-1 border-b border-gray-100 py-3 sm:flex-row sm:gap-4" data-testid={`festival-${f.id}`}>
      <div className="w-36 shrink-0 font-semibold text-brand-700">
        {formatShortDate(f.date)}
        <span className="ml-1 text-sm font-normal text-gray-500">{dateTimeFormat(currentLocale(), { weekday: "short", timeZone: "UTC" }).format(new Date(`${f.date}T00:00:00Z`))}</span>
        <SolarDate f={f} />
      </div>
      <div className="min-w-0 flex-1">
        <AppLink to={`/hindu-festivals/${f.kind}`} search={carried(request, search)} className="font-semibold hover:text-brand-700 hover:underline">
          {f.name}
        </AppLink>
        {f.endDate && <span className="ml-2 text-sm text-gray-600">{m.fe_until({ date: formatShortDate(f.endDate) })}</span>}
        {f.rule.tithi && <p className="text-sm text-gray-600">{f.rule.tithi}</p>}
        {window && f.muhurat && (
          <p className="text-sm">
            <span className="font-medium">{muhuratLabel[f.muhurat]?.()}:</span> {window}
          </p>
        )}
        {f.alternativeDate && <p className="text-xs text-gray-500">{m.fe_alternative({ date: formatShortDate(f.alternativeDate) })}</p>}
      </div>
    </li>
  );
}

function Subscribe({ request }: { request: FestivalRequest }) {
  const base = `${window.location.host}/api/festivals.ics?${festivalQuery(request).replace(/^year=\d+&/, "")}&lang=${currentLocale()}`;
  return (
    <section className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h2 className="font-semibold">{m.fe_subscribe()}</h2>
      <p className="mt-1 text-sm text-gray-700">{m.fe_subscribe_note()}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a className="btn-primary" href={`webcal://${base}`} data-testid="festival-subscribe">
          {m.fe_subscribe()}
        </a>
        <a className="btn-outline" href={`${window.location.protocol}//${base}`} download data-testid="festival-ics">
          {m.fe_download_ics()}
        </a>
      </div>
    </section>
  );
}

function Eclipses({ data, request }: { data: FestivalAnswer; request: FestivalRequest }) {
  const t = (iso: string, day: string) => formatTime(iso, request.tz, day);
  return (
    <section className="mt-8" data-testid="festival-eclipses">
      <h2 className="text-xl font-semibold">{m.fe_eclipses({ place: request.place })}</h2>
      {data.eclipses.length === 0 && <p className="mt-2 text-gray-600">{m.fe_no_eclipses({ year: String(request.year) })}</p>}
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {data.eclipses.map((e) => (
          <li key={e.maximum} className="rounded-xl border border-gray-200 bg-white p-4">
            <h3 className="font-semibold">{eclipseTitle(e)}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-600">{m.fe_eclipse_visible()}</dt>
              <dd>{m.pc_window({ start: t(e.visibleStart, e.date), end: t(e.visibleEnd, e.date) })}</dd>
              <dt className="text-gray-600">{m.fe_eclipse_max()}</dt>
              <dd>{t(e.maximum, e.date)}</dd>
              <dt className="text-gray-600">{m.fe_eclipse_magnitude()}</dt>
              <dd>{e.magnitude.toFixed(3)}</dd>
              <dt className="text-gray-600">{m.fe_sutak()}</dt>
              <dd>{e.sutak ? m.pc_window({ start: t(e.sutak.start, e.date), end: t(e.sutak.end, e.date) }) : m.fe_no_sutak()}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

const filters = ["all", "festivals", "ekadashi", "moon", "vrat"] as const;
const filterLabel = { all: m.fe_filter_all, festivals: m.fe_filter_festivals, ekadashi: m.fe_filter_ekadashi, moon: m.fe_filter_moon, vrat: m.fe_filter_vrat };

export function FestivalList({ path, fixedYear }: { path: string; fixedYear?: number }) {
  const locale = currentLocale();
  const { meta } = usePageMeta(path, locale);
  const [search, set] = useFestivalSearch();
  const request = resolveFestivalRequest(search, defaultPlace(m.pc_delhi_ist()), fixedYear);
  const today = todayIn(request.tz, new Date(useNow()));
  const month = shownMonth(search, request.year, today);
  const view = search.view ?? "list";
  const show = search.show ?? "all";
  // A month of another year is that year's calendar; the year parameter would only contradict it.
  const go = (to: string) => set({ month: to, year: undefined });
  return (
    <div className="mx-auto max-w-5xl" data-testid="festivals-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      <p className="mt-1 text-gray-600">{m.fe_for({ year: String(request.year), place: request.place })}</p>
      {meta && <p className="mt-3 max-w-3xl text-gray-700">{meta.description}</p>}
      <Controls request={request} set={(p) => set(p.year === undefined ? p : { ...p, month: undefined })} fixedYear={fixedYear !== undefined} />
      <Loaded request={request}>
        {(data) => {
          const shown = data.festivals.filter((f) => show === "all" || groupOf(f) === show);
          const inMonth = shown.filter((f) => f.date.startsWith(month) || (f.endDate !== undefined && f.date < month && f.endDate >= month));
          const row = (f: Festival) => <FestivalRow key={f.id} f={f} request={request} search={search} />;
          return (
            <>
              {today.startsWith(`${request.year}-`) && <Upcoming festivals={data.festivals} request={request} today={today} carried={carried(request, search)} />}
              <MonthBar month={month} view={view} today={today} fixedYear={fixedYear} go={go} setView={(v) => set({ view: v === "list" ? undefined : v })} />
              <div role="tablist" className="mt-4 flex flex-wrap gap-2">
                {filters.map((f) => (
                  <button key={f} type="button" role="tab" aria-selected={show === f} className={show === f ? "btn-primary" : "btn-outline"} onClick={() => set({ show: f })}>
                    {filterLabel[f]()}
                  </button>
                ))}
              </div>
              {view === "year" ? (
                [...new Set(shown.map((f) => f.date.slice(0, 7)))].map((ym) => (
                  <section key={ym} className="mt-6">
                    <h2 className="border-b-2 border-brand-200 pb-1 text-lg font-semibold">{monthTitle(ym)}</h2>
                    <ul>{shown.filter((f) => f.date.startsWith(ym)).map(row)}</ul>
                  </section>
                ))
              ) : (
                <section className="mt-6" data-testid="festival-month-view">
                  <h2 className="border-b-2 border-brand-200 pb-1 text-lg font-semibold">{monthTitle(month)}</h2>
                  {view === "grid" ? (
                    <div className="mt-3">
                      <MonthGrid key={`${month}-${show}`} month={month} festivals={inMonth} today={today} renderDay={(list) => <ul>{list.map(row)}</ul>} />
                    </div>
                  ) : inMonth.length === 0 ? (
                    <p className="mt-3 text-gray-600">{m.calendar_none_month()}</p>
                  ) : (
                    <ul>{inMonth.map(row)}</ul>
                  )}
                </section>
              )}
              <Eclipses data={data} request={request} />
              <Subscribe request={request} />
            </>
          );
        }}
      </Loaded>
    </div>
  );
}

/** A year's edition of the calendar (/festivals-{year}), the year from the path. */
export function FestivalEdition() {
  const { year } = useParams({ strict: false }) as { year?: string };
  return <FestivalList path={`/festivals-${year}`} fixedYear={Number(year)} />;
}

/** On Tamil pages, the day in the Tamil solar calendar ("கார்த்திகை 10"), as Tamil calendars print it beside the date (issue 19). */
function SolarDate({ f }: { f: Festival }) {
  if (currentLocale() !== "ta" || !f.solarDate) return null;
  return (
    <span className="block text-sm font-normal text-gray-600" data-testid="festival-solar-date">
      {f.solarDate.name} {f.solarDate.day}
    </span>
  );
}

function FestivalCard({ f, request }: { f: Festival; request: FestivalRequest }) {
  const window = muhuratWindow(f, request.tz);
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4" data-testid={`festival-card-${f.id}`}>
      <h3 className="font-semibold">{f.name}</h3>
      <p className="text-lg font-bold text-brand-700">
        {formatDate(f.date)}
        {f.endDate && <span className="ml-2 text-sm font-normal text-gray-600">{m.fe_until({ date: formatShortDate(f.endDate) })}</span>}
        <SolarDate f={f} />
      </p>
      {window && f.muhurat && (
        <p className="mt-1" data-testid={`muhurat-${f.id}`}>
          <span className="font-medium">{muhuratLabel[f.muhurat]?.()}:</span> {window}
        </p>
      )}
      {f.tithiSpan && f.rule.tithi && (
        <p className="mt-1 text-sm text-gray-600">
          {m.fe_tithi_span({ tithi: f.rule.tithi, start: instant(f.tithiSpan.start, request.tz), end: instant(f.tithiSpan.end, request.tz) })}
        </p>
      )}
      <p className="mt-2 text-sm">{ruleSentence(f, request.tz)}</p>
      {f.alternativeDate && <p className="mt-1 text-sm text-gray-600">{m.fe_alternative({ date: formatShortDate(f.alternativeDate) })}</p>}
    </div>
  );
}

export function FestivalDetail({ id }: { id: string }) {
  const locale = currentLocale();
  const path = `/hindu-festivals/${id}`;
  const { match, meta } = usePageMeta(path, locale);
  const [search, set] = useFestivalSearch();
  const request = resolveFestivalRequest(search, defaultPlace(m.pc_delhi_ist()));
  const content = useQuery(contentQueryOptions(locale));
  const text = content.data && ((content.data.festivals as Record<string, { meaning: string; customs: string }>)[id] ?? (content.data.recurring as Record<string, { meaning: string; customs: string }>)[id]);
  // The head was written before this chunk registered the festival names: set the title now.
  useEffect(() => {
    if (meta && match) document.title = pageTitle(match.entry.path, meta.title, siteName(locale));
  }, [meta, match, locale]);
  return (
    <article className="mx-auto max-w-4xl" data-testid="festival-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      <Controls request={request} set={set} />
      <div className="mt-4 flex items-center gap-3">
        <button type="button" className="btn-outline" onClick={() => set({ year: request.year - 1 })}>
          ‹ {request.year - 1}
        </button>
        <span className="font-semibold">{request.year}</span>
        <button type="button" className="btn-outline" onClick={() => set({ year: request.year + 1 })}>
          {request.year + 1} ›
        </button>
      </div>
      <Loaded request={request}>
        {(data) => {
          const days = data.festivals.filter((f) => f.kind === id);
          return (
            <div className="mt-2 grid gap-3 md:grid-cols-2">
              {days.map((f) => (
                <FestivalCard key={f.id} f={f} request={request} />
              ))}
              {days[0] && (
                <section className="md:col-span-2">
                  <h2 className="font-semibold">{m.fe_sources()}</h2>
                  <ul className="mt-1 list-disc pl-5 text-sm text-gray-600">
                    {days[0].rule.sources.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          );
        }}
      </Loaded>
      {text && (
        <section className="mt-6 space-y-3">
          <h2 className="text-xl font-semibold">{m.fe_meaning()}</h2>
          <p>{text.meaning}</p>
          <h2 className="text-xl font-semibold">{m.fe_customs()}</h2>
          <p>{text.customs}</p>
        </section>
      )}
      <p className="mt-8">
        <AppLink to="/hindu-festivals" search={carried(request, search)} className="btn-outline">
          {m.fe_all_festivals({ year: String(request.year) })}
        </AppLink>
      </p>
    </article>
  );
}

export type Topic = "navratri" | "diwali" | "holi" | "karva-chauth";
const topicFestivals: Record<Topic, readonly string[]> = {
  navratri: ["chaitra-navratri", "sharad-navratri", "durga-saptami", "durga-ashtami", "maha-navami", "dussehra"],
  diwali: ["dhanteras", "naraka-chaturdashi", "diwali", "govardhan-puja", "bhai-dooj"],
  holi: ["holika-dahan", "holi"],
  "karva-chauth": ["karva-chauth"],
};

export function TopicPage({ path, topic }: { path: string; topic: Topic }) {
  const locale = currentLocale();
  const { meta } = usePageMeta(path, locale);
  const [search, set] = useFestivalSearch();
  const request = resolveFestivalRequest(search, defaultPlace(m.pc_delhi_ist()), 2025);
  const content = useQuery(contentQueryOptions(locale));
  const t = content.data?.topics;
  return (
    <article className="mx-auto max-w-4xl" data-testid="festival-topic">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      {t && <p className="mt-3 text-gray-700">{t[topic].intro}</p>}
      <Controls request={request} set={set} fixedYear />
      <h2 className="mt-6 text-xl font-semibold">{m.fe_topic_dates({ year: "2025" })}</h2>
      <Loaded request={request}>
        {(data) => {
          const days = topicFestivals[topic]!.flatMap((id) => data.festivals.filter((f) => f.kind === id));
          const sharad = data.festivals.find((f) => f.kind === "sharad-navratri");
          return (
            <>
              <div className="grid gap-3 md:grid-cols-2">
                {days.map((f) => (
                  <FestivalCard key={f.id} f={f} request={request} />
                ))}
              </div>
              {topic === "navratri" && t && sharad && (
                <section className="mt-6">
                  <h2 className="text-xl font-semibold">{m.fe_navratri_days()}</h2>
                  <ol className="mt-2 space-y-2">
                    {t.navratri.days.map((d, i) => (
                      <li key={d.goddess} className="rounded-lg border border-gray-200 bg-white p-3">
                        <span className="font-semibold">
                          {m.fe_day_n({ n: String(i + 1) })} · {formatShortDate(addDaysIso(sharad.date, i))} · {d.goddess}
                        </span>
                        <p className="text-sm text-gray-700">{d.note}</p>
                      </li>
                    ))}
                  </ol>
                  <h2 className="mt-4 text-xl font-semibold">{m.fe_kanya_pujan()}</h2>
                  <p>{t.navratri.kanyaPujan}</p>
                </section>
              )}
            </>
          );
        }}
      </Loaded>
      {t && (topic === "diwali" || topic === "karva-chauth") && (
        <section className="mt-6">
          <h2 className="text-xl font-semibold">{m.fe_puja_vidhi()}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {t[topic].steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
      )}
      {t && topic === "holi" && (
        <section className="mt-6">
          <h2 className="text-xl font-semibold">{m.fe_customs_list()}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {t.holi.customs.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-8">
        <AppLink to="/festivals-2025" search={carried(request, search)} className="btn-outline">
          {m.fe_all_festivals({ year: "2025" })}
        </AppLink>
      </p>
    </article>
  );
}

/** "03:53 pm, 31 Oct 2024": a time with its own date. */
const instant = (iso: string, tz: string) => `${formatTime(iso, tz, iso.slice(0, 10))}, ${formatShortDate(iso)}`;

function addDaysIso(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}
