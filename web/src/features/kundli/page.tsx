import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { type ComponentType, type ReactNode, useDeferredValue, useEffect } from "react";
import { AYANAMSAS } from "@ephemeris/zodiac";
import type { GlossaryLocale } from "@jyotish/glossary";
import { trackOnce } from "../../app/analytics";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { PageIntro } from "../../components/PageIntro";
import { Select } from "../../components/Select";
import { LoadingPage } from "../../components/Status";
import { currentLocale } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { m } from "../../paraglide/messages.js";
import { formatShortDate } from "../panchang/format";
import { ayanamsaLabel } from "../panchang/labels";
import {
  type Ayanamsa,
  type BirthSearch,
  type ChartStyle,
  dashaYearOptions,
  hasBirthData,
  type HouseSystem,
  houseSystems,
  type KundliAnswer,
  kundliQueryOptions,
  type KundliSearch,
  nodeKinds,
  type VargaId,
} from "./api";
import { BirthForm } from "../../components/BirthForm";
import { type Names, namesIn } from "./names";
import { houseSystemLabel } from "./sections";
import { SaveChart } from "../charts/SaveChart";

export type KundliPath =
  | "/kundli/"
  | "/kundli/north-indian"
  | "/kundli/south-indian"
  | "/kundli/planetary"
  | "/kundli/lagna-rasi"
  | "/kundli/dasha"
  | "/kundli/kp"
  | "/brihat-kundli"
  | "/brihat-kundli-results"
  | "/hindi-kundli"
  | "/jathagam"
  | "/moon-sign-checker"
  | "/nakshatra-finder"
  | "/lagna-calculator"
  | "/dosham-detector"
  | "/sade-sati"
  | "/dasha-calculator";

export interface KundliView {
  data: KundliAnswer;
  names: Names;
  search: BirthSearch;
  style: ChartStyle;
  varga: VargaId;
  setSearch: (patch: Partial<KundliSearch>) => void;
}

interface KundliPageConfig {
  path: KundliPath;
  /** Where the form opens the chart; the page itself by default. */
  target?: string;
  /** The chart style when the URL names none; otherwise South Indian in Tamil and Telugu. */
  style?: ChartStyle;
  /** Print signs, grahas and nakshatras in this language whatever the page's (Hindi kundli). */
  namesLocale?: GlossaryLocale;
  /** Options this page casts with unless the URL says otherwise (the KP page). */
  defaults?: { ayanamsa?: Ayanamsa; house?: HouseSystem };
  nameOptional?: boolean;
  submitLabel?: () => string;
  View: ComponentType<KundliView>;
}

/** The kundli family of pages, each listed under every page with the birth details kept. */
const family: { to: string; label: () => string }[] = [
  { to: "/kundli", label: m.kd_page_full },
  { to: "/kundli/north-indian", label: m.kd_style_north },
  { to: "/kundli/south-indian", label: m.kd_style_south },
  { to: "/kundli/lagna-rasi", label: m.kd_page_lagna_rasi },
  { to: "/kundli/planetary", label: m.kd_planets },
  { to: "/kundli/dasha", label: m.kd_vimshottari },
  { to: "/kundli/kp", label: m.kd_page_kp },
  { to: "/brihat-kundli-results", label: m.kd_page_brihat },
  { to: "/moon-sign-checker", label: m.kd_page_moon_sign },
  { to: "/nakshatra-finder", label: m.kd_page_nakshatra },
  { to: "/lagna-calculator", label: m.kd_page_lagna },
  { to: "/dosham-detector", label: m.kd_page_dosham },
  { to: "/sade-sati", label: m.kd_sade_sati },
  { to: "/dasha-calculator", label: m.kd_page_dasha_calculator },
];

const neutralPath = (p: KundliPath) => (p === "/kundli/" ? "/kundli" : p);

/** The birth details of a search, without the page-specific options, for links and the form. */
export function birthOnly(s: KundliSearch): Record<string, string | number> {
  const { style: _style, varga: _varga, ...rest } = s;
  return stripUndefined(rest) as Record<string, string | number>;
}

/**
 * A kundli page: heading and form until the URL holds birth details, then the chart from
 * `GET /api/kundli` (cached per URL) handed to the page's own view, with the options and the
 * sibling pages. All state is in the URL, so every chart has a shareable address.
 */
