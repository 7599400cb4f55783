/**
 * Paid reports under workerd: the engine on the reference charts (82 distinct sections, cited
 * facts that match the kundli, different charts → different reports, every statement in every
 * language), and the API against the real `Wallet` objects and a real sqld (one debit under 20
 * concurrent identical purchases, 402 with nothing charged or written, progress, resumption,
 * the free correction).
 */
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import cases from "../../../../test/fixtures/reference-cases.json";
import type { CatalogAnswer, ReportAnswer, ReportBirth, ReportCreated, ReportListAnswer, SampleAnswer } from "@contract/reports";
import { houseFrom, signLords } from "@jyotish/kundli/chart";
import { lifeSections, reportKinds, sectionIds } from "@jyotish/reports/catalog";
import { buildSections, continuedDasha, type SectionData } from "@jyotish/reports/engine";
import { reportLibraries } from "@jyotish/reports/text";
import type { Fact } from "@jyotish/reports/texts";
import { langs } from "@jyotish/terms/lang";
import { nakshatraIds } from "@jyotish/terms/nakshatras";
import { signIds } from "@jyotish/terms/signs";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { reportSections, reports } from "../../db/schema";
import { testClient } from "../auth/signup.testing";
import { computeKundli, parseKundliRequest } from "../kundli/service";
import { walletOf } from "../wallet/wallet-object";
import { generate, renderSection, reportInput } from "./service";

const app = createApp();
const AS_OF = Date.parse("2026-11-26T06:00:00Z");

/** The reference charts (one per birth moment) as report birth data. */
const births: ReportBirth[] = cases.charts
  .filter((c) => !c.id.endsWith("special-lagnas"))
  .map((c) => {
    const [date, time] = c.inputs.local_datetime.split("T") as [string, string];
    return { name: c.id.slice(0, 40), date, time: time.slice(0, 5), latitude: c.inputs.lat, longitude: c.inputs.lon, utcOffsetHours: c.inputs.utc_offset_hours, location: c.inputs.place };
  });
const chennai = births[0]!;

