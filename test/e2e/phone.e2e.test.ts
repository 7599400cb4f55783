import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";

/**
 * The phone layout of issue 19, item 9, at 360 px (a common Android width): words kept whole,
 * controls not cut off, the wide ashtakavarga table scrollable with a cue, 44 px day buttons,
 * form errors brought into view, native times and dates, and /jathagam outside Tamil.
 */
const { open, baseUrl } = useBrowser();
const phone = { width: 360 };

const prefixes = { en: "", hi: "/hindi", ta: "/tamil", te: "/telugu" } as const;
type Locale = keyof typeof prefixes;
const locales = Object.keys(prefixes) as Locale[];

/** PyJHora's Chennai case (see kundli.e2e.test.ts). */
const chennai = "name=Asha%20Rao&date=1996-12-07&time=10:34&location=Chennai%2C%20Tamil%20Nadu%2C%20India&gender=female&latitude=13.0878&longitude=80.2785";

async function ready(page: Page): Promise<void> {
  await page.locator("html[data-app=ready]").waitFor();
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The words (runs of non-space) of `selector`'s elements that the browser laid out over more than
 * one line, i.e. broke inside the word, and the elements whose content is wider than their box.
 */
function brokenWords(page: Page, selector: string): Promise<{ split: string[]; overflowing: string[]; count: number }> {
  return page.evaluate((sel) => {
    const elements = [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => el.getClientRects().length > 0);
    const split: string[] = [];
    const overflowing: string[] = [];
    for (const el of elements) {
      if (el.scrollWidth > el.clientWidth + 1) overflowing.push(el.textContent ?? "");
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
          if (lines.size > 1) split.push(word[0]);
        }
      }
    }
    return { split, overflowing, count: elements.length };
  }, selector);
}

