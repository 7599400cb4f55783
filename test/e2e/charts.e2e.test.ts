/**
 * Issue 19 item 3, in Chromium: charts are kept (saved from the kundli page, listed under
 * "Recent charts" on the dashboard, opened, renamed, deleted), downloads say whose chart they
 * are, a one-page PDF is made in the browser, and a shared link opens the same chart.
 */
import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signUpByApi, signUpInPage } from "./signup";

const { open, baseUrl } = useBrowser();
const password = "sapta rishi 7";
/** PyJHora's Chennai case (as in kundli.e2e.test.ts): lagna Capricorn, Moon in Swati. */
const chennai = "name=Asha%20Rao&date=1996-12-07&time=10:34&location=Chennai%2C%20Tamil%20Nadu%2C%20India&gender=female&latitude=13.0878&longitude=80.2785";

const ready = (page: Page) => page.locator("html[data-app=ready]").waitFor();

const signUp = (page: Page, email: string) => signUpInPage(page, email, password);

const newEmail = (what: string) => `charts.${what}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function savedCharts(token: string): Promise<{ total: number; charts: { name: string; relation: string; date: string }[] }> {
  const res = await fetch(new URL("/api/charts", baseUrl), { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { total: number; charts: { name: string; relation: string; date: string }[] };
}

/** The text a PDF draws with its standard fonts: pdf-lib writes it as hex strings in deflated content streams. */
function pdfText(pdf: Buffer): string {
  const body = pdf.toString("latin1");
  let text = "";
  for (const match of body.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = body.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      content = body.slice(start, end); // not deflated
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) text += `${Buffer.from(hex[1]!, "hex").toString("latin1")}\n`;
  }
  return text;
}

describe("saved charts in Chromium", () => {
  it("signs up, saves a generated kundli, sees it in Recent charts, opens, renames and deletes it", async () => {
    const page = await open("/signup");
    await signUp(page, newEmail("keep"));
    await page.waitForURL(/\/dashboard$/);
    const recent = page.getByTestId("recent-charts");
    await recent.getByText("No saved charts yet").waitFor();

    await page.goto(new URL(`/kundli?${chennai}`, baseUrl).href);
    await ready(page);
    await page.getByTestId("save-chart").click();
    const form = page.getByTestId("save-chart-form");
    expect(await form.getByTestId("save-chart-name").inputValue()).toBe("Asha Rao");
    await form.getByTestId("save-chart-relation").selectOption("family");
    // A double click must not keep two.
    await form.getByTestId("save-chart-submit").dblclick();
    await page.getByTestId("chart-saved").waitFor();

    await page.getByTestId("chart-saved").getByRole("link").click();
    await page.waitForURL(/\/dashboard$/);
    const row = recent.getByTestId("saved-chart");
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("Asha Rao");
    expect(await row.textContent()).toContain("Family");
    expect(await row.textContent()).toContain("Chennai, Tamil Nadu, India");

    await row.getByRole("link", { name: "Open" }).click();
    await page.waitForURL((u) => u.pathname === "/kundli" && u.searchParams.get("name") === "Asha Rao" && u.searchParams.get("latitude") === "13.0878");
    const lagna = page.getByTestId("chart-lagna-D1");
    await lagna.locator("svg").waitFor();
    expect(await lagna.locator("[data-house='1']").getAttribute("data-sign")).toBe("9");

    await page.goBack();
    await page.waitForURL(/\/dashboard$/);
    await row.getByTestId("rename-chart").click();
    await row.getByTestId("rename-input").fill("Asha R.");
    await row.getByTestId("rename-save").click();
    await expect.poll(() => row.getByTestId("saved-chart-name").textContent()).toContain("Asha R.");

    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByTestId("delete-chart").click();
    await recent.getByText("No saved charts yet").waitFor();
    await page.context().close();
  });

  it("asks a signed-out visitor to sign in, then comes back to the same chart and saves it", async () => {
    const email = newEmail("later");
    const { token } = await signUpByApi(baseUrl, email, password, { "CF-Connecting-IP": "192.0.2.61" });
    const page = await open(`/tamil/kundli?${chennai}`);
    await ready(page);
    await page.getByTestId("save-chart").click();
    await page.getByTestId("save-chart-relation").selectOption("self");
    await page.getByTestId("save-chart-submit").click();
    await page.waitForURL((u) => u.pathname === "/tamil/login");
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL((u) => u.pathname === "/tamil/kundli" && u.searchParams.get("name") === "Asha Rao");
    await page.getByTestId("chart-saved").waitFor();
    const kept = await savedCharts(token);
    expect(kept.total).toBe(1);
    expect(kept.charts[0]).toMatchObject({ name: "Asha Rao", relation: "self", date: "1996-12-07" });
    await page.context().close();
  });

  it("downloads SVG, PNG and PDF that name the person, date, time, place, chart style and site", async () => {
    const page = await open(`/kundli?${chennai}&style=south`);
    await ready(page);
    const site = await page.evaluate(() => (JSON.parse(document.getElementById("site-config")?.textContent ?? "{}") as { name?: { en?: string } }).name?.en ?? "");
    expect(site).not.toBe("");
    const chart = page.getByTestId("chart-lagna-D1");
    await chart.locator("svg").waitFor();

    const [svgDownload] = await Promise.all([page.waitForEvent("download"), chart.getByRole("button", { name: /SVG/ }).click()]);
    const svg = await readFile((await svgDownload.path())!, "utf8");
    for (const fact of ["Asha Rao", "7 Dec 1996, 10:34", "Chennai, Tamil Nadu, India", "South Indian", site]) expect(svg, fact).toContain(fact);

    const [pngDownload] = await Promise.all([page.waitForEvent("download"), chart.getByRole("button", { name: /PNG/ }).click()]);
    const png = await readFile((await pngDownload.path())!);
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const pngText = png.toString("utf8");
    expect(pngText).toContain("iTXtTitle\0\0\0\0\0Asha Rao");
    for (const fact of ["7 Dec 1996, 10:34", "Chennai, Tamil Nadu, India", "South Indian", site]) expect(pngText, fact).toContain(fact);

    const [pdfDownload] = await Promise.all([page.waitForEvent("download"), chart.getByTestId("download-pdf").click()]);
    expect(pdfDownload.suggestedFilename()).toBe("asha-rao-d1-south.pdf");
    const pdf = await readFile((await pdfDownload.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toContain("Asha Rao");
    const drawn = pdfText(pdf);
    for (const fact of ["Asha Rao", "Chennai, Tamil Nadu, India", "Capricorn", "Planetary positions"]) expect(drawn, fact).toContain(fact);
    await page.context().close();
  });

  it("makes a Hindi PDF whose Devanagari text is drawn by the browser (pdf-lib does not shape Indic scripts)", async () => {
    const page = await open(`/hindi/kundli?${chennai}`);
    await ready(page);
    const chart = page.getByTestId("chart-lagna-D1");
    await chart.locator("svg").waitFor();
    const [pdfDownload] = await Promise.all([page.waitForEvent("download"), chart.getByTestId("download-pdf").click()]);
    const pdf = await readFile((await pdfDownload.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await PDFDocument.load(pdf)).getTitle()).toContain("Asha Rao");
    // The drawing plus one image per Devanagari text (headings, labels, sign and graha names).
    expect(pdf.toString("latin1").match(/\/Subtype \/Image/g)?.length ?? 0).toBeGreaterThan(20);
    await page.context().close();
  });

  it("shares a link that opens the identical chart for a signed-out visitor", async () => {
    const page = await open(`/kundli?${chennai}&ayanamsa=raman&style=east`);
    await ready(page);
    await page.evaluate(() => {
      // Capture what the Web Share API would be handed (headless Chromium has no share sheet).
      Object.defineProperty(navigator, "share", { configurable: true, value: async (data: ShareData) => void ((window as unknown as { shared?: string }).shared = data.url) });
    });
    const table = page.getByTestId("planet-table");
    await table.waitFor();
    const planets = await table.textContent();
    await page.getByTestId("chart-lagna-D1").getByTestId("share-chart").click();
    const shared = await page.waitForFunction(() => (window as unknown as { shared?: string }).shared).then((h) => h.jsonValue() as Promise<string>);
    expect(new URL(shared).searchParams.get("ayanamsa")).toBe("raman");

    const visitor = await open(new URL(shared).pathname + new URL(shared).search);
    const theirs = visitor.getByTestId("planet-table");
    await theirs.waitFor();
    expect(await theirs.textContent()).toBe(planets);
    expect(await visitor.getByTestId("chart-lagna-D1").getAttribute("data-style")).toBe("east");
    expect(await visitor.getByTestId("kundli-for").textContent()).toBe(await page.getByTestId("kundli-for").textContent());
    await visitor.context().close();
    await page.context().close();
  });
});
