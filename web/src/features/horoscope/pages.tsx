/**
 * The horoscope pages: the hub (/horoscopes, /horoscope), the sign indexes and sign pages of
 * the daily, weekly and monthly horoscopes, and the pages whose sign is picked on the page
 * (yearly, love, career, health). Headings and descriptions are the route table's.
 */
import { useQuery } from "@tanstack/react-query";
import { useLocation, useSearch } from "@tanstack/react-router";
import type { HoroscopePeriod } from "@contract/horoscope";
import { signNames } from "@jyotish/terms/signs";
import { useEffect } from "react";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { HttpError } from "../../lib/api";
import { useSession } from "../../lib/session";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { matchRoute } from "@site/route-table";
import { type HoroscopeRequest, horoscopeQueryOptions, type PersonalHoroscopeAnswer, personalHoroscopeQueryOptions } from "./api";
import { type DateLink, HoroscopeView } from "./HoroscopeView";
import { areaPeriods, horoscopeSearch, type HoroscopeSearch, pickerPageRequest, type PickerPage, signPageRequest } from "./loaders";
import { istToday } from "./period";
import { saveLastSign, signIds, signImage, type SignId, signOfParams, signSlug } from "./signs";

function useHoroscopeSearch(): HoroscopeSearch {
  return horoscopeSearch(useSearch({ strict: false }));
}

/** The page's heading and description from the route table (with the sign's name filled in). */
function PageHead() {
  const { pathname } = useLocation();
  const { meta } = usePageMeta(pathname, currentLocale());
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{meta?.description}</p>
    </>
  );
}

/** A horoscope from the API (already in the cache after the route's loader; a new date or sign loads here, its space kept). */
function Horoscope({ request, link, chosen }: { request: HoroscopeRequest; link: DateLink; chosen: boolean }) {
  const query = useQuery(horoscopeQueryOptions(request, currentLocale()));
  // The sign a visitor chose (not a page's default) is the one the home page opens with next time.
  useEffect(() => {
    if (chosen) saveLastSign(request.sign);
  }, [chosen, request.sign]);
  if (query.data) return <HoroscopeView answer={query.data} picker={{ today: istToday(), link }} />;
  return (
    <div className="mt-5 min-h-[480px]" aria-live="polite" aria-busy={query.isPending}>
      {query.isPending && <p className="py-8 text-center text-gray-500">{m.horo_loading()}</p>}
      {query.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {m.horo_error()}
        </p>
      )}
    </div>
  );
}

const periodPaths: Record<Exclude<HoroscopePeriod, "yearly">, { path: string; label: () => string }> = {
  daily: { path: "/daily-horoscope", label: m.nav_daily_horoscope },
  weekly: { path: "/weekly-horoscope", label: m.nav_weekly_horoscope },
  monthly: { path: "/monthly-horoscope", label: m.nav_monthly_horoscope },
};

const topicLinks = [
  { path: "/daily-horoscope", label: m.nav_daily_horoscope },
  { path: "/weekly-horoscope", label: m.nav_weekly_horoscope },
  { path: "/monthly-horoscope", label: m.nav_monthly_horoscope },
  { path: "/yearly-horoscope", label: m.nav_yearly_horoscope },
  { path: "/love-horoscope", label: m.nav_love_horoscope },
  { path: "/career-horoscope", label: m.nav_career_horoscope },
  { path: "/health-horoscope", label: m.nav_health_horoscope },
];

