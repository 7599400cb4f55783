/**
 * The one view of a horoscope answer (`GET /api/horoscope`, and the personal one): the sign and
 * its period with a date picker, the prediction and the four areas with their scores, the lucky
 * colour and number, the period's events in IST, the day's taras, and the "why" panel that
 * lists every transit behind the text with its verdict and the rule it cites.
 */
import type { HoroscopeAnswer, HoroscopeEvent, HoroscopePeriod, TransitRow } from "@contract/horoscope";
import { rashiSlugs, signNames } from "@jyotish/terms/signs";
import type { ReactNode } from "react";
import { AppLink } from "../../components/AppLink";
import { currentLocale, currentLocaleTag } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { clockOptions } from "../panchang/format";
import { eventTime, labelOfDate, periodLabel, periodsFromToday } from "./period";
import { Score } from "./Score";
import { signImage } from "./signs";

/** Where a date picker's choice leads: the page's path and search with `date` set (null: the current period, no `date`). */
export type DateLink = (date: string | null) => { to: string; search: Record<string, string> };

const relativeWords: Record<HoroscopePeriod, [() => string, () => string, () => string]> = {
  daily: [m.horo_yesterday, m.horo_today, m.horo_tomorrow],
  weekly: [m.horo_last_week, m.horo_this_week, m.horo_next_week],
  monthly: [m.horo_last_month, m.horo_this_month, m.horo_next_month],
  yearly: [m.horo_last_year, m.horo_this_year, m.horo_next_year],
};

/** "Yesterday", "This week", "Next month" … next to the current period; the period's own name further away. */
function relativeLabel(period: HoroscopePeriod, date: string, today: string): string {
  const offset = periodsFromToday(period, date, today);
  return Math.abs(offset) <= 1 ? relativeWords[period][offset + 1]!() : labelOfDate(period, date, currentLocaleTag());
}

/** Previous, shown and next period (daily: yesterday, today, tomorrow), each a link that sets the URL's `?date=`. */
function DatePicker({ answer, today, link }: { answer: HoroscopeAnswer; today: string; link: DateLink }) {
  const target = (date: string) => link(periodsFromToday(answer.period, date, today) === 0 ? null : date);
  const away = Math.abs(periodsFromToday(answer.period, answer.date, today)) > 1;
  const item = "flex min-h-11 items-center justify-center rounded-lg px-2 py-2 text-center text-sm font-semibold";
  return (
    <nav aria-label={m.horo_picker_label()} className="mt-4" data-testid="horoscope-picker">
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-gray-100 p-1">
        <li>
          <AppLink {...target(answer.previous)} className={`${item} text-brand-700 hover:bg-white`}>
            <span aria-hidden="true">‹&nbsp;</span>
            {relativeLabel(answer.period, answer.previous, today)}
          </AppLink>
        </li>
        <li>
          <span aria-current="page" className={`${item} bg-white text-gray-900 shadow-sm`}>
            {relativeLabel(answer.period, answer.date, today)}
          </span>
        </li>
        <li>
          <AppLink {...target(answer.next)} className={`${item} text-brand-700 hover:bg-white`}>
            {relativeLabel(answer.period, answer.next, today)}
            <span aria-hidden="true">&nbsp;›</span>
          </AppLink>
        </li>
      </ul>
      {away && (
        <AppLink {...link(null)} className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
          {relativeWords[answer.period][1]()} →
        </AppLink>
      )}
    </nav>
  );
}

/** The lucky colours' swatches (the answer names each in the page's language). */
const swatch: Record<HoroscopeAnswer["lucky"]["color"], string> = {
  saffron: "#f4901e",
  white: "#ffffff",
  red: "#d62828",
  green: "#2a9d4b",
  yellow: "#f6c700",
  pink: "#ec6fa8",
  blue: "#2563eb",
};

