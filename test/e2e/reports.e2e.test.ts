/**
 * Issue 23, the purchase in Chromium: a life report bought in Telugu from a recharged wallet,
 * its progress, the report read in the reader, and its PDF downloaded and read back with
 * pdftotext (Telugu shaped and extractable). (The catalogue, the sample, sign-in and the
 * shortfall: report-pages.e2e.test.ts.)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";
import { apiCalls, openSignedIn as openSignedInAt } from "./http";
import { signUpByApi } from "./signup";

const { open, baseUrl } = useBrowser();
const { getJson, recharge } = apiCalls(baseUrl);
const openSignedIn = (path: string, token: string, width?: number) => openSignedInAt(open, baseUrl, path, token, width);
const chennai = { name: "Asha Rao", gender: "female", date: "1996-12-07", time: "10:34", location: "Chennai, Tamil Nadu, India", latitude: "13.0878", longitude: "80.2785" };

type Catalog = { kinds: { kind: string; name: string; pricePaise: number; sections: { id: string; title: string }[] }[] };
type Report = { id: string; status: string; progress: { done: number; total: number }; language: string; sections: { id: string; title: string; paragraphs: { text: string; cites: string[] }[] }[] };

describe("buying a report in Chromium", () => {
  it("buys a life report in Telugu from a recharged wallet, shows its progress, reads it, and downloads its PDF", async () => {
    const { token } = await signUpByApi(baseUrl, `reports.buy.${Date.now().toString(36)}@example.com`, "sapta rishi 7");
    const catalog = await getJson<Catalog>("/api/reports/catalog?lang=te");
    const life = catalog.kinds.find((k) => k.kind === "life")!;
    expect(await recharge(token, 200_000)).toBe(200_000);

    const page = await openSignedIn(`/telugu/astrological-report-form?${new URLSearchParams({ kind: "life", ...chennai })}`, token, 360);
    await page.getByTestId("report-form").waitFor();
    // On the Telugu site the report's language is Telugu unless changed.
    expect(await page.locator("select[name=language]").inputValue()).toBe("te");
    const bought = page.waitForResponse((r) => r.url().endsWith("/api/reports") && r.request().method() === "POST");
    await page.getByTestId("report-buy").click();
    const answer = await bought;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()["idempotency-key"]).toBeTruthy();
    const created = (await answer.json()) as { id: string; status: string; progress: { done: number; total: number } };
    // Written in the background: the purchase answers at once with the progress at its start.
    expect(created.progress.total).toBe(82);
    await page.waitForURL((u) => u.pathname === `/telugu/dashboard/reports/${created.id}`);

    // The reader shows progress until all 82 sections are written, then the report.
    const sections = page.getByTestId("report-section");
    await expect.poll(() => sections.count(), { timeout: 60_000 }).toBe(82);
    const report = await getJson<Report>(`/api/reports/${created.id}`, token);
    expect(report).toMatchObject({ status: "ready", progress: { done: 82, total: 82 }, language: "te" });
    const headings = await sections.locator("h2").allTextContents();
    expect(headings).toEqual(life.sections.map((s) => s.title));
    for (const h of headings) expect(h).toMatch(/[\u0C00-\u0C7F]/);
    // Every paragraph says which facts it was chosen by.
    expect(await page.getByTestId("report-cites").count()).toBeGreaterThan(150);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    // One debit at the server's price.
    const wallet = await getJson<{ balancePaise: number; entries: { kind: string; amountPaise: number }[] }>("/api/wallet", token);
    expect(wallet.balancePaise).toBe(200_000 - life.pricePaise);
    expect(wallet.entries.filter((e) => e.kind === "report").map((e) => e.amountPaise)).toEqual([-life.pricePaise]);

    // The PDF: printed by Chromium, Telugu shaped, extractable as text.
    const dir = mkdtempSync(join(tmpdir(), "report-pdf-"));
    try {
      const download = page.waitForEvent("download", { timeout: 120_000 });
      await page.getByTestId("report-pdf").first().click();
      const file = join(dir, "report.pdf");
      await (await download).saveAs(file);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
      const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString();
      expect(text).toContain(life.name);
      for (const title of [headings[1]!, headings[40]!, headings[81]!]) expect(text.replace(/\s+/g, "")).toContain(title.replace(/\s+/g, ""));
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file]).toString())![1]);
      expect(pages).toBeGreaterThan(20);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await page.context().close();
  });
});