describe("the site on a 360 px phone", () => {
  it.each(locales)("keeps every word of the %s home page's headings and tool cards whole, inside their boxes", async (locale) => {
    for (const path of [prefixes[locale] || "/", `${prefixes[locale]}/astrology-tools`]) {
      const page = await open(path, phone);
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await page.getByTestId("tools-grid").waitFor();
      const found = await brokenWords(page, "main h1, main h2, main h3, [data-testid=tools-grid] a");
      expect(found.count).toBeGreaterThan(12);
      expect(found.split, `${path}: words broken across lines`).toEqual([]);
      expect(found.overflowing, `${path}: content wider than its box`).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      const styles = await page.evaluate(() => {
        const h1 = getComputedStyle(document.querySelector("main h1")!);
        return { hyphens: h1.hyphens, wordBreak: h1.wordBreak, overflowWrap: h1.overflowWrap };
      });
      expect(styles.hyphens).toBe("auto");
      expect(styles.wordBreak).toBe(locale === "en" ? "normal" : "keep-all");
      expect(styles.overflowWrap).toBe("break-word");
      await page.context().close();
    }
  });

  it.each(["en", "ta", "te"] as const)("shows the %s panchang's date field and 'Sunrise taken at' choice whole, with 44 px day buttons", async (locale) => {
    const page = await open(`${prefixes[locale]}/panchang`, phone);
    await ready(page);
    const form = page.locator("form").filter({ has: page.getByTestId("panchang-date") });
    // On a phone the "how it is computed" panel starts closed, so the day's panchang comes first.
    const howComputed = form.locator("details");
    expect(await howComputed.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await howComputed.locator("summary").click();
    await page.getByTestId("panchang-ayanamsa").waitFor();
    const formBox = (await form.boundingBox())!;
    for (const control of [page.getByTestId("panchang-date"), page.getByTestId("panchang-ayanamsa"), ...(await page.getByTestId("panchang-sunrise-definition").locator("label").all())]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(formBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(formBox.x + formBox.width);
      // The control is wide enough for what it shows (a select's chosen option, a date's dd/mm/yyyy and picker).
      expect(await control.evaluate((el: HTMLInputElement | HTMLSelectElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    expect((await page.getByTestId("panchang-date").boundingBox())!.width).toBeGreaterThanOrEqual(150);
    for (const name of ["panchang-prev-day", "panchang-next-day"]) {
      const box = (await page.getByTestId(name).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const before = await page.getByTestId("panchang-date").inputValue();
    await page.getByTestId("panchang-next-day").click();
    await expect.poll(() => page.getByTestId("panchang-date").inputValue()).not.toBe(before);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("gives the matching form's birth date fields the room to show a whole date", async () => {
    const page = await open("/tamil/kundli-matching", phone);
    await ready(page);
    for (const who of ["boy", "girl"]) {
      const fields = page.getByTestId(`${who}-fields`);
      const box = (await fields.boundingBox())!;
      const date = fields.locator("input[type=date]");
      const dateBox = (await date.boundingBox())!;
      expect(dateBox.width).toBeGreaterThanOrEqual(150);
      expect(dateBox.x + dateBox.width).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("scrolls the ashtakavarga table sideways in a labelled, focusable region with an edge shadow and a hint", async () => {
    const page = await open(`/tamil/kundli?${chennai}`, phone);
    await ready(page);
    const region = page.getByTestId("ashtakavarga-table-scroll");
    await region.scrollIntoViewIfNeeded();
    expect(await region.getAttribute("role")).toBe("region");
    expect(await region.getAttribute("aria-label")).toBe("அஷ்டகவர்க்கம்");
    expect(await region.getAttribute("tabindex")).toBe("0");
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await region.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("radial-gradient");
    await page.getByTestId("ashtakavarga-table-hint").waitFor();
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it.each([
    ["/kundli", "kundli-form", "Generate Kundli", "name"],
    ["/kundli-matching", "matching-form", "Match Kundli", null],
    ["/signup", "signup-form", null, null],
  ] as const)("on %s, a submit with errors focuses the first invalid field and scrolls it into view", async (path, testId, button, focusedName) => {
    const page = await open(path, phone);
    await ready(page);
    const form = page.getByTestId(testId);
    const submit = button ? form.getByRole("button", { name: button }) : form.locator("button[type=submit]");
    await submit.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await submit.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toMatch(/^(INPUT|SELECT|TEXTAREA)$/);
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      const box = el.getBoundingClientRect();
      const firstInvalid = el.form?.querySelector("[data-field-error] input, [aria-invalid='true']");
      return { name: el.name, isFirst: firstInvalid === el, inView: box.top >= 0 && box.bottom <= window.innerHeight };
    });
    if (focusedName) expect(focused.name).toBe(focusedName);
    expect(focused.isFirst).toBe(true);
    expect(focused.inView).toBe(true);
    await page.context().close();
  });

  it("writes Hindi panchang times without am/pm and the Telugu date without a stray comma", async () => {
    const hindi = await open("/hindi/panchang?date=2026-11-22", phone);
    await ready(hindi);
    await hindi.getByTestId("panchang-for").waitFor();
    await expect.poll(() => hindi.locator("main").textContent()).toContain("सुबह");
    expect(await hindi.locator("main").textContent()).not.toMatch(/\d\s?[ap]\.?m\b/i);
    await hindi.context().close();

    const telugu = await open("/telugu/panchang?date=2026-11-22", phone);
    await ready(telugu);
    await expect.poll(() => telugu.getByTestId("panchang-for").textContent()).toContain("22 నవంబర్ 2026, ఆదివారం");
    expect(await telugu.getByTestId("panchang-for").textContent()).not.toMatch(/\b\d{1,2},/);
    await telugu.context().close();
  });

  it("sends /jathagam outside Tamil (404 and then a Tamil chart before) with a 301 to the South Indian chart in the page's language", async () => {
    for (const [path, landsOn, lagna] of [
      ["/jathagam", "/kundli", "Capricorn"],
      ["/hindi/jathagam", "/hindi/kundli", "मकर"],
      ["/telugu/jathagam", "/telugu/kundli", "మకరం"],
    ] as const) {
      const response = await fetch(new URL(`${path}?${chennai}`, baseUrl), { redirect: "manual" });
      expect(response.status, path).toBe(301);
      const location = new URL(response.headers.get("Location")!);
      expect(location.pathname).toBe(landsOn);
      expect(location.searchParams.get("style")).toBe("south");
      expect(location.searchParams.get("latitude")).toBe("13.0878");
      // A Tamil-preferring browser too: the status and what it is shown agree.
      const page = await open(`${path}?${chennai}`, { ...phone, locale: "ta-IN" });
      await ready(page);
      const chart = page.getByTestId("chart-lagna-D1");
      await chart.locator("svg").waitFor();
      expect(await chart.getAttribute("data-style")).toBe("south");
      if (path !== "/jathagam") {
        expect(new URL(page.url()).pathname).toBe(landsOn);
        expect(await page.getByTestId("kundli-summary").textContent()).toContain(lagna);
      }
      await page.context().close();
    }
    expect((await fetch(new URL(`/tamil/jathagam?${chennai}`, baseUrl))).status).toBe(200);
    const tamil = await open(`/tamil/jathagam?${chennai}`, phone);
    await ready(tamil);
    await tamil.getByTestId("chart-lagna-D1").locator("svg").waitFor();
    expect(await tamil.getByTestId("kundli-summary").textContent()).toContain("மகரம்");
    await tamil.context().close();
  });
});