describe("the report engine on the reference charts", () => {
  it("writes the life report as exactly 82 distinct sections, in the catalogue's order, none empty", () => {
    expect(new Set(lifeSections).size).toBe(82);
    for (const birth of births) {
      const sections = buildSections(reportInput("life", birth, null, AS_OF));
      expect(sections.map((s) => s.id), birth.name).toEqual([...lifeSections]);
      for (const s of sections) expect(s.paragraphs.length, `${birth.name} ${s.id}`).toBeGreaterThan(0);
    }
  });

  it("cites facts that match the kundli answer", () => {
    for (const birth of births) {
      const k = computeKundli(parseKundliRequest({ ...birth, options: {} }));
      const asc = k.ascendant.signIndex;
      const planet = (id: string) => k.planets.find((p) => p.id === id)!;
      // The cycle repeats after 120 years (engine.ts, continuedDasha): the periods of two more cycles.
      const periods = continuedDasha(k.dasha.vimshottari.periods, k.dasha.vimshottari.yearDays, Date.parse("2400-01-01T00:00:00Z"));
      const check = (f: Fact, where: string) => {
        switch (f.kind) {
          case "placement": {
            const p = planet(f.planet);
            expect(f.sign, where).toBe(signIds[p.signIndex]);
            expect(f.house, where).toBe(houseFrom(asc, p.signIndex));
            expect(f.dignity, where).toBe(p.dignity);
            return;
          }
          case "lord": {
            expect(f.planet, where).toBe(signLords[(asc + f.of - 1) % 12]);
            expect(f.house, where).toBe(houseFrom(asc, planet(f.planet).signIndex));
            expect(f.sign, where).toBe(signIds[planet(f.planet).signIndex]);
            return;
          }
          case "sign": {
            const index = f.role === "lagna" ? asc : planet(f.role).signIndex;
            expect(f.sign, where).toBe(signIds[index]);
            return;
          }
          case "nakshatra":
            expect(f.nakshatra, where).toBe(nakshatraIds[planet("moon").nakshatra.number - 1]);
            expect(f.pada, where).toBe(planet("moon").nakshatra.pada);
            return;
          case "bindus":
            expect(f.bindus, where).toBe(k.ashtakavarga.sarva[(asc + f.house - 1) % 12]);
            return;
          case "dasha": {
            const maha = periods.find((p) => p.lord === f.maha && p.start.slice(0, 10) <= f.from && f.to <= p.end.slice(0, 10));
            expect(maha, where).toBeDefined();
            if (f.antar) expect(maha!.sub!.some((a) => a.lord === f.antar && a.start.slice(0, 10) <= f.from && f.to <= a.end.slice(0, 10)), where).toBe(true);
            return;
          }
          case "varga":
            expect(f.sign, where).toBe(signIds[k.vargas[f.varga].planets[f.planet]]);
            expect(f.vargottama, where).toBe(k.vargas[f.varga].planets[f.planet] === planet(f.planet).signIndex);
            return;
          case "dosha":
            if (f.dosha === "manglik") expect(f.present, where).toBe(k.doshas.manglik.present);
            if (f.dosha === "kaal-sarp") expect(f.present, where).toBe(k.doshas.kaalSarp.present);
            if (f.dosha === "pitra") expect(f.present, where).toBe(k.doshas.pitra.present);
            return;
          case "yoga":
            expect(k.yogas.some((y) => y.id === f.name), where).toBe(true);
            return;
          default:
            return;
        }
      };
      let cited = 0;
      for (const s of buildSections(reportInput("life", birth, null, AS_OF))) {
        for (const p of s.paragraphs) {
          for (const f of p.cites) {
            check(f, `${birth.name} ${s.id} ${p.text.code} ${f.kind}`);
            cited += 1;
          }
        }
      }
      expect(cited, birth.name).toBeGreaterThan(150);
    }
  });

  it("gives two charts different reports", () => {
    const text = (birth: ReportBirth) => buildSections(reportInput("life", birth, null, AS_OF)).map((s) => JSON.stringify(renderSection(s, "en").paragraphs));
    const a = text(births[0]!);
    for (const other of births.slice(1)) {
      const b = text(other);
      const differing = a.filter((x, i) => x !== b[i]).length;
      expect(differing, other.name).toBeGreaterThanOrEqual(60);
    }
  });

  it("renders every section of every kind in all four languages, from every library entry", () => {
    const partner = births[2]!;
    for (const lang of langs) {
      const lib = reportLibraries[lang];
      for (const id of sectionIds) {
        expect(lib.sections[id].title.trim(), `${lang} ${id}`).not.toBe("");
        expect(lib.sections[id].intro.trim(), `${lang} ${id}`).not.toBe("");
      }
      for (const kind of reportKinds) expect(lib.kinds[kind].name.trim()).not.toBe("");
      const grid = [...Object.values(lib.planetInHouse).flat(), ...lib.lordInHouse.flat()];
      expect(grid).toHaveLength(108 + 144);
      expect(new Set(grid).size, lang).toBe(252);
      for (const s of grid) expect(s.trim().length, lang).toBeGreaterThan(20);
    }
    for (const birth of births.slice(0, 4)) {
      for (const kind of reportKinds) {
        const sections: SectionData[] = buildSections(reportInput(kind, birth, kind === "marriage" ? partner : null, AS_OF));
        for (const lang of langs) {
          for (const s of sections) {
            const shown = renderSection(s, lang);
            for (const p of shown.paragraphs) {
              expect(p.text.trim(), `${lang} ${kind} ${s.id} ${p.code}`).not.toBe("");
              expect(p.text, `${lang} ${kind} ${s.id} ${p.code}`).not.toMatch(/undefined|NaN|\[object|null/);
              for (const c of p.cites) expect(c, `${lang} ${kind} ${s.id}`).not.toMatch(/undefined|NaN|\[object/);
            }
          }
        }
      }
    }
  });
});

// ——— The API ———

const { call, newUser } = testClient(app, "192.0.2.91", "reports");

const credit = (userId: string, amountPaise: number) =>
  walletOf(env, userId).move({ key: `test:credit:${crypto.randomUUID()}`, kind: "adjustment", amountPaise, reference: "test", meta: { note: "test credit" }, owner: userId });

describe("the reports API", () => {
  it("lists the five kinds at the products table's prices, and gives a free sample in Hindi", async () => {
    const res = await call("GET", "/api/reports/catalog?lang=ta");
    expect(res.status).toBe(200);
    const body = (await res.json()) as CatalogAnswer;
    expect(body.kinds.map((k) => k.kind)).toEqual(["life", "career", "marriage", "child", "yearly"]);
    expect(body.kinds[0]).toMatchObject({ pricePaise: 149_900, name: reportLibraries.ta.kinds.life.name });
    expect(body.kinds[0]!.sections).toHaveLength(82);

    const q = new URLSearchParams({ date: chennai.date, time: chennai.time, latitude: String(chennai.latitude), longitude: String(chennai.longitude), utcOffsetHours: "5.5", lang: "hi" });
    const sample = await call("GET", `/api/reports/sample?${q}`);
    expect(sample.status, await sample.clone().text()).toBe(200);
    const s = (await sample.json()) as SampleAnswer;
    expect(s.total).toBe(82);
    expect(s.sections.map((x) => x.id)).toEqual(lifeSections.slice(0, 6));
    // The reference chart's lagna (PyJHora), read from the Hindi library.
    const lagna = cases.charts[0]!.expected.D1!.find((row) => row.body === "Ascendant")!.sign_index0;
    expect(s.sections[1]!.paragraphs[0]!.text).toBe(reportLibraries.hi.ascendant[signIds[lagna]!]);
    const bad = await call("GET", "/api/reports/sample?date=1996-13-07&time=10:34&latitude=13&longitude=80");
    expect(bad.status).toBe(400);
  });

  it("answers 402 with the shortfall and writes nothing when the balance is short", async () => {
    const { token, id } = await newUser();
    const res = await call("POST", "/api/reports", token, { kind: "life", birth: chennai, language: "te" }, { "Idempotency-Key": crypto.randomUUID() });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { details: unknown } }).error.details).toEqual({ balancePaise: 0, pricePaise: 149_900, shortfallPaise: 149_900 });
    const db = createDatabase(env);
    expect(await db.select().from(reports).where(eq(reports.userId, id))).toHaveLength(0);
    expect((await walletOf(env, id).audit()).rows).toBe(0);
  });

  it("refuses bad input with 400 before any money moves, and strangers with 401", async () => {
    const { token, id } = await newUser();
    await credit(id, 500_000);
    const partnerOnLife = await call("POST", "/api/reports", token, { kind: "life", birth: chennai, partner: births[1] });
    expect(partnerOnLife.status).toBe(400);
    const badDate = await call("POST", "/api/reports", token, { kind: "career", birth: { ...chennai, date: "1996-02-30" } });
    expect(badDate.status).toBe(400);
    const badKind = await call("POST", "/api/reports", token, { kind: "tarot", birth: chennai });
    expect(badKind.status).toBe(400);
    expect((await walletOf(env, id).audit()).rows).toBe(1);
    expect((await call("POST", "/api/reports", undefined, { kind: "life", birth: chennai })).status).toBe(401);
    expect((await call("GET", "/api/reports")).status).toBe(401);
    expect((await call("GET", `/api/reports/rp_${"0".repeat(32)}`, token)).status).toBe(404);
    expect((await call("GET", "/api/reports/nope", token)).status).toBe(400);
  });

  it("debits once under 20 concurrent identical purchases, writes all 82 sections, and rewrites them free after a correction", async () => {
    const { token, id } = await newUser();
    await credit(id, 200_000);
    const key = crypto.randomUUID();
    const body = { kind: "life", birth: chennai, language: "te", chartStyle: "south" };
    const buys = await Promise.all(Array.from({ length: 20 }, () => call("POST", "/api/reports", token, body, { "Idempotency-Key": key })));
    for (const r of buys) expect([201, 409]).toContain(r.status);
    const created = (await Promise.all(buys.filter((r) => r.status === 201).map((r) => r.json()))) as ReportCreated[];
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((c) => c.id)).size).toBe(1);
    const audit = await walletOf(env, id).audit();
    expect(audit.rows).toBe(2);
    expect(audit.balancePaise).toBe(200_000 - 149_900);

    const reportId = created[0]!.id;
    const read = (await (await call("GET", `/api/reports/${reportId}`, token)).json()) as ReportAnswer;
    expect(read).toMatchObject({ status: "ready", progress: { done: 82, total: 82 }, language: "te", chartStyle: "south", version: 1, pricePaise: 149_900 });
    expect(read.sections).toHaveLength(82);
    expect(read.sections[0]!.title).toBe(reportLibraries.te.sections.overview.title);
    expect(read.sections[0]!.chart?.varga).toBe("D1");
    const list = (await (await call("GET", "/api/reports", token)).json()) as ReportListAnswer;
    expect(list.reports.map((r) => r.id)).toEqual([reportId]);

    // Another user cannot read it.
    const other = await newUser();
    expect((await call("GET", `/api/reports/${reportId}`, other.token)).status).toBe(404);

    const corrected = await call("POST", `/api/reports/${reportId}/regenerate`, token, { birth: { ...chennai, time: "11:34" } });
    expect(corrected.status).toBe(202);
    const again = (await (await call("GET", `/api/reports/${reportId}`, token)).json()) as ReportAnswer;
    expect(again).toMatchObject({ status: "ready", version: 2, progress: { done: 82, total: 82 } });
    expect(again.birth.time).toBe("11:34");
    expect((await walletOf(env, id).audit()).rows).toBe(2);
  });

  it("resumes a generation that stopped, and two writers at once store each section once", async () => {
    const { token, id } = await newUser();
    await credit(id, 200_000);
    const created = (await (await call("POST", "/api/reports", token, { kind: "career", birth: births[3] })).json()) as ReportCreated;
    const db = createDatabase(env);
    // As if the writer died after two batches: the later rows are gone and the heartbeat is old.
    await db.delete(reportSections).where(and(eq(reportSections.reportId, created.id)));
    await db.update(reports).set({ status: "generating", done: 0, heartbeatAt: "2020-01-01T00:00:00.000Z" }).where(eq(reports.id, created.id));
    const stalled = (await (await call("GET", `/api/reports/${created.id}`, token)).json()) as ReportAnswer;
    expect(stalled.status).toBe("generating");
    const resumed = (await (await call("GET", `/api/reports/${created.id}`, token)).json()) as ReportAnswer;
    expect(resumed).toMatchObject({ status: "ready", progress: { done: 22, total: 22 } });

    await db.delete(reportSections).where(eq(reportSections.reportId, created.id));
    await db.update(reports).set({ status: "generating", done: 0 }).where(eq(reports.id, created.id));
    await Promise.all([generate(db, created.id), generate(db, created.id)]);
    const rows = await db.select().from(reportSections).where(eq(reportSections.reportId, created.id));
    expect(rows).toHaveLength(22);
    const [row] = await db.select().from(reports).where(eq(reports.id, created.id));
    expect(row).toMatchObject({ status: "ready", done: 22 });
  });
});