export function kundliPage(config: KundliPageConfig) {
  const route = getRouteApi(config.path);
  const path = neutralPath(config.path);
  return function KundliPage() {
    const locale = currentLocale();
    const raw = route.useSearch() as KundliSearch;
    const search: KundliSearch = { ayanamsa: config.defaults?.ayanamsa, house: config.defaults?.house, ...stripUndefined(raw) };
    const navigate = useNavigate();
    const setSearch = (patch: Partial<KundliSearch>) =>
      void navigate({ to: path as Exclude<KundliPath, "/kundli/"> | "/kundli", search: (prev: KundliSearch) => ({ ...prev, ...patch }), resetScroll: false });
    const { meta } = usePageMeta(path, locale);
    const names = namesIn(config.namesLocale ?? locale);
    const style = search.style ?? config.style ?? (locale === "ta" || locale === "te" ? "south" : "north");
    const ready = hasBirthData(search);
    const form = (
      <BirthForm
        key={JSON.stringify(birthOnly(search))}
        target={config.target ?? path}
        initial={search}
        keep={optionsOf(search)}
        nameOptional={config.nameOptional}
        submitLabel={config.submitLabel?.()}
      />
    );
    return (
      <div className="mx-auto max-w-5xl" data-testid="kundli-page" data-path={path}>
        <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.kd_page_full()}</h1>
        {ready ? (
          <>
            <p className="mt-1 text-gray-600" data-testid="kundli-for">
              {m.kd_chart_for({ name: search.name ?? m.kd_native(), date: formatShortDate(search.date), time: search.time.slice(0, 5), place: search.location ?? `${search.latitude}, ${search.longitude}` })}
            </p>
            <details className="mt-4 rounded-xl border border-gray-200 bg-white p-4">
              <summary className="cursor-pointer font-semibold text-brand-700">{m.kd_change_details()}</summary>
              <div className="mt-3">{form}</div>
              <Options search={search} setSearch={setSearch} />
            </details>
            <Result search={search} names={names} style={style} setSearch={setSearch} View={config.View} />
          </>
        ) : (
          <PageIntro meta={meta}>{form}</PageIntro>
        )}
        <nav aria-label={m.kd_more_pages()} className="mt-10 border-t border-gray-200 pt-4">
          <h2 className="text-sm font-semibold text-gray-500">{m.kd_more_pages()}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {family
              .filter((f) => f.to !== path)
              .map((f) => (
                <li key={f.to}>
                  <AppLink to={f.to} search={ready ? birthOnly(raw) : undefined} className="btn-outline text-sm">
                    {f.label()}
                  </AppLink>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    );
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function optionsOf(s: KundliSearch): Record<string, string | number> {
  return stripUndefined({ ayanamsa: s.ayanamsa, node: s.node, house: s.house, year: s.year, style: s.style }) as Record<string, string | number>;
}

function Result({ search, names, style, setSearch, View }: { search: BirthSearch; names: Names; style: ChartStyle; setSearch: KundliView["setSearch"]; View: ComponentType<KundliView> }) {
  const options = kundliQueryOptions(search);
  const query = useQuery(options);
  const chartKey = String(options.queryKey[0]);
  // The answer arrives through a store update, which React renders in one go: the whole kundli
  // (charts, sixteen vargas, dashas, tables) was one long task on a phone (Lighthouse TBT 672 ms
  // on /tamil/kundli). Drawn from a deferred copy, it renders in the background, in slices that
  // leave the main thread to input; the loading screen stays until then.
  const data = useDeferredValue(query.data);
  useEffect(() => {
    if (data) trackOnce(`kundli_generated ${chartKey}`, { name: "kundli_generated", chartStyle: style });
  }, [data, chartKey, style]);
  return (
    <div className="mt-4" aria-live="polite" aria-busy={!data && !query.isError}>
      {!data && !query.isError && <LoadingPage />}
      {query.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="kundli-error">
          {query.error instanceof HttpError && query.error.status === 400 ? m.kd_bad_details() : m.kd_error()}
        </p>
      )}
      {data && (
        <>
          {data.warning && <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{m.kd_house_warning()}</p>}
          <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="kundli-actions">
            <SaveChart key={chartKey} search={search} />
          </div>
          <View data={data} names={names} search={search} style={style} varga={search.varga ?? "D1"} setSearch={setSearch} />
        </>
      )}
    </div>
  );
}

/** The "how computed" options: they change the chart in place and stay in the URL. */
function Options({ search, setSearch }: { search: KundliSearch; setSearch: KundliView["setSearch"] }) {
  return (
    <div className="mt-4 border-t border-gray-200 pt-4">
      <h3 className="text-sm font-semibold">{m.pc_how_computed()}</h3>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="kundli-options-form">
        <Select label={m.pc_ayanamsa()} value={search.ayanamsa ?? "lahiri"} options={AYANAMSAS} onChange={(ayanamsa) => setSearch({ ayanamsa })} name={(a) => ayanamsaLabel[a]()} />
        <Select label={m.kd_node()} value={search.node ?? "mean"} options={nodeKinds} onChange={(node) => setSearch({ node })} name={(n) => (n === "true" ? m.kd_node_true() : m.kd_node_mean())} />
        <Select label={m.kd_house_system()} value={search.house ?? "whole-sign"} options={houseSystems} onChange={(house) => setSearch({ house })} name={(h) => houseSystemLabel[h]()} />
        <Select
          label={m.kd_dasha_year()}
          value={search.year ?? 365.25}
          options={dashaYearOptions}
          onChange={(year) => setSearch({ year })}
          name={(y) => m.kd_days({ days: String(y) })}
        />
      </div>
    </div>
  );
}

/** Two charts side by side on wide screens, stacked on phones. */
export function ChartPair({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}
