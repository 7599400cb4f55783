/**
 * The festival calendar's ways of showing time: what comes next from today, the month bar
 * (previous/next and a month picker) and a month as a calendar grid. "Today" is the date in
 * the place's time zone, read from the page's clock (`useNow`).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AppLink } from "../../components/AppLink";
import { Select } from "../../components/Select";
import { currentLocale, currentLocaleTag } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { formatDate, formatShortDate } from "../panchang/format";
import { addMonths, calendarViews, type CalendarView, type Festival, festivalQueryOptions, type FestivalRequest } from "./api";
import { dateTimeFormat } from "../../i18n/intl";

/** Midnight UTC of "YYYY-MM-DD" (calendar arithmetic on civil dates, free of any zone). */
const civil = (date: string) => new Date(`${date}T00:00:00Z`);
const dayMs = 86_400_000;

/** Whether a festival is on `date` (its first day, or within its span). */
export const isOn = (f: Festival, date: string) => f.date === date || (f.endDate !== undefined && f.date <= date && date <= f.endDate);

const howSoon = (date: string, today: string) =>
  new Intl.RelativeTimeFormat(currentLocaleTag(), { numeric: "auto" }).format(Math.round((civil(date).getTime() - civil(today).getTime()) / dayMs), "day");

/** How many festivals "Upcoming" lists. */
const upcomingCount = 6;

/**
 * The next festivals from today (those still running included), reaching into next year's
 * calendar when this year's has fewer left.
 */
