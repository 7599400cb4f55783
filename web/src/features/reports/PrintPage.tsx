/**
 * `/reports/print/<id>?token=…&pages=…`: the report as Chromium prints it to PDF (issue 23; the
 * Worker's printer, worker/src/features/reports/pdf.ts). No site header or footer (the root
 * renders this page bare). The report is read with the printer's token (`X-Print-Token`) instead
 * of a session. A4 pages: a cover (the kind, the person, the birth details, the D1 chart, the
 * disclaimer), the contents with a page-number slot per section, then every section under an
 * `<h2 id="section-<id>">` holding exactly its title: the printer finds each section's page by
 * these headings in the PDF's outline, so no other heading carries a section's title, and the
 * contents are plain text. The printer's second pass passes the pages it found in `pages`
 * (base64url of a JSON array, in section order); the slots have the same width without them, so
 * the layout, and the pages found, do not change between the passes.
 *
 * Everything on it is in the report's language. When the report is drawn and its fonts are loaded
 * the page sets `<html data-print-ready="1">`, which the printer waits for.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Locale } from "../../i18n/locale";
import { localeTag } from "../../i18n/locale";
import { m } from "../../paraglide/messages.js";
import { type ReportAnswer, printReportQueryOptions } from "./api";
import { ReportChartView, ReportSectionView } from "./ReportBody";
import { dateTimeFormat } from "../../i18n/intl";
// A4 with the printer's margins, and the page-break rules (its own file: the CSP allows no inline <style>).
import "./print.css";

/** The page numbers of the second pass (base64url JSON array of positive integers), or null. */
export function decodePages(param: string | undefined): number[] | null {
  if (!param) return null;
  try {
    const base64 = param.replace(/-/g, "+").replace(/_/g, "/");
    const json: unknown = JSON.parse(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)));
    return Array.isArray(json) && json.every((n) => Number.isSafeInteger(n) && n > 0) ? (json as number[]) : null;
  } catch {
    return null;
  }
}


function longDate(date: string, locale: Locale): string {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  return dateTimeFormat(localeTag[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(y, mo - 1, d));
}

function Cover({ report }: { report: ReportAnswer }) {
  const locale = report.language;
  const chart = report.sections.find((s) => s.chart?.varga === "D1")?.chart;
  const rows: [string, string][] = [
    [m.field_birth_date({}, { locale }), longDate(report.birth.date, locale)],
    [m.field_birth_time({}, { locale }), report.birth.time.slice(0, 5)],
    ...(report.birth.location ? [[m.field_birth_place({}, { locale }), report.birth.location] as [string, string]] : []),
  ];
  return (
    <section className="print-cover flex min-h-[250mm] flex-col items-center text-center" data-testid="print-cover">
      <h1 className="mt-16 text-4xl font-bold text-brand-900">{report.title}</h1>
      {report.name && <p className="mt-4 text-2xl font-semibold">{report.name}</p>}
      <dl className="mt-6 grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-left">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {chart && (
        <figure className="mt-8 w-[95mm]">
          <ReportChartView chart={chart} style={report.chartStyle} locale={locale} />
        </figure>
      )}
      <p className="mt-auto max-w-xl pt-8 text-xs text-gray-500">{m.footer_disclaimer({}, { locale })}</p>
    </section>
  );
}

function Contents({ report, pages }: { report: ReportAnswer; pages: number[] | null }) {
  const locale = report.language;
  return (
    <section className="print-contents" data-testid="print-contents">
      {/* Plain text, not a heading: the outline holds the sections' headings only. */}
      <p className="text-2xl font-bold text-brand-900">{m.rpt_contents({}, { locale })}</p>
      <ol className="mt-4 grid gap-0.5 text-[10pt]">
        {report.sections.map((s, i) => (
          <li key={s.id} className="flex items-baseline gap-2">
            <span className="w-8 shrink-0 text-right tabular-nums text-gray-500">{i + 1}.</span>
            <span className="min-w-0">{s.title}</span>
            <span className="min-w-4 flex-1 border-b border-dotted border-gray-300" aria-hidden="true" />
            <span className="w-10 shrink-0 text-right tabular-nums" data-testid="print-page-number">
              {pages?.[i] ?? ""}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function PrintPage({ id, token, pages }: { id: string; token: string | undefined; pages: string | undefined }) {
  const report = useQuery({ ...printReportQueryOptions(id, token ?? ""), enabled: Boolean(token) });
  const ready = report.data?.status === "ready";

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    // After this render is painted and every face it uses has loaded: then the printer may print.
    void document.fonts.ready.then(() => {
      if (!cancelled) document.documentElement.dataset.printReady = "1";
    });
    return () => {
      cancelled = true;
      delete document.documentElement.dataset.printReady;
    };
  }, [ready]);

  if (!token || report.isError || (report.data && !ready)) {
    return (
      <main className="p-8" data-testid="print-page">
        <h1 className="text-xl font-bold">{m.rpt_print_unavailable()}</h1>
      </main>
    );
  }
  if (!report.data) return <main data-testid="print-page" />;
  const r = report.data;
  const pageNumbers = decodePages(pages);
  return (
    <main className="print-report mx-auto max-w-[182mm] bg-white" lang={r.language} data-testid="print-page">
      <Cover report={r} />
      <Contents report={r} pages={pageNumbers && pageNumbers.length === r.sections.length ? pageNumbers : null} />
      {r.sections.map((s) => (
        <ReportSectionView key={s.id} section={s} style={r.chartStyle} locale={r.language} />
      ))}
    </main>
  );
}