/** The twelve signs, each linking to its page of `base` ("/daily-horoscope/mesham" on the Tamil pages). */
function SignGrid({ base, current, testId }: { base: string; current?: SignId; testId?: string }) {
  const locale = currentLocale();
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" data-testid={testId}>
      {signIds.map((sign) => (
        <li key={sign}>
          <AppLink
            to={`${base}/${signSlug(sign, locale)}`}
            className={`flex h-full flex-col items-center gap-1 rounded-xl border bg-white p-2 text-center hover:border-brand-300 hover:bg-brand-50 ${sign === current ? "border-brand-500" : "border-gray-200"}`}
          >
            <img src={signImage(sign)} alt="" width="48" height="48" loading="lazy" className="h-12 w-12 rounded-full" />
            <span className="text-sm font-semibold">{signNames[sign][locale]}</span>
            {locale !== "en" && <span className="text-xs text-gray-500">{signNames[sign].en}</span>}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function TopicLinks({ sign, except }: { sign?: SignId; except?: string }) {
  const locale = currentLocale();
  return (
    <ul className="flex flex-wrap gap-2">
      {topicLinks
        .filter((l) => l.path !== except)
        .map((l) => {
          // The period pages have a page per sign; the others take the sign as `?sign=`.
          const bySlug = sign && ["/daily-horoscope", "/weekly-horoscope", "/monthly-horoscope"].includes(l.path);
          return (
            <li key={l.path}>
              <AppLink to={bySlug ? `${l.path}/${signSlug(sign, locale)}` : l.path} search={sign && !bySlug ? { sign } : undefined} className="btn-outline">
                {l.label()}
              </AppLink>
            </li>
          );
        })}
    </ul>
  );
}

/** /daily-horoscope/$sign, /weekly-horoscope/$sign, /monthly-horoscope/$sign (and the Tamil names under /tamil). */
export function SignPage({ period }: { period: Exclude<HoroscopePeriod, "yearly"> }) {
  const { pathname } = useLocation();
  const search = useHoroscopeSearch();
  const sign = signOfParams(matchRoute(pathname, currentLocale())?.params ?? {}) ?? "aries";
  const link: DateLink = (date) => {
    const search: Record<string, string> = date ? { date } : {};
    return { to: pathname, search };
  };
  return (
    <div data-testid="horoscope-page">
      <PageHead />
      <Horoscope request={signPageRequest(sign, period, search, istToday())} link={link} chosen />
      <section className="below-fold mt-8">
        <h2 className="text-lg font-semibold">{m.horo_more_for({ sign: signNames[sign][currentLocale()] })}</h2>
        <div className="mt-3">
          <TopicLinks sign={sign} except={periodPaths[period].path} />
        </div>
      </section>
      <section className="below-fold mt-8">
        <h2 className="text-lg font-semibold">{m.horo_other_signs()}</h2>
        <div className="mt-3">
          <SignGrid base={periodPaths[period].path} current={sign} />
        </div>
      </section>
    </div>
  );
}

/** /daily-horoscope, /weekly-horoscope, /monthly-horoscope: the twelve signs. */
export function SignIndexPage({ period }: { period: Exclude<HoroscopePeriod, "yearly"> }) {
  return (
    <div data-testid="horoscope-index">
      <PageHead />
      <section className="mt-6">
        <h2 className="text-lg font-semibold">{m.horo_choose_sign()}</h2>
        <div className="mt-3">
          <SignGrid base={periodPaths[period].path} testId="sign-grid" />
        </div>
      </section>
      <p className="mt-4 text-sm text-gray-600">{m.horo_convention_indian()}</p>
      <section className="mt-8">
        <TopicLinks except={periodPaths[period].path} />
      </section>
    </div>
  );
}

const areaTabLabel: Record<(typeof areaPeriods)[number], () => string> = { daily: m.horo_tab_daily, weekly: m.horo_tab_weekly, monthly: m.horo_tab_monthly };
const pickerPaths: Record<PickerPage, string> = { yearly: "/yearly-horoscope", love: "/love-horoscope", career: "/career-horoscope", health: "/health-horoscope" };

/** /yearly-horoscope, /love-horoscope, /career-horoscope, /health-horoscope: a sign picker (`?sign=`), the area pages' period tabs (`?period=`), and the horoscope. */
export function PickerPage({ page }: { page: PickerPage }) {
  const locale = currentLocale();
  const search = useHoroscopeSearch();
  const request = pickerPageRequest(page, search, istToday());
  const path = pickerPaths[page];
  // What the URL keeps besides the date: the sign chosen and, on an area page, the period (daily, the default, left out).
  const kept = (patch: Partial<HoroscopeSearch>): Record<string, string> => {
    const next = { ...search, ...patch };
    return Object.fromEntries(Object.entries(next).filter(([k, v]) => v !== undefined && !(k === "period" && v === "daily"))) as Record<string, string>;
  };
  const link: DateLink = (date) => ({ to: path, search: kept({ date: date ?? undefined }) });
  return (
    <div data-testid="horoscope-page">
      <PageHead />
      <nav aria-label={m.horo_choose_sign()} className="mt-5" data-testid="sign-picker">
        <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-6 lg:grid-cols-12">
          {signIds.map((sign) => (
            <li key={sign}>
              <AppLink
                to={path}
                search={kept({ sign, date: undefined })}
                className={`flex min-h-11 items-center justify-center rounded-lg border px-1 py-2 text-center text-sm font-semibold ${sign === request.sign ? "border-brand-600 bg-brand-600 text-white" : "border-gray-200 bg-white text-gray-800 hover:border-brand-300"}`}
              >
                <span aria-current={sign === request.sign ? "true" : undefined}>{signNames[sign][locale]}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {page !== "yearly" && (
        <nav aria-label={m.horo_period_label()} className="mt-4" data-testid="period-tabs">
          <ul className="grid grid-cols-3 gap-1 rounded-xl bg-gray-100 p-1">
            {areaPeriods.map((p) => (
              <li key={p}>
                <AppLink
                  to={path}
                  search={kept({ period: p, date: undefined })}
                  className={`flex min-h-11 items-center justify-center rounded-lg px-2 py-2 text-sm font-semibold ${p === request.period ? "bg-white text-brand-700 shadow-sm" : "text-gray-600 hover:bg-white/60"}`}
                >
                  <span aria-current={p === request.period ? "true" : undefined}>{areaTabLabel[p]()}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Horoscope request={request} link={link} chosen={search.sign !== undefined} />
      <section className="mt-8">
        <TopicLinks sign={request.sign} except={path} />
      </section>
    </div>
  );
}

/** The signed-in user's daily horoscope from a saved chart; an invitation for visitors and for users without a chart. */
function PersonalCard() {
  const session = useSession();
  const locale = currentLocale();
  const today = istToday();
  const query = useQuery({ ...personalHoroscopeQueryOptions(session.user?.id ?? "", today, locale), enabled: session.user !== null });
  const box = "rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5";
  if (session.state.status === "loading" || (session.user && query.isPending)) return <div className={`${box} min-h-[120px]`} aria-busy="true" />;
  if (!session.user)
    return (
      <div className={box} data-testid="personal-horoscope-invite">
        <p className="text-gray-800">{m.horo_personal_signed_out()}</p>
        <AppLink to="/login" className="btn-primary mt-3">
          {m.nav_sign_in()}
        </AppLink>
      </div>
    );
  const noChart = query.error instanceof HttpError && query.error.status === 404;
  if (noChart || !query.data)
    return (
      <div className={box} data-testid="personal-horoscope-invite">
        <p className="text-gray-800">{noChart ? m.horo_personal_no_chart() : m.horo_error()}</p>
        {noChart && (
          <AppLink to="/kundli" className="btn-primary mt-3">
            {m.nav_generate_kundli()}
          </AppLink>
        )}
      </div>
    );
  return <PersonalHoroscope answer={query.data} />;
}

function PersonalHoroscope({ answer }: { answer: PersonalHoroscopeAnswer }) {
  return (
    <section className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5" data-testid="personal-horoscope">
      <h2 className="text-xl font-bold">{m.horo_personal_title()}</h2>
      <p className="mt-1 text-sm text-gray-700">
        {m.horo_personal_from({ chart: answer.chart.name, sign: answer.natal.moonSignName, nakshatra: answer.natal.nakshatraName })}
      </p>
      <p className="mt-1 text-sm text-gray-600">{m.horo_personal_adds()}</p>
      <HoroscopeView answer={answer} />
    </section>
  );
}

/** /horoscopes and /horoscope: the personal horoscope or an invitation, the twelve signs, and every kind of horoscope. */
export function HubPage() {
  return (
    <div data-testid="horoscope-hub">
      <PageHead />
      <div className="mt-6">
        <PersonalCard />
      </div>
      <section className="mt-8">
        <h2 className="text-lg font-semibold">{m.horo_hub_signs()}</h2>
        <div className="mt-3">
          <SignGrid base="/daily-horoscope" testId="sign-grid" />
        </div>
      </section>
      <section className="mt-8">
        <h2 className="text-lg font-semibold">{m.horo_hub_kinds()}</h2>
        <div className="mt-3">
          <TopicLinks />
        </div>
      </section>
      <p className="mt-6 text-sm text-gray-600">{m.horo_convention_indian()}</p>
    </div>
  );
}
