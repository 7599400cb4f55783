/**
 * Issue 19, items 7 and 8: the calendar pages know what day and time it is. The page's clock is
 * fixed with Playwright's `page.clock` (see `open(…, { now })`), so "today" is a known date and
 * "now" a known instant, and `page.clock.fastForward` moves it on as time passes on a real page.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";

const { open, baseUrl } = useBrowser();

/** Late November 2026 in New Delhi: 10:00 IST on Wednesday 25 November. */
const lateNovember = "2026-11-25T10:00:00+05:30";

interface Span {
  start: string;
  end: string;
}
interface Festival {
  id: string;
  kind: string;
  date: string;
  endDate?: string;
  name: string;
}

/** New Delhi's calendar from the API the page reads (the facts the page must show in order). */
async function delhiFestivals(year: number): Promise<Festival[]> {
  const q = new URLSearchParams({ year: String(year), latitude: "28.6139", longitude: "77.209", timezone: "Asia/Kolkata", tradition: "smarta", months: "purnimanta", lang: "en" });
  const answer = (await (await fetch(new URL(`/api/festivals?${q}`, baseUrl))).json()) as { festivals: Festival[] };
  return answer.festivals;
}

async function delhiPanchang(date: string) {
  const q = new URLSearchParams({ date, latitude: "28.6139", longitude: "77.209", timezone: "Asia/Kolkata", ayanamsa: "lahiri", sunrise: "upper-limb", lang: "en" });
  return (await (await fetch(new URL(`/api/panchang?${q}`, baseUrl))).json()) as {
    tithi: (Span & { name: string })[];
    nakshatra: (Span & { name: string })[];
    yoga: (Span & { name: string })[];
    karana: (Span & { name: string })[];
    choghadiya: { day: (Span & { name: string })[]; night: (Span & { name: string })[] };
    hora: (Span & { name: string })[];
  };
}

const inForce = <T extends Span>(list: T[], at: string) => list.find((x) => Date.parse(x.start) <= Date.parse(at) && Date.parse(at) < Date.parse(x.end));

/** The text of the one element marked current inside `testId`. */
async function currentIn(page: Page, testId: string): Promise<string> {
  const marked = page.getByTestId(testId).locator("[aria-current=time]");
  await marked.first().waitFor();
  expect(await marked.count()).toBe(1);
  return (await marked.textContent()) ?? "";
}

