/**
 * Paid reports: the catalogue and prices (the `products` table), the free sample, the purchase
 * from the wallet, the writing in batches with progress, the reading, and the free regeneration
 * after a birth-detail correction.
 *
 * Money: one debit per report, through the `Wallet` object with the ledger key `report:<id>`;
 * with an `Idempotency-Key` the report id derives from it (as packs do), so twenty identical
 * requests find one report and one debit. The birth data is checked before anything is charged;
 * a refusal (402) removes the unpaid row, so nothing is generated or charged.
 *
 * Writing: a report's sections are built by the pure engine (jyotish/reports) and stored in
 * batches (`done` of `total`), each stamped with a heartbeat. The purchase starts the writing in
 * the background (`waitUntil`); a reader who finds it silent for `STALE_MS` resumes it where it
 * stopped. The engine is deterministic for a version (its "now" is the version's `asOf`), so two
 * writers store the same rows and `INSERT … ON CONFLICT DO NOTHING` keeps one.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type CatalogAnswer, type RegenerateBody, type ReportAnswer, type ReportBirth, reportBirth, type ReportBody, type ReportKind, type ReportSection, type ReportSummary, type SampleAnswer } from "@contract/reports";
import { birthInstant } from "@jyotish/kundli/birth-time";
import { birthChart } from "@jyotish/kundli/chart";
import { manglik } from "@jyotish/kundli/doshas";
import { ashtakoot, levelOf } from "@jyotish/matching/ashtakoot";
import { moonFromLongitude } from "@jyotish/matching/moon";
import { reportKinds, reportSections as sectionsOfKind, SAMPLE_SECTIONS, type SectionId } from "@jyotish/reports/catalog";
import { buildSections, type ReportInput, type SectionData } from "@jyotish/reports/engine";
import { reportLibraries } from "@jyotish/reports/text";
import { vargaIds, type Fact } from "@jyotish/reports/texts";
import { monthsAhead, transitsNow } from "@jyotish/reports/transits";
import { yogaNames } from "@jyotish/terms/yogas";
import type { Lang } from "@jyotish/terms/lang";
import { render } from "@jyotish/text/render";
import type { Database } from "../../db/client";
import { products, type ReportRow, reportSections, reports, type UserRow } from "../../db/schema";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { ephemeris } from "../../lib/ephemeris";
import { parseOrThrow } from "../../lib/validate";
import { sha256Hex } from "../../lib/hash";
import { computeKundli, kundliBodyFromQuery, parseKundliRequest } from "../kundli/service";
import { refusal } from "../wallet/service";
import { walletOf } from "../wallet/wallet-object";

/** Sections written per batch (a database round trip each). */
export const BATCH = 12;
/** A generation whose heartbeat is older than this is taken over by the next reader. */
export const STALE_MS = 20_000;

// ——— Prices ———

const productId = (kind: ReportKind) => `report-${kind}`;

/** The active report products, by kind (a kind without an active row is not sold). */
async function priceList(db: Database): Promise<Map<ReportKind, number>> {
  const rows = await db.select().from(products).where(and(eq(products.kind, "report"), eq(products.active, true))).orderBy(asc(products.sortOrder));
  const prices = new Map<ReportKind, number>();
  for (const row of rows) {
    const kind = reportKinds.find((k) => productId(k) === row.id);
    if (kind) prices.set(kind, row.pricePaise);
  }
  return prices;
}

export async function catalog(db: Database, lang: Lang): Promise<CatalogAnswer> {
  const lib = reportLibraries[lang];
  const prices = await priceList(db);
  return {
    kinds: [...prices].map(([kind, pricePaise]) => ({
      kind,
      name: lib.kinds[kind].name,
      blurb: lib.kinds[kind].blurb,
      pricePaise,
      sections: sectionsOfKind[kind].map((id) => ({ id, title: lib.sections[id].title })),
    })),
    sampleSections: SAMPLE_SECTIONS,
  };
}

// ——— From birth data to the engine's input ———

/** Parses one person's birth data as `POST /api/kundli` does (400 with the spec's messages when wrong). */
const parseBirth = (birth: ReportBirth, where: string) => parseKundliRequest({ ...birth, options: {} }, where);