const verdictStyle: Record<TransitRow["verdict"], { className: string; word: () => string }> = {
  favourable: { className: "border-green-200 bg-green-50 text-green-800", word: m.horo_verdict_favourable },
  unfavourable: { className: "border-red-200 bg-red-50 text-red-800", word: m.horo_verdict_unfavourable },
  obstructed: { className: "border-amber-300 bg-amber-50 text-amber-900", word: m.horo_verdict_obstructed },
};

function Tag({ children }: { children: ReactNode }) {
  return <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700">{children}</span>;
}

function TransitItem({ row }: { row: TransitRow }) {
  const verdict = verdictStyle[row.verdict];
  return (
    <li className="border-b border-gray-100 py-3 last:border-0" data-testid="transit-row" data-planet={row.planet} data-verdict={row.verdict}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{m.horo_planet_in_sign({ planet: row.planetName, sign: row.signName })}</span>
        {row.retrograde && <Tag>{m.horo_retrograde()}</Tag>}
        {row.combust && <Tag>{m.horo_combust()}</Tag>}
        <span className="text-sm text-gray-600">{m.horo_house({ house: row.house })}</span>
        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${verdict.className}`}>{verdict.word()}</span>
      </div>
      {row.obstruction && (
        <p className="mt-1 text-sm text-amber-900">{m.horo_obstructed_by({ planet: row.obstruction.planetName, house: row.obstruction.house })}</p>
      )}
      <p className="mt-1 text-sm text-gray-700">{row.rule}</p>
      {row.vedhaRule && <p className="mt-1 text-xs text-gray-500">{row.vedhaRule}</p>}
      {row.bindus !== null && <p className="mt-1 text-xs font-medium text-gray-600">{m.horo_bindus({ bindus: row.bindus })}</p>}
    </li>
  );
}

function Events({ events, period }: { events: HoroscopeEvent[]; period: HoroscopePeriod }) {
  const clock = clockOptions();
  const tag = currentLocaleTag();
  return (
    <section className="mt-6" data-testid="horoscope-events">
      <h3 className="font-semibold">{m.horo_events()}</h3>
      <ul className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {events.map((e) => (
          <li key={`${e.at}${e.kind}${e.planet ?? ""}`} className="flex flex-col gap-0.5 px-4 py-2 sm:flex-row sm:gap-4">
            <time dateTime={e.at} className="shrink-0 text-sm font-semibold text-brand-700 sm:w-44">
              {eventTime(e.at, period, tag, clock)}
            </time>
            <span className="text-sm text-gray-800">{e.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Taras({ answer }: { answer: HoroscopeAnswer }) {
  return (
    <section className="mt-6" data-testid="horoscope-tara">
      <h3 className="font-semibold">{m.horo_tara_title()}</h3>
      <ul className="mt-2 space-y-2">
        {answer.tara.map((t) => (
          <li key={t.nakshatra} className="rounded-lg border border-gray-200 bg-white px-4 py-2 text-sm">
            <span className="font-semibold">{t.nakshatraName}</span>{" "}
            <span className={`ml-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${t.good ? verdictStyle.favourable.className : verdictStyle.unfavourable.className}`}>
              {t.good ? m.horo_tara_good() : m.horo_tara_caution()}
            </span>
            <span className="mt-1 block text-gray-700">{t.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sign's name in the page's language and its other names: "Aries" with "Mesh · मेष", "मेष" with "Aries". */
function signSubtitle(answer: HoroscopeAnswer): string {
  const locale = currentLocale();
  const names = signNames[answer.sign];
  if (locale !== "en") return names.en;
  const rashi = rashiSlugs[answer.sign];
  return `${rashi.charAt(0).toUpperCase()}${rashi.slice(1)} · ${names.hi}`;
}

export function HoroscopeView({ answer, picker, heading }: { answer: HoroscopeAnswer; picker?: { today: string; link: DateLink }; heading?: ReactNode }) {
  const areas = [
    { id: "love", label: m.horo_love(), text: answer.love, score: answer.scores.love },
    { id: "career", label: m.horo_career(), text: answer.career, score: answer.scores.career },
    { id: "health", label: m.horo_health(), text: answer.health, score: answer.scores.health },
    { id: "finances", label: m.horo_finances(), text: answer.finances, score: answer.scores.finances },
  ] as const;
  const tag = currentLocaleTag();
  return (
    <article className="mt-5" data-testid="horoscope-view" data-sign={answer.sign} data-period={answer.period} data-date={answer.date} data-area={answer.area}>
      <header className="flex items-center gap-3">
        <img src={signImage(answer.sign)} alt="" width="56" height="56" className="h-14 w-14 shrink-0 rounded-full" />
        <div className="min-w-0">
          {heading ?? (
            <h2 className="text-xl font-bold leading-tight">
              {answer.signName} <span className="text-base font-medium text-gray-500">{signSubtitle(answer)}</span>
            </h2>
          )}
          <p className="text-sm font-medium text-brand-700" data-testid="horoscope-period">
            {periodLabel(answer.period, answer.from, answer.to, tag)}
          </p>
        </div>
      </header>
      {picker && <DatePicker answer={answer} today={picker.today} link={picker.link} />}

      <section className="mt-5 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-brand-900">{answer.area === "general" ? m.horo_prediction() : areas.find((a) => a.id === answer.area)!.label}</h3>
          <Score value={answer.area === "general" ? answer.scores.general : answer.scores[answer.area]} />
        </div>
        {/* The size of the edge's first-screen text (PageSkeleton), which the page replaces: a larger block would be a late Largest Contentful Paint. */}
        <p className="mt-2 text-gray-900" data-testid="horoscope-prediction">
          {answer.prediction}
        </p>
      </section>

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {areas
          // An area page's prediction is that area's own text: it is not repeated.
          .filter((a) => a.id !== answer.area)
          .map((a) => (
            <section key={a.id} className="rounded-xl border border-gray-200 bg-white p-4" data-testid={`horoscope-${a.id}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{a.label}</h3>
                <Score value={a.score} />
              </div>
              <p className="mt-2 text-gray-700">{a.text}</p>
            </section>
          ))}
      </div>

      <section className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4" data-testid="horoscope-lucky">
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          <div className="flex items-center gap-2">
            <dt className="text-sm text-amber-900">{m.horo_lucky_color()}</dt>
            <dd className="flex items-center gap-2 font-semibold">
              <span aria-hidden="true" className="inline-block h-5 w-5 rounded-full border border-gray-300" style={{ backgroundColor: swatch[answer.lucky.color] }} />
              {answer.lucky.colorName}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-sm text-amber-900">{m.horo_lucky_number()}</dt>
            <dd className="font-semibold">{answer.lucky.number}</dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-amber-900/80">{answer.lucky.rule}</p>
      </section>

      {answer.events.length > 0 && <Events events={answer.events} period={answer.period} />}
      {answer.tara.length > 0 && <Taras answer={answer} />}

      <details className="group mt-6 rounded-xl border border-gray-200 bg-white" data-testid="horoscope-why">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 py-3 font-semibold">
          {m.horo_why()}
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="shrink-0 text-brand-700 transition-transform group-open:rotate-180">
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className="border-t border-gray-100 px-4 pb-4">
          <p className="mt-3 text-sm text-gray-600">{m.horo_why_intro()}</p>
          <ul className="mt-1">
            {answer.transits.map((row) => (
              <TransitItem key={row.planet} row={row} />
            ))}
          </ul>
          {answer.notes.length > 0 && (
            <ul className="mt-3 space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="horoscope-notes">
              {answer.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      </details>

      <p className="mt-4 text-sm text-gray-600" data-testid="horoscope-convention">
        <span className="font-semibold">{m.horo_convention_title()}</span> {answer.convention} {m.horo_convention_indian()}
      </p>
    </article>
  );
}
