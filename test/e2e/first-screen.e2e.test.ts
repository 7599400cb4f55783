/**
 * The first screen the edge writes into #root (scripts/first-screen.tsx → worker/src/site/pages.ts)
 * must look exactly like the SPA's first render, which replaces it: the same boxes in the same
 * places in every language, at phone and desktop widths, so nothing moves (no layout shift) and
 * no React error is logged.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../../scripts/lib/chromium";
import { localizePath, locales } from "@site/locales";
import { hasNoHorizontalOverflow } from "./browser";

const baseUrl = inject("baseUrl");
let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser!.newContext({ viewport: { width, height: 900 }, locale: "en-US", javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl).href);
  return page;
}

const homeLandmarks = [
  "header",
  "header a",
  "header select",
  "main h1",
  "main h1 + p",
  "main section a",
  "[data-testid=kundli-card]",
  "[data-testid=kundli-card] input",
  "[data-testid=home-tools] h2",
  "[data-testid=tools-grid] li:last-child",
];
const headerLandmarks = ["header", "header a", "header a + div > a:last-of-type", "header select", "header button"];

/** Where the first screen's landmarks are, once the fonts have loaded (rounded to half pixels). */
function boxes(page: Page, selectors: string[] = homeLandmarks): Promise<Record<string, number[]>> {
  return page.evaluate(async (selectors) => {
    await document.fonts.ready;
    const round = (n: number) => Math.round(n * 2) / 2;
    return Object.fromEntries(
      selectors.map((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return [s, [round(r.x), round(r.y), round(r.width), round(r.height)]];
      }),
    );
  }, selectors);
}