/** Checks a report's birth data as the kundli does (400), and that only a marriage report takes a partner. */
function checkBirths(kind: ReportKind, birth: ReportBirth, partner: ReportBirth | undefined): void {
  if (partner && kind !== "marriage") {
    throw new ApiError("validation_failed", "report_partner_only_marriage", [{ path: "partner", code: "report_partner_only_marriage", message: "report_partner_only_marriage" }]);
  }
  parseBirth(birth, "birth");
  if (partner) parseBirth(partner, "partner");
}

/**
 * The engine's input for a kind, from the birth data (and a partner's), as of `asOfMs`. The sky
 * now (an ingress search, most of the cost) is looked up only when one of `sections` reads it.
 */
export function reportInput(kind: ReportKind, birth: ReportBirth, partner: ReportBirth | null, asOfMs: number, sections: readonly SectionId[] = sectionsOfKind[kind]): ReportInput {
  const request = parseBirth(birth, "birth");
  const k = computeKundli(request);
  const eph = ephemeris();
  const sarva = (k.ashtakavarga as { sarva: number[] }).sarva;
  const vargas = Object.fromEntries(vargaIds.map((id) => [id, { ascendant: k.vargas[id].ascendant, planets: k.vargas[id].planets }])) as ReportInput["vargas"];
  let partnerFacts: ReportInput["partner"] = null;
  if (partner && kind === "marriage") {
    const p = parseBirth(partner, "partner");
    const instant = birthInstant(p);
    const chart = birthChart(eph, instant.jdUt, { latitudeDeg: p.latitude, longitudeDeg: p.longitude }, { ayanamsa: "lahiri", node: "mean", houseSystem: "whole-sign" });
    const you = moonFromLongitude(k.planets[1]!.longitudeDeg);
    const them = moonFromLongitude(chart.planets[1]!.longitudeDeg);
    // Ashtakoota is read boy → girl: the buyer is the girl when she says so, else the boy.
    const match = birth.gender === "female" ? ashtakoot(them, you) : ashtakoot(you, them);
    const level = levelOf(match.total);
    partnerFacts = {
      points: match.total,
      max: match.max,
      verdict: level === "not-recommended" ? "poor" : level,
      kootas: match.kootas.map((x) => x.explanation),
      youManglik: k.doshas.manglik.effective,
      partnerManglik: manglik(chart).effective,
    };
  }
  return {
    kind,
    name: birth.name ?? null,
    birth: { date: birth.date, time: birth.time, location: birth.location ?? null },
    ascendant: { signIndex: k.ascendant.signIndex, degInSign: k.ascendant.degInSign },
    planets: k.planets,
    moonNakshatra: { number: k.planets[1]!.nakshatra.number, pada: k.planets[1]!.nakshatra.pada },
    vargas,
    dasha: { yearDays: k.dasha.vimshottari.yearDays, balanceAtBirth: k.dasha.vimshottari.balanceAtBirth, periods: k.dasha.vimshottari.periods },
    sarva,
    yogas: k.yogas.map((y) => ({ id: y.id, rule: y.rule })),
    doshas: { manglik: k.doshas.manglik, kaalSarp: k.doshas.kaalSarp, pitra: k.doshas.pitra },
    sadeSati: k.sadeSati,
    now: new Date(asOfMs).toISOString(),
    transits: sections.some((id) => id.startsWith("transit-")) ? transitsNow(eph, asOfMs) : [],
    months: kind === "yearly" ? monthsAhead(eph, asOfMs) : [],
    partner: partnerFacts,
  };
}

// ——— Rendering in a language ———

/** A cited fact in `lang`; a yoga is stored by its id and named here. */
function renderFact(f: Fact, lang: Lang): string {
  const lib = reportLibraries[lang];
  if (f.kind === "yoga") {
    const kind = f.name.split(":")[0] as keyof typeof yogaNames;
    return lib.fact({ kind: "yoga", name: yogaNames[kind]?.[lang] ?? f.name });
  }
  return lib.fact(f);
}

