/**
 * Issue 23, the report pages in Chromium: the catalogue shows the five kinds at the server's
 * prices; the free sample, asked in Hindi, shows the life report's first six sections in Hindi;
 * a signed-out "Buy" leads to sign-in and back; a wallet short of the price shows the server's
 * shortfall and a top-up that returns to the form, with nothing bought. (The purchase in Telugu,
 * progress, reading and the PDF: reports.e2e.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";
import { apiCalls, appReady, openSignedIn as openSignedInAt } from "./http";
import { signUpByApi } from "./signup";

const { open, baseUrl } = useBrowser();
const { getJson, postJson, recharge } = apiCalls(baseUrl);
const openSignedIn = (path: string, token: string, width?: number) => openSignedInAt(open, baseUrl, path, token, width);
const password = "sapta rishi 7";
const newEmail = (what: string) => `reports.${what}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

type Catalog = { kinds: { kind: string; name: string; pricePaise: number; sections: { id: string; title: string }[] }[]; sampleSections: number };

/** A price as the pages show it in English (spec §9: whole rupees). */
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 0 })}`;
/** A balance as the pages show it (spec §9: two decimals). */
const balance = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** PyJHora's Chennai case (test/fixtures/oracle), as the kundli pages' address carries it. */
const chennai = { name: "Asha Rao", gender: "female", date: "1996-12-07", time: "10:34", location: "Chennai, Tamil Nadu, India", latitude: "13.0878", longitude: "80.2785" };

describe("report pages in Chromium", () => {
  it("lists the five kinds on /reports/premium with the server's prices and section counts, on a 360 px phone too", async () => {
    const catalog = await getJson<Catalog>("/api/reports/catalog?lang=en");
    expect(catalog.kinds.map((k) => k.kind)).toEqual(["life", "career", "marriage", "child", "yearly"]);
    const page = await open("/reports/premium", { width: 360 });
    const cards = page.getByTestId("report-kind");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(5);
    for (const kind of catalog.kinds) {
      const card = page.locator(`[data-testid=report-kind][data-kind=${kind.kind}]`);
      expect(await card.getByRole("heading").textContent()).toBe(kind.name);
      expect(await card.getByTestId("report-price").textContent()).toBe(rupees(kind.pricePaise));
      expect(await card.textContent()).toContain(`${kind.sections.length} sections`);
    }
    expect(catalog.kinds.find((k) => k.kind === "life")!.sections).toHaveLength(82);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    // The kind's own page lists what it covers.
    await page.locator("[data-testid=report-kind][data-kind=career]").getByRole("link", { name: "What's inside" }).click();
    await page.waitForURL((u) => u.pathname === "/reports/career");
    const titles = page.getByTestId("kind-sections").locator("li");
    await titles.first().waitFor();
    expect(await titles.allTextContents()).toEqual(catalog.kinds.find((k) => k.kind === "career")!.sections.map((s) => s.title));
    await page.context().close();
  });

  it("writes the free sample in Hindi: the life report's first six sections, then the upgrade to the full report with the details kept", async () => {
    const catalog = await getJson<Catalog>("/api/reports/catalog?lang=hi");
    expect(catalog.sampleSections).toBe(6);
    const page = await open("/hindi/reports/premium");
    const form = page.getByTestId("sample-form");
    await form.waitFor();
    await form.locator("input[name=name]").fill(chennai.name);
    await form.locator("select[name=gender]").selectOption("female");
    await form.locator("input[name=birthDate]").fill(chennai.date);
    await form.locator("input[name=birthTime]").fill(chennai.time);
    await page.getByTestId("kundli-place").pressSequentially("chenn", { delay: 40 });
    const option = page.getByRole("listbox").getByRole("option").first();
    await option.waitFor();
    await option.click();
    await form.locator("button[type=submit]").click();

    const sections = page.getByTestId("sample-result").getByTestId("report-section");
    await expect.poll(() => sections.count(), { timeout: 60_000 }).toBe(6);
    const headings = await sections.locator("h2").allTextContents();
    const lifeTitles = catalog.kinds.find((k) => k.kind === "life")!.sections.slice(0, 6).map((s) => s.title);
    expect(headings).toEqual(lifeTitles);
    // Written in Hindi: every heading and paragraph is Devanagari.
    for (const text of [...headings, ...(await sections.locator("p").allTextContents()).slice(0, 6)]) expect(text).toMatch(/[\u0900-\u097F]/);
    const upgrade = page.getByTestId("sample-upgrade").getByRole("link");
    const href = new URL((await upgrade.getAttribute("href"))!, baseUrl);
    expect(href.pathname).toBe("/hindi/astrological-report-form");
    expect(href.searchParams.get("kind")).toBe("life");
    expect(href.searchParams.get("date")).toBe(chennai.date);
    expect(Number(href.searchParams.get("latitude"))).toBeCloseTo(13.08, 1);
    await page.context().close();
  });

  it("sends a signed-out visitor who presses Buy to sign in, and back to the form after", async () => {
    const page = await open("/reports/premium");
    const buy = page.locator("[data-testid=report-kind][data-kind=marriage]").getByRole("link", { name: "Buy" });
    await buy.waitFor();
    await buy.click();
    await page.waitForURL((u) => u.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/astrological-report-form?kind=marriage");
    await page.getByTestId("login-form").waitFor();
    await page.context().close();
  });

  it("shows the server's shortfall and a top-up back to the form when the wallet is short, with nothing bought or charged", async () => {
    const { token } = await signUpByApi(baseUrl, newEmail("short"), password);
    const catalog = await getJson<Catalog>("/api/reports/catalog?lang=en");
    const career = catalog.kinds.find((k) => k.kind === "career")!;
    const page = await openSignedIn(`/astrological-report-form?${new URLSearchParams({ kind: "career", ...chennai })}`, token, 360);
    await page.getByTestId("report-form").waitFor();
    expect(await page.getByTestId("report-price").textContent()).toBe(rupees(career.pricePaise));
    await expect.poll(() => page.getByTestId("report-balance").textContent()).toContain(balance(0));
    // The address's details are in the form.
    expect(await page.getByTestId("report-person").locator("input[name=name]").inputValue()).toBe(chennai.name);

    await page.getByTestId("report-buy").click();
    const shortfall = page.getByTestId("report-shortfall");
    await shortfall.waitFor();
    expect(await shortfall.textContent()).toContain(`Your wallet is short by ${balance(career.pricePaise)}`);
    const topUp = shortfall.getByRole("link", { name: `Add ${rupees(career.pricePaise)} to wallet` });
    const topUpHref = new URL((await topUp.getAttribute("href"))!, baseUrl);
    expect(topUpHref.pathname).toBe("/wallet-recharge");
    expect(topUpHref.searchParams.get("amount")).toBe(String(Math.ceil(career.pricePaise / 100)));
    const back = new URL(topUpHref.searchParams.get("return")!, baseUrl);
    expect(back.pathname).toBe("/astrological-report-form");
    expect(back.searchParams.get("kind")).toBe("career");
    expect(back.searchParams.get("name")).toBe(chennai.name);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    // Nothing was bought: no report, no debit.
    expect((await getJson<{ reports: unknown[] }>("/api/reports", token)).reports).toEqual([]);
    const wallet = await getJson<{ balancePaise: number; entries: unknown[] }>("/api/wallet", token);
    expect(wallet.balancePaise).toBe(0);
    expect(wallet.entries).toEqual([]);
    await appReady(page);
    await page.context().close();
  });

  it("rewrites a report free from corrected birth details: the dialog holds the report's details, the reader shows the new version's progress, nothing more is charged", async () => {
    const { token } = await signUpByApi(baseUrl, newEmail("correct"), password);
    const catalog = await getJson<Catalog>("/api/reports/catalog?lang=en");
    const child = catalog.kinds.find((k) => k.kind === "child")!;
    await recharge(token, child.pricePaise);
    const birth = { ...chennai, latitude: Number(chennai.latitude), longitude: Number(chennai.longitude) };
    const created = await postJson<{ id: string }>("/api/reports", token, { kind: "child", birth, language: "en", chartStyle: "south" }, 201, { "Idempotency-Key": crypto.randomUUID() });
    const page = await openSignedIn(`/dashboard/reports/${created.id}`, token, 360);
    await page.locator("[data-testid=report-reader][data-status=ready]").waitFor({ timeout: 60_000 });
    expect(await page.getByTestId("report-section").count()).toBe(child.sections.length);

    await page.getByTestId("report-correct").click();
    const dialog = page.getByTestId("correct-dialog");
    await dialog.waitFor();
    const time = dialog.getByTestId("correct-person").locator("input[name=birthTime]");
    expect(await time.inputValue()).toBe("10:34");
    await time.fill("16:05");
    await dialog.getByTestId("correct-save").click();
    await dialog.waitFor({ state: "detached" });
    // The new version is written from the corrected time; the reader follows it to the end.
    await page.locator("[data-testid=report-reader][data-status=ready]").waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await getJson<{ version: number; status: string }>(`/api/reports/${created.id}`, token)).version).toBe(2);
    const report = await getJson<{ version: number; status: string; birth: { time: string } }>(`/api/reports/${created.id}`, token);
    expect(report.birth.time.slice(0, 5)).toBe("16:05");
    await expect.poll(() => page.getByTestId("report-section").count()).toBe(child.sections.length);
    expect(await page.locator("main p").nth(0).textContent()).toContain("16:05");
    const wallet = await getJson<{ balancePaise: number }>("/api/wallet", token);
    expect(wallet.balancePaise).toBe(0);
    await page.context().close();
  });
});