export function Upcoming({
  festivals,
  request,
  today,
  carried,
  title = m.calendar_upcoming(),
  keep = () => true,
}: {
  festivals: Festival[];
  request: FestivalRequest;
  today: string;
  carried: Record<string, string | number>;
  /** The heading, "Upcoming festivals" unless the list is of something narrower (`keep`). */
  title?: string;
  keep?: (f: Festival) => boolean;
}) {
  const left = festivals.filter((f) => (f.endDate ?? f.date) >= today && keep(f));
  const next = useQuery({ ...festivalQueryOptions({ ...request, year: request.year + 1 }, currentLocale()), enabled: left.length < upcomingCount });
  const list = [...left, ...(left.length < upcomingCount ? (next.data?.festivals ?? []).filter(keep) : [])].slice(0, upcomingCount);
  if (list.length === 0) return null;
  return (
    <section className="mt-6 rounded-xl border border-brand-100 bg-brand-50/60 p-4" data-testid="festivals-upcoming" aria-labelledby="festivals-upcoming-title">
      <h2 id="festivals-upcoming-title" className="text-lg font-semibold text-brand-800">
        {title}
      </h2>
      <ol className="mt-2 grid gap-2 sm:grid-cols-2">
        {list.map((f) => (
          <li key={f.id} className="flex min-w-0 items-baseline gap-3 rounded-lg bg-white px-3 py-2" data-testid="festivals-upcoming-item">
            <span className="w-24 shrink-0 text-sm font-semibold text-brand-700">{formatShortDate(f.date)}</span>
            <span className="min-w-0 flex-1">
              <AppLink to={`/hindu-festivals/${f.kind}`} search={{ ...carried, year: Number(f.date.slice(0, 4)) }} className="font-semibold hover:text-brand-700 hover:underline">
                {f.name}
              </AppLink>
              <span className="block text-xs text-gray-600">{isOn(f, today) ? m.calendar_on_now() : howSoon(f.date, today)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const viewLabel: Record<CalendarView, () => string> = { list: m.calendar_view_list, grid: m.calendar_view_grid, year: m.calendar_view_year };

/** "November 2026" in the page's language. */
export const monthTitle = (month: string) => dateTimeFormat(currentLocaleTag(), { month: "long", year: "numeric", timeZone: "UTC" }).format(civil(`${month}-15`));

/**
 * Previous and next month, a picker of the year's months, a way back to this month, and the
 * choice of view. On a year's own page (`fixedYear`) the months stay within that year.
 */
export function MonthBar({
  month,
  view,
  today,
  fixedYear,
  go,
  setView,
}: {
  month: string;
  view: CalendarView;
  today: string;
  fixedYear?: number;
  go: (month: string) => void;
  setView: (view: CalendarView) => void;
}) {
  const year = Number(month.slice(0, 4));
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);
  const within = (target: string) => fixedYear === undefined || target.startsWith(`${fixedYear}-`);
  const thisMonth = today.slice(0, 7);
  return (
    <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
      {view !== "year" && (
        <nav className="flex min-w-0 items-end gap-2" aria-label={m.calendar_month()}>
          <button type="button" className="btn-outline h-11 min-w-11 px-3" aria-label={m.calendar_prev_month()} disabled={!within(addMonths(month, -1))} onClick={() => go(addMonths(month, -1))} data-testid="festival-prev-month">
            ‹
          </button>
          <div className="min-w-40">
            <Select label={m.calendar_month()} value={month} options={months} onChange={go} name={monthTitle} testId="festival-month" />
          </div>
          <button type="button" className="btn-outline h-11 min-w-11 px-3" aria-label={m.calendar_next_month()} disabled={!within(addMonths(month, 1))} onClick={() => go(addMonths(month, 1))} data-testid="festival-next-month">
            ›
          </button>
          {month !== thisMonth && within(thisMonth) && (
            <button type="button" className="btn-outline h-11" onClick={() => go(thisMonth)} data-testid="festival-this-month">
              {m.calendar_this_month()}
            </button>
          )}
        </nav>
      )}
      <div role="group" aria-label={m.calendar_show_as()} className="flex gap-1">
        {calendarViews.map((v) => (
          <button key={v} type="button" aria-pressed={view === v} className={`h-11 ${view === v ? "btn-primary" : "btn-outline"}`} onClick={() => setView(v)} data-testid={`festival-view-${v}`}>
            {viewLabel[v]()}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The days of a month as weeks of seven (Sunday first, as Indian wall calendars print them); null pads the first and last week. */
function weeksOf(month: string): (string | null)[][] {
  const first = civil(`${month}-01`);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, "0")}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * A month as a wall calendar: festival names in the cells on wide screens, dots on a phone,
 * and the chosen day's festivals listed below (today's, or the month's first festival day).
 */
export function MonthGrid({ month, festivals, today, renderDay }: { month: string; festivals: Festival[]; today: string; renderDay: (list: Festival[]) => React.ReactNode }) {
  const on = (date: string) => festivals.filter((f) => isOn(f, date));
  const firstFestival = festivals.find((f) => f.date.startsWith(month))?.date;
  const [chosen, choose] = useState(() => (today.startsWith(month) ? today : (firstFestival ?? `${month}-01`)));
  const weekday = dateTimeFormat(currentLocaleTag(), { weekday: "short", timeZone: "UTC" });
  // 1–7 January 2023 ran Sunday to Saturday.
  const weekdays = Array.from({ length: 7 }, (_, i) => weekday.format(civil(`2023-01-0${i + 1}`)));
  const chosenList = on(chosen);
  return (
    <div data-testid="festival-grid">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{monthTitle(month)}</caption>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col" className="truncate py-1 text-center text-xs font-semibold text-gray-600">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) =>
                date === null ? (
                  <td key={j} className="border border-gray-100 bg-gray-50" />
                ) : (
                  <td key={date} className="border border-gray-100 p-0 align-top">
                    <GridDay date={date} list={on(date)} today={date === today} chosen={date === chosen} choose={choose} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <section className="mt-4" aria-live="polite" data-testid="festival-day-list">
        <h3 className="font-semibold">{formatDate(chosen)}</h3>
        {chosenList.length === 0 ? <p className="mt-1 text-gray-600">{m.calendar_none_day()}</p> : renderDay(chosenList)}
      </section>
    </div>
  );
}

function GridDay({ date, list, today, chosen, choose }: { date: string; list: Festival[]; today: boolean; chosen: boolean; choose: (date: string) => void }) {
  const names = list.map((f) => f.name).join(", ");
  return (
    <button
      type="button"
      onClick={() => choose(date)}
      aria-pressed={chosen}
      aria-current={today ? "date" : undefined}
      aria-label={names ? `${formatDate(date)}: ${names}` : formatDate(date)}
      data-testid={`festival-day-${date}`}
      data-festivals={list.length}
      className={`flex h-full min-h-11 w-full flex-col items-center gap-0.5 p-1 text-left sm:min-h-24 sm:items-stretch ${chosen ? "bg-brand-100" : list.length ? "bg-white hover:bg-brand-50" : "bg-white"}`}
    >
      <span className={`inline-flex h-6 min-w-6 items-center justify-center self-center rounded-full text-xs font-semibold sm:self-start ${today ? "bg-brand-600 text-white" : ""}`}>{Number(date.slice(8))}</span>
      {/* A phone shows a dot per festival; wider screens print the names. */}
      <span className="flex gap-0.5 sm:hidden" aria-hidden="true">
        {list.slice(0, 3).map((f) => (
          <span key={f.id} className="h-1.5 w-1.5 rounded-full bg-brand-600" />
        ))}
      </span>
      <span className="hidden min-w-0 sm:block" aria-hidden="true">
        {list.slice(0, 3).map((f) => (
          <span key={f.id} className="block truncate text-xs text-brand-800">
            {f.name}
          </span>
        ))}
        {list.length > 3 && <span className="block text-xs text-gray-500">+{list.length - 3}</span>}
      </span>
    </button>
  );
}