export function renderSection(data: SectionData, lang: Lang): ReportSection {
  const lib = reportLibraries[lang];
  return {
    id: data.id,
    title: lib.sections[data.id].title,
    intro: lib.sections[data.id].intro,
    paragraphs: data.paragraphs.map((p) => ({ text: render(p.text, lang), cites: p.cites.map((f) => renderFact(f, lang)), code: p.text.code })),
    ...(data.chart ? { chart: data.chart } : {}),
  };
}

// ——— The free sample ———

export async function sample(db: Database, query: Record<string, string>, lang: Lang): Promise<SampleAnswer> {
  const { options: _options, ...body } = kundliBodyFromQuery(query) as Record<string, unknown>;
  const birth = parseOrThrow(reportBirth, body, "query");
  parseBirth(birth, "query");
  const price = (await priceList(db)).get("life");
  if (price === undefined) throw new ApiError("conflict", "report_unavailable");
  const input = reportInput("life", birth, null, Date.now(), sectionsOfKind.life.slice(0, SAMPLE_SECTIONS));
  const lib = reportLibraries[lang];
  const total = sectionsOfKind.life.length;
  return {
    kind: "life",
    name: lib.kinds.life.name,
    total,
    pricePaise: price,
    sections: buildSections(input, 0, SAMPLE_SECTIONS).map((s) => renderSection(s, lang)),
    upgrade: lib.sampleUpgrade({ total }),
  };
}

// ——— Purchase ———

/**
 * Buys a report from the wallet at the server's price. Answers the report row (generating);
 * the caller starts `generate` in the background. A retry with the same idempotency key finds
 * the report and its debit made.
 */
export async function buyReport(env: Env, db: Database, user: UserRow, body: ReportBody, idempotencyKey?: string): Promise<ReportRow> {
  // Wrong birth data answers 400 before any money moves.
  checkBirths(body.kind, body.birth, body.partner);
  const price = (await priceList(db)).get(body.kind);
  if (price === undefined) throw new ApiError("conflict", "report_unavailable");
  const id = idempotencyKey ? `rp_${(await sha256Hex(`${user.id}\n${idempotencyKey}`)).slice(0, 32)}` : `rp_${crypto.randomUUID().replaceAll("-", "")}`;

  await db
    .insert(reports)
    .values({ id, userId: user.id, kind: body.kind, language: body.language, chartStyle: body.chartStyle, birth: body.birth, partner: body.partner ?? null, total: sectionsOfKind[body.kind].length, pricePaise: price })
    .onConflictDoNothing();
  const [row] = await db.select().from(reports).where(and(eq(reports.id, id), eq(reports.userId, user.id))).limit(1);
  if (!row) throw new ApiError("conflict", "idempotency_key_reused");
  if (row.status !== "pending") return row;

  const moved = await walletOf(env, user.id).move({
    key: `report:${id}`,
    kind: "report",
    amountPaise: -row.pricePaise,
    reference: id,
    meta: { report: id, kind: row.kind },
    owner: user.id,
  });
  if (!moved.ok) {
    // Nothing was paid: the report is forgotten, and a retry after a top-up starts afresh.
    await db.delete(reports).where(and(eq(reports.id, id), eq(reports.status, "pending")));
    throw refusal(moved, row.pricePaise);
  }
  const now = new Date().toISOString();
  const [paid] = await db
    .update(reports)
    .set({ status: "generating", entrySeq: moved.entry.seq, asOf: now, updatedAt: now })
    .where(and(eq(reports.id, id), eq(reports.status, "pending")))
    .returning();
  return paid ?? (await findReport(db, user.id, id));
}

// ——— Writing ———

/**
 * Writes the report's remaining sections, a batch at a time, from where it stopped. Safe to run
 * twice at once and after a crash: every batch is an idempotent insert and `done` only grows.
 */
