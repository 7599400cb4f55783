/** Pieces the sign, transit and yearly pages share: the page heading, score dots, verdict badges, IST times and links. */
import type { UseQueryResult } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { HoroscopeAnswer, TransitRow } from "@contract/horoscope";
import { grahaNames } from "@jyotish/terms/grahas";
import type { SignId } from "@jyotish/terms/signs";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { currentLocale, currentLocaleTag } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { Score } from "../horoscope/Score";
import { signSlug } from "../horoscope/signs";
import { formatShortDate, formatTime } from "../panchang/format";
import { istDate } from "./transits";
import { dateTimeFormat } from "../../i18n/intl";

export const IST = "Asia/Kolkata";

/** The page's heading and description from the route table's metadata (the same the Worker writes into the head). */
export function PageHeading({ children }: { children?: ReactNode }) {
  const locale = currentLocale();
  const { pathname } = useLocation();
  const { meta } = usePageMeta(pathname, locale);
  return (
    <header>
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      {meta && <p className="mt-2 max-w-3xl text-gray-700">{meta.description}</p>}
      {children}
    </header>
  );
}

/** A query's answer, or its loading line (in a box that keeps its height) and error box. */
export function Loaded<T>({ query, minHeight = "min-h-24", children }: { query: UseQueryResult<T>; minHeight?: string; children: (data: T) => ReactNode }) {
  return (
    <div className={minHeight} aria-live="polite" aria-busy={query.isPending}>
      {query.isPending && <p className="py-6 text-center text-gray-500">{m.signs_loading()}</p>}
      {query.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {m.signs_error()}
        </p>
      )}
      {query.data !== undefined && children(query.data)}
    </div>
  );
}

export const areaLabel = {
  general: m.signs_area_general,
  love: m.horo_love,
  career: m.horo_career,
  health: m.horo_health,
  finances: m.horo_finances,
} as const;
export type ScoreArea = keyof typeof areaLabel;
const scoreAreas = Object.keys(areaLabel) as ScoreArea[];

/** The answer's five 1–5 scores, each labelled; `compact` keeps two columns (the yearly cards). */
export function Scores({ scores, compact = false }: { scores: HoroscopeAnswer["scores"]; compact?: boolean }) {
  return (
    <ul className={`grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm ${compact ? "" : "sm:grid-cols-5"}`} data-testid="scores">
      {scoreAreas.map((area) => (
        <li key={area} className="flex flex-col items-start gap-0.5">
          <span className="text-gray-600">{areaLabel[area]()}</span>
          <Score value={scores[area]} />
        </li>
      ))}
    </ul>
  );
}

const verdictLabel = { favourable: m.horo_verdict_favourable, unfavourable: m.horo_verdict_unfavourable, obstructed: m.horo_verdict_obstructed } as const;
const verdictStyle = { favourable: "bg-green-50 text-green-800 border-green-200", unfavourable: "bg-red-50 text-red-800 border-red-200", obstructed: "bg-amber-50 text-amber-900 border-amber-200" } as const;

export function Verdict({ verdict }: { verdict: TransitRow["verdict"] }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${verdictStyle[verdict]}`}>{verdictLabel[verdict]()}</span>;
}


export const grahaName = (planet: TransitRow["planet"]): string => grahaNames[planet][currentLocale()];

/** An event's IST date and clock time ("14 Apr 2026, 09:38 am"). */
export const eventWhen = (at: string): string => `${formatShortDate(at)}, ${formatTime(at, IST, istDate(at))}`;

/** An IST instant as a day and month ("14 Apr", "14 अप्रैल"). */
export const dayAndMonth = (at: string): string => dateTimeFormat(currentLocaleTag(), { day: "numeric", month: "short", timeZone: IST }).format(new Date(at));

/** A month's name and year ("April 2026") from "YYYY-MM". */
export function monthName(month: string): string {
  const [y, mo] = month.split("-").map(Number) as [number, number];
  return dateTimeFormat(currentLocaleTag(), { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, mo - 1, 1)));
}

/** A sign's horoscope page of a period; the Tamil site names its sign pages in Tamil (spec §2.2). */
export const signHoroscopePath = (period: "daily" | "weekly" | "monthly", sign: SignId): string => `/${period}-horoscope/${signSlug(sign, currentLocale())}`;

/** Links to a sign's daily, weekly and monthly horoscopes. */
export function HoroscopeLinks({ sign }: { sign: SignId }) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <AppLink to={signHoroscopePath("daily", sign)} className="btn-primary">
        {m.signs_full_daily()}
      </AppLink>
      <AppLink to={signHoroscopePath("weekly", sign)} className="btn-outline">
        {m.signs_full_weekly()}
      </AppLink>
      <AppLink to={signHoroscopePath("monthly", sign)} className="btn-outline">
        {m.signs_full_monthly()}
      </AppLink>
    </div>
  );
}
