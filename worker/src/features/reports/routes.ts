/**
 * `/api/reports/*`: the catalogue and the free sample (public), the purchase, the list, the
 * reading, the PDF and the correction (signed in). Route files validate, call ./service.ts and
 * present. A purchase spends money: it takes an `Idempotency-Key`.
 *
 * The report's print page reads `GET /api/reports/:id` with the `X-Print-Token` the Worker signs
 * for its printer (./pdf.ts) instead of a session: that token opens that version of that report only.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { catalogQuery, PRINT_TOKEN_HEADER, regenerateBody, reportBody, reportParam, reportPdfParam, sampleQuery } from "@contract/reports";
import { reportSections as sectionsOfKind } from "@jyotish/reports/catalog";
import { reportLibraries } from "@jyotish/reports/text";
import { createDatabase } from "../../db/client";
import type { ReportRow } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { idempotencyKeyOf, idempotent } from "../../lib/idempotency";
import { validate } from "../../lib/validate";
import { currentUser, requireUser } from "../auth/middleware";
import { printReportPdf, verifyPrintToken } from "./pdf";
import { buyReport, catalog, findReport, generate, isStale, listReports, readReport, regenerate, sample, toSummary } from "./service";

const noStore = { "Cache-Control": "no-store" };

/** Signed in, or the printer with a print token (checked against the report in the handler). */
const userOrPrinter: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header(PRINT_TOKEN_HEADER) === undefined) return requireUser(c, next);
  await next();
};

/** The report a request may read: the user's own, or the one version its print token names. */
async function reportFor(c: Parameters<MiddlewareHandler<AppEnv>>[0], id: string): Promise<ReportRow> {
  const db = createDatabase(c.env);
  const token = c.req.header(PRINT_TOKEN_HEADER);
  if (token === undefined) return findReport(db, currentUser(c).id, id);
  const grant = await verifyPrintToken(c.env, token);
  if (!grant || grant.reportId !== id) throw new ApiError("unauthorized", "print_token_invalid");
  const row = await findReport(db, null, id);
  if (row.version !== grant.version) throw new ApiError("not_found", "no_such_report");
  return row;
}

/** A printed PDF per report version, kept in the data centre's cache (the key is never a public URL). */
const pdfCacheKey = (row: ReportRow) => new Request(`https://report-pdf.internal/${row.id}/v${row.version}.pdf`);

export const reportRoutes = new Hono<AppEnv>()
  .get("/catalog", validate("query", catalogQuery), async (c) => {
    const answer = await catalog(createDatabase(c.env), c.req.valid("query").lang);
    return c.json(answer, 200, { "Cache-Control": "public, max-age=300" });
  })
  .get("/sample", validate("query", sampleQuery), async (c) => {
    const { lang, ...birth } = c.req.valid("query");
    return c.json(await sample(createDatabase(c.env), birth as Record<string, string>, lang), 200, noStore);
  })
  .post("/", requireUser, idempotent, validate("json", reportBody), async (c) => {
    const db = createDatabase(c.env);
    const row = await buyReport(c.env, db, currentUser(c), c.req.valid("json"), idempotencyKeyOf(c));
    if (row.status === "generating") c.executionCtx.waitUntil(generate(db, row.id));
    const { id, status, progress } = toSummary(row);
    return c.json({ id, status, progress }, 201, noStore);
  })
  .get("/", requireUser, async (c) => {
    return c.json({ reports: await listReports(createDatabase(c.env), currentUser(c).id) }, 200, noStore);
  })
  .get("/:file{.+\\.pdf}", requireUser, validate("param", reportPdfParam), async (c) => {
    const row = await reportFor(c, c.req.valid("param").file.slice(0, -".pdf".length));
    if (row.status !== "ready") throw new ApiError("conflict", "report_not_ready");
    const lib = reportLibraries[row.language];
    const name = (row.birth as { name?: string }).name ?? null;
    const headers = {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${row.kind}-report-${row.id.slice(3, 11)}.pdf"`,
      "Cache-Control": "private, no-store",
    };
    const cache = await caches.open("report-pdf");
    const cached = await cache.match(pdfCacheKey(row));
    if (cached) return new Response(cached.body, { status: 200, headers });
    const pdf = await printReportPdf(c.env, {
      origin: new URL(c.req.url).origin,
      reportId: row.id,
      version: row.version,
      language: row.language,
      title: lib.kinds[row.kind].name,
      name,
      sectionTitles: sectionsOfKind[row.kind].map((id) => lib.sections[id].title),
    });
    c.executionCtx.waitUntil(cache.put(pdfCacheKey(row), new Response(pdf, { headers: { "Content-Type": "application/pdf", "Cache-Control": "max-age=86400" } })));
    return new Response(pdf, { status: 200, headers });
  })
  .get("/:id", userOrPrinter, validate("param", reportParam), async (c) => {
    const db = createDatabase(c.env);
    const row = await reportFor(c, c.req.valid("param").id);
    // A generation whose writer stopped (isolate gone) is resumed by whoever reads it next.
    if (isStale(row)) c.executionCtx.waitUntil(generate(db, row.id));
    return c.json(await readReport(db, row), 200, noStore);
  })
  .post("/:id/regenerate", requireUser, validate("param", reportParam), validate("json", regenerateBody), async (c) => {
    const db = createDatabase(c.env);
    const row = await regenerate(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    c.executionCtx.waitUntil(generate(db, row.id));
    const { id, status, progress } = toSummary(row);
    return c.json({ id, status, progress }, 202, noStore);
  });