export async function generate(db: Database, id: string): Promise<void> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  if (!row || row.status !== "generating") return;
  try {
    const input = reportInput(row.kind, row.birth as ReportBirth, (row.partner as ReportBirth | null) ?? null, Date.parse(row.asOf));
    const ids = sectionsOfKind[row.kind];
    for (let from = row.done; from < ids.length; from += BATCH) {
      const batch = buildSections(input, from, from + BATCH);
      const to = from + batch.length;
      await db.batch([
        db
          .insert(reportSections)
          .values(batch.map((data, i) => ({ reportId: id, version: row.version, position: from + i, data })))
          .onConflictDoNothing(),
        db
          .update(reports)
          .set({ done: sql`max(${reports.done}, ${to})`, status: to >= ids.length ? "ready" : "generating", heartbeatAt: new Date().toISOString(), updatedAt: new Date().toISOString() })
          .where(and(eq(reports.id, id), eq(reports.version, row.version), inArray(reports.status, ["generating", "ready"]))),
      ]);
    }
  } catch (error) {
    console.error(JSON.stringify({ level: "error", message: "report generation failed", report: id, error: String(error) }));
    await db.update(reports).set({ status: "failed", updatedAt: new Date().toISOString() }).where(and(eq(reports.id, id), eq(reports.version, row.version)));
  }
}

/** Whether a generation has gone silent (its writer died): the reader then resumes it. */
export const isStale = (row: ReportRow, nowMs = Date.now()): boolean =>
  row.status === "generating" && Date.parse(row.heartbeatAt ?? row.updatedAt) < nowMs - STALE_MS;

// ——— Reading ———

export async function findReport(db: Database, userId: string | null, id: string): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(reports)
    .where(userId ? and(eq(reports.id, id), eq(reports.userId, userId)) : eq(reports.id, id))
    .limit(1);
  if (!row || row.status === "pending") throw new ApiError("not_found", "no_such_report");
  return row;
}

export function toSummary(row: ReportRow): ReportSummary {
  const lib = reportLibraries[row.language];
  const birth = row.birth as ReportBirth;
  return {
    id: row.id,
    kind: row.kind,
    title: lib.kinds[row.kind].name,
    name: birth.name ?? null,
    language: row.language,
    chartStyle: row.chartStyle,
    status: row.status === "pending" ? "generating" : row.status,
    progress: { done: row.done, total: row.total },
    version: row.version,
    pricePaise: row.pricePaise,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The report with the sections written so far, rendered in its language. */
export async function readReport(db: Database, row: ReportRow): Promise<ReportAnswer> {
  const stored = await db
    .select()
    .from(reportSections)
    .where(and(eq(reportSections.reportId, row.id), eq(reportSections.version, row.version)))
    .orderBy(asc(reportSections.position));
  return {
    ...toSummary(row),
    birth: row.birth as ReportBirth,
    partner: (row.partner as ReportBirth | null) ?? null,
    sections: stored.map((s) => renderSection(s.data as SectionData, row.language)),
  };
}

export async function listReports(db: Database, userId: string): Promise<ReportSummary[]> {
  const rows = await db
    .select()
    .from(reports)
    .where(and(eq(reports.userId, userId), inArray(reports.status, ["generating", "ready", "failed"])))
    .orderBy(desc(reports.createdAt));
  return rows.map(toSummary);
}

/** How many reports have been bought and written (the home page's statistic). */
export async function reportsGenerated(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(reports).where(inArray(reports.status, ["generating", "ready"]));
  return Number(row?.n ?? 0);
}

// ——— Correction ———

/** Rewrites a report free from corrected birth details: a new version, written afresh. */
export async function regenerate(db: Database, userId: string, id: string, body: RegenerateBody): Promise<ReportRow> {
  const row = await findReport(db, userId, id);
  checkBirths(row.kind, body.birth, body.partner);
  const now = new Date().toISOString();
  const [updated] = await db
    .update(reports)
    .set({ birth: body.birth, partner: body.partner ?? row.partner ?? null, version: row.version + 1, done: 0, status: "generating", asOf: now, heartbeatAt: now, updatedAt: now })
    .where(and(eq(reports.id, id), eq(reports.version, row.version)))
    .returning();
  if (!updated) throw new ApiError("conflict", "report_not_ready");
  return updated;
}

export type { SectionId };