describe("the festival calendar opens at today (issue 19, item 7)", () => {
  it("opens at November 2026 on 25 November 2026, with the next festivals from that day listed first", async () => {
    const page = await open("/hindu-festivals", { now: lateNovember });
    const upcoming = page.getByTestId("festivals-upcoming");
    await upcoming.waitFor();
    expect(await page.getByTestId("festival-month").inputValue()).toBe("2026-11");
    expect(await page.getByTestId("festival-month-view").locator("h2").textContent()).toBe("November 2026");

    // Upcoming comes before the month, and lists what is next from 25 November on, in order,
    // reaching into 2027 when 2026 has fewer left.
    const upcomingBox = (await upcoming.boundingBox())!;
    const monthBox = (await page.getByTestId("festival-month-view").boundingBox())!;
    expect(upcomingBox.y).toBeLessThan(monthBox.y);
    const expected = [...(await delhiFestivals(2026)), ...(await delhiFestivals(2027))].filter((f) => (f.endDate ?? f.date) >= "2026-11-25").slice(0, 6);
    await expect.poll(() => page.getByTestId("festivals-upcoming-item").count()).toBe(expected.length);
    const items = await page.getByTestId("festivals-upcoming-item").allTextContents();
    expected.forEach((f, i) => expect(items[i], f.id).toContain(f.name));
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("moves month by month into the next year and back, and picks a month, keeping it in the URL", async () => {
    const page = await open("/hindu-festivals", { now: lateNovember });
    await page.getByTestId("festival-month").waitFor();
    await page.getByTestId("festival-next-month").click();
    await page.waitForURL(/month=2026-12/);
    await page.getByTestId("festival-next-month").click();
    await page.waitForURL(/month=2027-01/);
    const sankranti = (await delhiFestivals(2027)).find((f) => f.kind === "makar-sankranti")!;
    await page.getByTestId(`festival-${sankranti.id}`).waitFor();
    expect(await page.getByTestId("festival-month").inputValue()).toBe("2027-01");

    await page.getByTestId("festival-prev-month").click();
    await page.waitForURL(/month=2026-12/);
    await page.getByTestId("festival-month").selectOption("2026-03");
    await page.waitForURL(/month=2026-03/);
    const holi = (await delhiFestivals(2026)).find((f) => f.kind === "holi")!;
    await page.getByTestId(`festival-${holi.id}`).waitFor();

    await page.getByTestId("festival-this-month").click();
    await page.waitForURL(/month=2026-11/);
    await page.context().close();
  });

  it("shows a month as a grid: dots and the chosen day's festivals on a 360 px phone, and a link opens the same view", async () => {
    const page = await open("/hindu-festivals?month=2026-12&view=grid", { width: 360, now: lateNovember });
    const grid = page.getByTestId("festival-grid");
    await grid.waitFor();
    expect(await page.getByTestId("festival-view-grid").getAttribute("aria-pressed")).toBe("true");
    // 31 days, each a tappable cell at least 44 px high.
    expect(await grid.locator("[data-testid^=festival-day-2026-12-]").count()).toBe(31);
    const cell = (await page.getByTestId("festival-day-2026-12-01").boundingBox())!;
    expect(cell.height).toBeGreaterThanOrEqual(44);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    const december = (await delhiFestivals(2026)).filter((f) => f.date.startsWith("2026-12"));
    const day = december[december.length - 1]!;
    const dayCell = page.getByTestId(`festival-day-${day.date}`);
    expect(Number(await dayCell.getAttribute("data-festivals"))).toBeGreaterThan(0);
    await dayCell.click();
    expect(await dayCell.getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("festival-day-list").getByText(day.name, { exact: false }).first().waitFor();

    // Switching to the list keeps the month; the grid is one click away again.
    await page.getByTestId("festival-view-list").click();
    await page.waitForURL((url) => !url.search.includes("view=") && url.search.includes("month=2026-12"));
    await page.getByTestId(`festival-${december[0]!.id}`).waitFor();
    await page.context().close();
  });

  it("marks today in the grid of the current month, in Telugu", async () => {
    const page = await open("/telugu/hindu-festivals?view=grid", { width: 360, now: lateNovember });
    const today = page.getByTestId("festival-day-2026-11-25");
    await today.waitFor();
    expect(await today.getAttribute("aria-current")).toBe("date");
    expect(await page.getByTestId("festival-day-list").locator("h3").textContent()).toMatch(/[\u0C00-\u0C7F]/);
    expect(await page.getByTestId("festivals-upcoming").locator("h2").textContent()).toBe("రాబోయే పండుగలు");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });
});

describe("the period in force now is marked and moves on with the clock (issue 19, item 7)", () => {
  it("choghadiya: marks the period in force at 10:00 IST and moves the mark when it ends", async () => {
    const { choghadiya } = await delhiPanchang("2026-11-25");
    const now = inForce(choghadiya.day, lateNovember)!;
    const page = await open("/choghadiya", { now: lateNovember });
    expect(await currentIn(page, "choghadiya-day")).toContain(now.name);
    expect(await page.getByTestId("choghadiya-now").textContent()).toContain(now.name);
    expect(await page.getByTestId("choghadiya-night").locator("[aria-current]").count()).toBe(0);

    // The clock runs on past the period's end: the mark moves to the next one by itself.
    const next = choghadiya.day[choghadiya.day.indexOf(now) + 1]!;
    const minutes = Math.ceil((Date.parse(now.end) - Date.parse(lateNovember)) / 60_000) + 1;
    await page.clock.fastForward(minutes * 60_000);
    await expect.poll(() => page.getByTestId("choghadiya-day").locator("[aria-current=time]").textContent()).toContain(next.name);
    expect(await page.getByTestId("choghadiya-day").locator("[aria-current=time]").count()).toBe(1);
    await page.context().close();
  });

  it("hora: marks the hora in force at 10:00 IST", async () => {
    const { hora } = await delhiPanchang("2026-11-25");
    const now = inForce(hora, lateNovember)!;
    const page = await open("/hora-timings", { now: lateNovember });
    expect(await currentIn(page, "hora-day")).toMatch(new RegExp(`^${now.name}`));
    expect(await page.getByTestId("hora-now").textContent()).toContain(now.name);
    await page.context().close();
  });

  it("marks nothing on a day that is not today", async () => {
    const page = await open("/choghadiya?date=2026-11-20", { now: lateNovember });
    await page.getByTestId("choghadiya-day").locator("li").first().waitFor();
    expect(await page.locator("[aria-current=time]").count()).toBe(0);
    await page.context().close();
  });

  it("panchang: marks the tithi, nakshatra, yoga and karana in force now, each with its end", async () => {
    const day = await delhiPanchang("2026-11-25");
    const page = await open("/panchang", { now: lateNovember });
    for (const [testId, list] of [
      ["panchang-tithi", day.tithi],
      ["panchang-nakshatra", day.nakshatra],
      ["panchang-yoga", day.yoga],
      ["panchang-karana", day.karana],
    ] as const) {
      const text = await currentIn(page, testId);
      expect(text, testId).toContain(inForce(list, lateNovember)!.name);
      expect(text, testId).toMatch(/until \d\d:\d\d [ap]m/);
    }
    await page.context().close();
  });
});

describe("the year menu follows the clock (issue 19, item 8)", () => {
  async function yearMenu(page: Page): Promise<{ label: string; hrefs: string[] }> {
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    const button = page.locator("header nav button", { hasText: /20\d\d/ });
    const label = (await button.textContent()) ?? "";
    await button.click();
    // A menu's links load with their own chunk when it first opens.
    await page.locator("header nav ul a").first().waitFor();
    const hrefs = await page.locator("header nav ul a").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    return { label, hrefs };
  }

  it("shows Year 2026 in November 2026, pointing at the 2026 pages", async () => {
    const page = await open("/", { now: lateNovember });
    const { label, hrefs } = await yearMenu(page);
    expect(label).toBe("Year 2026");
    expect(hrefs).toEqual(["/year-2026/horoscope", "/year-2026/numerology", "/year-2026/tarot", "/year-2026/festivals", "/year-2026/planet-transits"]);
    await page.context().close();
  });

  it("shows Year 2027 in March 2027, in Tamil too", async () => {
    const page = await open("/tamil/", { now: "2027-03-01T09:00:00+05:30" });
    const { label, hrefs } = await yearMenu(page);
    expect(label).toBe("2027-ஆம் ஆண்டு");
    expect(hrefs).toContain("/tamil/year-2027/festivals");
    await page.context().close();
  });
});

describe("the 2026 and 2027 editions are the same pages for their year (issue 19, item 8)", () => {
  it("the Worker writes each edition's year into its head, in every language", async () => {
    for (const [path, title] of [
      ["/festivals-2027", "Hindu Festivals 2027"],
      ["/hindi/horoscope-2026", "राशिफल 2026"],
      ["/tamil/year-2026/festivals", "இந்து பண்டிகைகள் 2026"],
      ["/telugu/planet-transit-2027", "గ్రహ గోచారం 2027"],
    ]) {
      const html = await (await fetch(new URL(path!, baseUrl))).text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toContain(title);
    }
    expect((await fetch(new URL("/festivals-2031", baseUrl))).status).toBe(404);
  });

  it("the 2027 festival calendar shows 2027's festivals, opening at January", async () => {
    const page = await open("/festivals-2027", { now: lateNovember });
    await page.getByTestId("festivals-page").waitFor();
    expect(await page.locator("h1").textContent()).toBe("Festivals 2027");
    expect(await page.getByTestId("festival-month").inputValue()).toBe("2027-01");
    const first = (await delhiFestivals(2027)).find((f) => f.date.startsWith("2027-01"))!;
    await page.getByTestId(`festival-${first.id}`).waitFor();
    // A year's page stays in its year: no month before January.
    expect(await page.getByTestId("festival-prev-month").isDisabled()).toBe(true);
    await page.context().close();
  });

  it("the 2026 calendar opens at this month with upcoming first, and the 2026 edition pages name their year", async () => {
    const page = await open("/year-2026/festivals", { now: lateNovember });
    await page.getByTestId("festivals-upcoming").waitFor();
    expect(await page.getByTestId("festival-month").inputValue()).toBe("2026-11");
    await page.context().close();

    const edition = await open("/telugu/horoscope-2026");
    await edition.locator('[data-testid=year-horoscope-page][data-year="2026"]').waitFor();
    expect(await edition.locator("h1").textContent()).toBe("రాశిఫలాలు 2026");
    await edition.context().close();
  });
});
