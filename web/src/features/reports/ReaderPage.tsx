/**
 * The user's reports (signed in): `/dashboard/reports` lists them, `/dashboard/reports/<id>` reads
 * one. While a report is being written the reader shows "N of M sections" and the sections
 * already written, asking the server again every second; it keeps no state of its own, so a
 * reload shows where the server is. Then the contents, every section with its cited facts and
 * charts, the PDF, and the correction of the birth details (a free rewrite).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { revealFirstError } from "../../components/Field";
import { LoadingPage } from "../../components/Status";
import { toast } from "../../components/toast";
import { currentLocale, formatNumber } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { formatShortDate } from "../panchang/format";
import { serverReason } from "../wallet/errors";
import {
  downloadReportPdf,
  progressPercent,
  regenerateReport,
  type ReportAnswer,
  type ReportSummary,
  reportListQueryOptions,
  reportQueryOptions,
} from "./api";
import { Alert } from "./CatalogPages";
import { birthOf, checkPerson, type PersonErrors, PersonFields, type PersonValues, personValues } from "./PersonFields";
import { ReportContents, ReportSections } from "./ReportBody";

function ProgressBar({ progress }: { progress: ReportSummary["progress"] }) {
  const percent = progressPercent(progress);
  const label = m.rpt_progress({ done: formatNumber(progress.done), total: formatNumber(progress.total) });
  return (
    <div data-testid="report-progress" data-done={progress.done} data-total={progress.total}>
      <p className="text-sm font-medium text-gray-700">{label}</p>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done} className="mt-1 h-2.5 overflow-hidden rounded-full bg-gray-200">
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function PdfButton({ report, className }: { report: Pick<ReportSummary, "id" | "kind" | "name" | "status">; className: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy || report.status !== "ready"}
      data-testid="report-pdf"
      onClick={async () => {
        setBusy(true);
        try {
          await downloadReportPdf(report);
        } catch (err) {
          toast({ title: m.rpt_pdf_failed(), description: serverReason(err, m.rpt_try_later()), variant: "destructive" });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? m.rpt_pdf_preparing() : m.rpt_download_pdf()}
    </button>
  );
}

function statusText(r: Pick<ReportSummary, "status" | "progress">): string {
  if (r.status === "ready") return m.rpt_status_ready();
  if (r.status === "failed") return m.rpt_status_failed();
  return m.rpt_progress({ done: formatNumber(r.progress.done), total: formatNumber(r.progress.total) });
}

// ——— /dashboard/reports ———

export function ReportListPage() {
  const { meta } = usePageMeta("/dashboard/reports", currentLocale());
  const list = useQuery({ ...reportListQueryOptions(), refetchInterval: (q) => (q.state.data?.reports.some((r) => r.status === "generating") ? 2000 : false) });
  return (
    <div className="mx-auto max-w-4xl" data-testid="report-list-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.rpt_my_reports()}</h1>
      {list.isError ? (
        <div className="mt-4">
          <Alert>{serverReason(list.error, m.rpt_try_later())}</Alert>
        </div>
      ) : !list.data ? (
        <LoadingPage />
      ) : list.data.reports.length === 0 ? (
        <div className="mt-4 rounded-xl border border-gray-200 bg-white p-5" data-testid="no-reports">
          <p className="text-gray-700">{m.rpt_none()}</p>
          <AppLink to="/reports/premium" className="btn-primary mt-4">
            {m.rpt_see_reports()}
          </AppLink>
        </div>
      ) : (
        <ul className="mt-4 grid gap-3" data-testid="report-list">
          {list.data.reports.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 bg-white p-4" data-testid="report-item" data-status={r.status}>
              <div className="min-w-[14rem] flex-1">
                <p className="font-semibold">
                  <span lang={r.language}>{r.title}</span>
                  {r.name && <span className="font-normal text-gray-600"> · {r.name}</span>}
                </p>
                <p className="mt-0.5 text-sm text-gray-600">
                  {formatShortDate(r.createdAt)} · {statusText(r)}
                </p>
              </div>
              <div className="flex gap-2">
                <AppLink to={`/dashboard/reports/${r.id}`} className="btn-primary">
                  {m.rpt_open()}
                </AppLink>
                {r.status === "ready" && <PdfButton report={r} className="btn-outline" />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// ——— /dashboard/reports/<id> ———

export function ReaderPage({ id }: { id: string }) {
  const report = useQuery(reportQueryOptions(id));
  const [correcting, setCorrecting] = useState(false);
  if (report.isError) {
    return (
      <div className="mx-auto max-w-xl">
        <Alert testId="report-error">{serverReason(report.error, m.rpt_try_later())}</Alert>
        <AppLink to="/dashboard/reports" className="btn-outline mt-4">
          {m.rpt_my_reports()}
        </AppLink>
      </div>
    );
  }
  if (!report.data) return <LoadingPage />;
  const r = report.data;
  return (
    <article className="mx-auto max-w-3xl" data-testid="report-reader" data-status={r.status}>
      <AppLink to="/dashboard/reports" className="text-sm text-brand-700 hover:underline">
        ← {m.rpt_my_reports()}
      </AppLink>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl" lang={r.language}>
        {r.title}
      </h1>
      <p className="mt-1 text-gray-700">
        {[r.name, formatShortDate(r.birth.date), r.birth.time.slice(0, 5), r.birth.location].filter(Boolean).join(" · ")}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <PdfButton report={r} className="btn-primary" />
        <button type="button" className="btn-outline" onClick={() => setCorrecting(true)} disabled={r.status === "generating"} data-testid="report-correct">
          {m.rpt_correct()}
        </button>
      </div>
      {r.status !== "ready" && (
        <div className="mt-4 rounded-xl border border-gray-200 bg-white p-4">
          {r.status === "failed" ? <p className="text-red-800">{m.rpt_failed_body()}</p> : <ProgressBar progress={r.progress} />}
        </div>
      )}
      {r.sections.length > 0 && (
        <div className="mt-4 grid gap-4">
          {r.status === "ready" && <ReportContents sections={r.sections} title={m.rpt_contents()} collapsible />}
          <ReportSections sections={r.sections} style={r.chartStyle} locale={r.language} />
        </div>
      )}
      {correcting && <CorrectDialog report={r} onClose={() => setCorrecting(false)} />}
    </article>
  );
}

/** Correct the birth details: a dialog with the report's details; saving rewrites the report free. */
function CorrectDialog({ report, onClose }: { report: ReportAnswer; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const [person, setPerson] = useState<PersonValues>(() => personValues(report.birth));
  const [partner, setPartner] = useState<PersonValues | null>(() => (report.partner ? personValues(report.partner) : null));
  const [errors, setErrors] = useState<{ person: PersonErrors; partner: PersonErrors }>({ person: {}, partner: {} });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function save(form: HTMLFormElement) {
    const found = { person: checkPerson(person), partner: partner ? checkPerson(partner) : {} };
    setErrors(found);
    if (Object.keys(found.person).length || Object.keys(found.partner).length) return revealFirstError(form);
    setSaving(true);
    setError(null);
    try {
      await regenerateReport(report.id, { birth: birthOf(person), ...(partner ? { partner: birthOf(partner) } : {}) });
      await queryClient.invalidateQueries({ queryKey: reportQueryOptions(report.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: reportListQueryOptions().queryKey });
      onClose();
    } catch (err) {
      setError(serverReason(err, m.rpt_try_later()));
    } finally {
      setSaving(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="w-[min(40rem,calc(100vw-1rem))] rounded-2xl p-0 shadow-xl backdrop:bg-black/40"
      aria-labelledby="correct-title"
      data-testid="correct-dialog"
      onClose={onClose}
    >
      <form
        noValidate
        className="grid gap-3 p-4 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          void save(e.currentTarget);
        }}
      >
        <h2 id="correct-title" className="text-lg font-bold">
          {m.rpt_correct()}
        </h2>
        <p className="text-sm text-gray-700">{m.rpt_correct_body()}</p>
        <PersonFields legend={m.rpt_your_details()} values={person} errors={errors.person} onChange={setPerson} testId="correct-person" />
        {partner && <PersonFields legend={m.rpt_partner_details()} values={partner} errors={errors.partner} onChange={setPartner} testId="correct-partner" />}
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={() => dialogRef.current?.close()}>
            {m.rpt_cancel()}
          </button>
          <button type="submit" className="btn-primary" disabled={saving} data-testid="correct-save">
            {saving ? m.rpt_regenerating() : m.rpt_regenerate()}
          </button>
        </div>
      </form>
    </dialog>
  );
}
