/**
 * Paid reports (issue 23): one query factory per resource of `/api/reports*` (`@contract/reports`),
 * used by the route loaders and the pages alike, and the three calls that change something — buying
 * a report, regenerating it after a correction, downloading its PDF. Every price and balance shown
 * is the server's; the browser never computes one.
 */
import { queryOptions } from "@tanstack/react-query";
import type {
  CatalogAnswer,
  ChartStyle,
  RegenerateBody,
  ReportAnswer,
  ReportBirth,
  ReportBody,
  ReportCreated,
  ReportKind,
  ReportListAnswer,
  ReportSection,
  ReportSummary,
  SampleAnswer,
} from "@contract/reports";
import type { Locale } from "../../i18n/locale";
import { apiFetch, apiJson } from "../../lib/api";
import type { BirthSearch } from "../../components/kundli-search";
import { saveFile } from "../kundli/download";

export type { CatalogAnswer, ChartStyle, ReportAnswer, ReportBirth, ReportKind, ReportSection, ReportSummary, SampleAnswer };

import { reportKinds } from "./search";

export { reportKinds };
/** The kinds that have a page of their own (`/reports/<kind>`); the yearly report is bought from `/reports/premium`. */
export const kindPages = ["life", "career", "marriage", "child"] as const satisfies readonly ReportKind[];
export const isReportKind = (value: unknown): value is ReportKind => reportKinds.some((k) => k === value);
export const reportChartStyles = ["north", "south"] as const satisfies readonly ChartStyle[];

/** How often the reader asks for progress while a report is being written. */
export const progressPollMs = 1000;

/** `GET /api/reports/catalog?lang`: the kinds, their sections and their prices, in `locale`. */
export const catalogQueryOptions = (locale: Locale) =>
  queryOptions<CatalogAnswer>({ queryKey: [`/api/reports/catalog?lang=${locale}`], staleTime: 5 * 60_000 });

/** The birth details of a sample, as `GET /api/reports/sample` takes them. */
export type SampleBirth = Pick<BirthSearch, "name" | "gender" | "date" | "time" | "location" | "latitude" | "longitude">;

export function sampleUrl(birth: SampleBirth, locale: Locale): string {
  const query = new URLSearchParams({ date: birth.date, time: birth.time, latitude: String(birth.latitude), longitude: String(birth.longitude), lang: locale });
  if (birth.name) query.set("name", birth.name);
  if (birth.gender) query.set("gender", birth.gender);
  if (birth.location) query.set("location", birth.location);
  return `/api/reports/sample?${query}`;
}

/** `GET /api/reports/sample?…`: the free sample of the life report for `birth`, in `locale`. */
export const sampleQueryOptions = (birth: SampleBirth, locale: Locale) =>
  queryOptions<SampleAnswer>({ queryKey: [sampleUrl(birth, locale)], staleTime: Number.POSITIVE_INFINITY });

/** `GET /api/reports`: the user's reports, newest first. Fresh on every visit (a report may have finished meanwhile). */
export const reportListQueryOptions = () => queryOptions<ReportListAnswer>({ queryKey: ["/api/reports"], staleTime: 0 });

/**
 * `GET /api/reports/:id`: the report, asked again every `progressPollMs` while it is being written,
 * so the progress bar moves and a reload picks up where the server is (the page holds no state of its own).
 */
export const reportQueryOptions = (id: string) =>
  queryOptions<ReportAnswer>({
    queryKey: [`/api/reports/${id}`],
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === "generating" ? progressPollMs : false),
  });

/** The print page's read: the same answer, authorised by the printer's token instead of a session. */
export const printReportQueryOptions = (id: string, token: string) =>
  queryOptions<ReportAnswer>({
    queryKey: [`/api/reports/${id}`, "print", token],
    queryFn: ({ signal }) => apiJson<ReportAnswer>(`/api/reports/${id}`, { signal, headers: { "X-Print-Token": token } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * `POST /api/reports`: buys a report from the wallet. `idempotencyKey` belongs to one intent to buy
 * (the form's visit): a double click or a retry sends the same key and the server debits once.
 * A short wallet answers 402 `payment_required` with the shortfall (`shortfallOf` reads it).
 */
export function buyReport(body: ReportBody, idempotencyKey: string): Promise<ReportCreated> {
  return apiJson<ReportCreated>("/api/reports", { method: "POST", body: JSON.stringify(body), headers: { "Idempotency-Key": idempotencyKey } });
}

/** `POST /api/reports/:id/regenerate`: rewrites the report from corrected birth details (free). */
export function regenerateReport(id: string, body: RegenerateBody): Promise<ReportCreated> {
  return apiJson<ReportCreated>(`/api/reports/${id}/regenerate`, { method: "POST", body: JSON.stringify(body) });
}

/** "life-report-asha-rao.pdf" (ASCII only; a name in another script gives "life-report.pdf"). */
export function pdfFilename(kind: ReportKind, name: string | null | undefined): string {
  const slug = (name ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return slug ? `${kind}-report-${slug}.pdf` : `${kind}-report.pdf`;
}

/** `GET /api/reports/<id>.pdf` with the session, saved as a download. */
export async function downloadReportPdf(report: Pick<ReportSummary, "id" | "kind" | "name">): Promise<void> {
  const blob = await (await apiFetch(`/api/reports/${report.id}.pdf`)).blob();
  saveFile(blob, pdfFilename(report.kind, report.name));
}

/** A report's birth details from the form (the server finds the time zone from the coordinates). */
export function reportBirthOf(birth: SampleBirth): ReportBirth {
  return {
    ...(birth.name ? { name: birth.name } : {}),
    ...(birth.gender ? { gender: birth.gender } : {}),
    date: birth.date,
    time: birth.time.slice(0, 5),
    ...(birth.location ? { location: birth.location } : {}),
    latitude: birth.latitude,
    longitude: birth.longitude,
  };
}

/** The purchase form's address for `kind`, with birth details to prefill (the sample's upgrade). */
export function reportFormLink(kind: ReportKind, birth?: SampleBirth): { to: string; search: Record<string, string | number> } {
  const search: Record<string, string | number> = { kind };
  if (birth) {
    for (const [key, value] of Object.entries(birth)) if (value !== undefined && value !== "") search[key] = value;
  }
  return { to: "/astrological-report-form", search };
}

/** Percent of the sections written, 0–100. */
export const progressPercent = (p: { done: number; total: number }) => (p.total > 0 ? Math.min(100, Math.round((p.done / p.total) * 100)) : 0);