describe("the first screen drawn before the JavaScript runs", () => {
  for (const width of [360, 1280]) {
    it.each(locales)(`is the SPA's first render, box for box, in %s at ${width} px`, async (locale) => {
      const path = localizePath("/", locale);
      const staticPage = await open(path, width, false);
      await staticPage.locator("main h1").waitFor();
      // The primary task is on a phone's first screen (issue 19), inert until the SPA's form replaces it.
      expect(await staticPage.locator("[data-testid=kundli-card][inert]").count()).toBe(1);
      if (width === 360) expect((await staticPage.locator("[data-testid=kundli-card] input").first().boundingBox())!.y).toBeLessThan(900);
      expect(await hasNoHorizontalOverflow(staticPage), `${locale} ${width} without JavaScript`).toBe(true);
      const before = await boxes(staticPage);
      await staticPage.context().close();

      const page = await open(path, width, true);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && errors.push(m.text()));
      await page.locator("[data-testid=kundli-card]:not([inert])").waitFor();
      expect(await boxes(page)).toEqual(before);
      expect(await page.locator("html").getAttribute("class")).toBeFalsy();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it.each([
    ["/hindi/astrologers", 360],
    ["/kundli", 1280],
    ["/tamil/panchang", 360],
  ] as const)("gives %s at %i px the SPA's header and the page's heading before the code arrives", async (path, width) => {
    const staticPage = await open(path, width, false);
    await staticPage.locator("header").waitFor();
    // Not the header alone for 2–3 s on a slow phone (issue 19): the page's heading, description and a blank card.
    const skeleton = staticPage.locator("main[aria-busy=true]");
    expect(await skeleton.count()).toBe(1);
    const heading = (await skeleton.locator("h1").textContent())!;
    expect(heading.trim().length).toBeGreaterThan(2);
    expect(await hasNoHorizontalOverflow(staticPage)).toBe(true);
    const before = await boxes(staticPage, headerLandmarks);
    await staticPage.context().close();
    const page = await open(path, width, true);
    await page.locator("main:not([aria-busy]) h1").first().waitFor();
    expect(await boxes(page, headerLandmarks)).toEqual(before);
    await page.context().close();
  });

  it.each([
    ["/", "en", ["latin"]],
    ["/hindi", "hi", ["latin", "devanagari"]],
    ["/tamil", "ta", ["latin", "tamil"]],
    ["/telugu/astrologers", "te", ["latin", "telugu"]],
    ["/tamil/astrologers", "ta", ["latin", "tamil"]],
  ] as const)("loads on %s only the fonts of its own script (%s)", async (path, _locale, scripts) => {
    const context = await browser!.newContext({ viewport: { width: 360, height: 800 }, locale: "en-US" });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".woff2")) fonts.push(new URL(r.url()).pathname);
    });
    await page.goto(new URL(path, baseUrl).href);
    await page.locator("html[data-app=ready]").waitFor();
    // Prices (the rupee sign) and the language menu are on these pages once the SPA has drawn them.
    await page.locator("main h1").first().waitFor();
    if (path.includes("astrologers")) await page.getByTestId("astrologer-card").first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const scriptOf = (file: string) => /noto-sans-(?:tamil-|telugu-)?(latin-ext|latin|devanagari|tamil|telugu)-\d00/.exec(file)?.[1]?.replace("latin-ext", "latin");
    const loaded = [...new Set(fonts.map(scriptOf))].sort();
    expect(loaded, fonts.join(", ")).toEqual([...scripts].sort());
    await context.close();
  });

  it.each(["/hindi", "/tamil/astrologers"])("has the rupee sign's faces in before %s shows its first screen, and fetches no font after the app draws its prices", async (path) => {
    const context = await browser!.newContext({ viewport: { width: 360, height: 800 }, locale: "en-US" });
    const page = await context.newPage();
    // The rupee faces' states when the loader shows the first screen (scripts/rupee-face.ts, index.html).
    await page.addInitScript(() => {
      // On the document: an init script may run before <html> exists.
      let pending = false;
      new MutationObserver((_, observer) => {
        if (document.documentElement?.classList.contains("first-screen-pending")) pending = true;
        if (!pending || document.documentElement.classList.contains("first-screen-pending")) return;
        observer.disconnect();
        const rupee = [...document.fonts].filter((face) => /^U\+20B9$/i.test(face.unicodeRange));
        (window as unknown as { rupeeAtShow: string[] }).rupeeAtShow = rupee.map((face) => `${face.weight}:${face.status}`);
      }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
    });
    const fontsAfterReady: string[] = [];
    let ready = false;
    page.on("request", (r) => {
      if (ready && r.resourceType() === "font") fontsAfterReady.push(r.url());
    });
    await page.goto(new URL(path, baseUrl).href);
    await page.locator("html[data-app=ready]").waitFor();
    ready = true;
    await page.getByText("₹").first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await page.evaluate(() => (window as unknown as { rupeeAtShow?: string[] }).rupeeAtShow)).toEqual(["400:loaded", "600:loaded", "700:loaded"]);
    expect(fontsAfterReady).toEqual([]);
    await context.close();
  });

  it.each([
    ["a language saved on an earlier visit (the SPA moves / to /hindi)", { language: "hi" }, "", "/hindi"],
    ["a stored sign-in (the SPA shows its loading screen first)", { token: "not.a.token" }, "header only", "/"],
  ] as const)("shows no first screen that would flash away with %s", async (_what, storage, expected, finalPath) => {
    const context = await browser!.newContext({ viewport: { width: 360, height: 800 }, locale: "en-US" });
    const page = await context.newPage();
    await page.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      // What #root held when the page finished parsing, per path (before the app started).
      document.addEventListener("DOMContentLoaded", () => {
        const root = document.getElementById("root")!;
        const seen = root.innerHTML === "" ? "" : root.querySelector("header") && !root.querySelector("main") ? "header only" : "page";
        sessionStorage.setItem(`root:${location.pathname}`, seen);
      });
    }, storage);
    await page.goto(new URL("/", baseUrl).href);
    await page.waitForURL((u) => u.pathname === finalPath);
    await page.locator("main h1, main [role=status]").first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("root:/"))).toBe(expected);
    await context.close();
  });

  it("shifts nothing while the SPA takes over", async () => {
    const context = await browser!.newContext({ viewport: { width: 412, height: 823 }, locale: "en-US" });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(new URL("/", baseUrl).href);
    await page.getByTestId("kundli-card").waitFor();
    await page.getByTestId("home-astrologers").getByTestId("astrologer-card").first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
    await context.close();
  });
});
