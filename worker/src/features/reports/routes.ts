/**
 * `/api/reports/*`: the catalogue and the free sample (public), the purchase, the list, the
 * reading, the PDF and the correction (signed in). Route files validate, call ./service.ts and
 * present. A purchase spends money: it takes an `Idempotency-Key`.
 *
 * The report's print page reads `GET /api/reports/:id` with the `X-Print-Token` the Worker signs
 * for its printer (./pdf.ts) instead of a session: that token opens that version of that report only.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { catalogQuery, PRINT_TOKEN_HEADER, regenerateBody, reportBody, reportParam, sampleQuery } from "@contract/reports";
import { createDatabase } from "../../db/client";
import type { ReportRow } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { idempotencyKeyOf, idempotent } from "../../lib/idempotency";
import { validate } from "../../lib/validate";
import { currentUser, requireUser } from "../auth/middleware";
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
  const grant = null as { reportId: string; version: number } | null; // print tokens: ./pdf.ts, next commit
  if (!grant || grant.reportId !== id) throw new ApiError("unauthorized", "print_token_invalid");
  const row = await findReport(db, null, id);
  if (row.version !== grant.version) throw new ApiError("not_found", "no_such_report");
  return row;
}

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
