/**
 * What the gemstone and remedy pages share: the page frame (heading, the birth form until the
 * URL holds a birth, then the answer) and the small pieces both draw with.
 */
import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { BirthForm } from "../../components/BirthForm";
import { type BirthSearch, hasBirthData, type KundliSearch } from "../../components/kundli-search";
import { PageIntro } from "../../components/PageIntro";
import { LoadingPage } from "../../components/Status";
import { currentLocale } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { m } from "../../paraglide/messages.js";
import { formatShortDate } from "../panchang/format";

/** The birth of a search, for links to the chart and the sibling tool (the spec's kundli query). */
export function birthOf(s: KundliSearch): Record<string, string | number> {
  const { style: _style, varga: _varga, year: _year, ...rest } = s;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
}

interface ToolPageProps<T> {
  path: "/gemstones" | "/remedies";
  testId: string;
  search: KundliSearch;
  submitLabel: string;
  query: (s: BirthSearch) => UseQueryOptions<T, Error, T, string[]>;
  /** Shown under the form before a birth is given. */
  before?: ReactNode;
  children: (data: T, search: BirthSearch) => ReactNode;
}

/** A birth-chart tool page: heading, form, and the answer for the birth in the URL. */
export function ToolPage<T>({ path, testId, search, submitLabel, query, before, children }: ToolPageProps<T>) {
  const { meta } = usePageMeta(path, currentLocale());
  const form = <BirthForm key={JSON.stringify(birthOf(search))} target={path} initial={search} nameOptional submitLabel={submitLabel} testId={`${testId}-form`} />;
  return (
    <div className="mx-auto max-w-5xl" data-testid={`${testId}-page`}>
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      {hasBirthData(search) ? (
        <>
          <p className="mt-1 text-gray-600" data-testid={`${testId}-for`}>
            {m.kd_chart_for({ name: search.name ?? m.kd_native(), date: formatShortDate(search.date), time: search.time.slice(0, 5), place: search.location ?? `${search.latitude}, ${search.longitude}` })}
          </p>
          <details className="mt-4 rounded-xl border border-gray-200 bg-white p-4">
            <summary className="cursor-pointer font-semibold text-brand-700">{m.kd_change_details()}</summary>
            <div className="mt-3">{form}</div>
          </details>
          <Answer search={search} query={query}>
            {children}
          </Answer>
        </>
      ) : (
        <>
          <PageIntro meta={meta}>{form}</PageIntro>
          {before}
        </>
      )}
    </div>
  );
}

function Answer<T>({ search, query, children }: { search: BirthSearch; query: ToolPageProps<T>["query"]; children: ToolPageProps<T>["children"] }) {
  const q = useQuery(query(search));
  return (
    <div className="mt-4" aria-live="polite" aria-busy={!q.data && !q.isError}>
      {!q.data && !q.isError && <LoadingPage />}
      {q.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {q.error instanceof HttpError && q.error.status === 400 ? m.kd_bad_details() : m.kd_error()}
        </p>
      )}
      {q.data && children(q.data, search)}
    </div>
  );
}

export function Card({ title, id, children, note }: { title: string; id: string; children: ReactNode; note?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className="mt-6 rounded-xl border border-gray-200 bg-white p-3 sm:p-4" data-testid={id}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-gray-600">{note}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label–value rows that stack on a phone, unless `compact` (short values) keeps them side by side. */
export function Facts({ rows, compact }: { rows: [string, ReactNode][]; compact?: boolean }) {
  return (
    <dl className={`grid gap-x-4 gap-y-1 text-sm ${compact ? "grid-cols-[max-content_1fr]" : "sm:grid-cols-[max-content_1fr]"}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-600">{label}</dt>
          <dd className={compact ? "" : "mb-1 sm:mb-0"}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The rule a page follows, cited at its foot. */
export function Rule({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="mt-6 rounded-lg bg-gray-50 p-3 text-xs leading-relaxed text-gray-700" data-testid={testId}>
      {text}
    </p>
  );
}

/** Links from an answer to the chart and the sibling tool, with the birth kept. */
export function ToolLinks({ search, links }: { search: BirthSearch; links: { to: string; label: string; testId: string }[] }) {
  return (
    <nav className="mt-6 flex flex-wrap gap-2">
      {links.map((l) => (
        <AppLink key={l.to} to={l.to} search={birthOf(search)} className="btn-outline text-sm">
          <span data-testid={l.testId}>{l.label}</span>
        </AppLink>
      ))}
    </nav>
  );
}
