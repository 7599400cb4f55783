import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { launchChromium } from "../../scripts/lib/chromium";

/**
 * One Chromium per test file, against the `wrangler dev` the global setup started. `fakeMedia`:
 * fake camera and microphone, granted to every context (calls, issue 26).
 */
export function useBrowser(launch: { fakeMedia?: boolean } = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(launch);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseUrl = inject("baseUrl");
  return {
    baseUrl,
    /**
     * A fresh context (no saved language) at the given width, opened at `path`. `now` sets the
     * page's clock (ISO instant) before it loads; the clock then runs on from there, and
     * `page.clock.fastForward` moves it on.
     */
    async open(path: string, options: { width?: number; locale?: string; now?: string } = {}): Promise<Page> {
      if (!browser) throw new Error("browser not started");
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: 900 },
        locale: options.locale ?? "en-US",
        ...(launch.fakeMedia ? { permissions: ["camera", "microphone"] } : {}),
      });
      const page = await context.newPage();
      if (options.now) await page.clock.install({ time: new Date(options.now) });
      await page.goto(new URL(path, baseUrl).href);
      return page;
    },
  };
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling on phones). */
export function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * Whether the page downloaded, and so draws `sample` with, one of its self-hosted font faces
 * whose unicode-range covers the sample's first character (the browser fetches a face only
 * when text on the page needs it). Waits up to 30 s for the download (a bound for a busy machine, not a timing).
 */
export async function shippedFontCovers(page: Page, sample: string): Promise<boolean> {
  return page
    .waitForFunction(
      (codePoint) =>
        [...document.fonts].some((face) => {
          if (face.status !== "loaded") return false;
          return face.unicodeRange.split(",").some((range) => {
            const [from, to] = range.trim().replace(/^U\+/i, "").split("-").map((h) => parseInt(h, 16));
            return from !== undefined && codePoint >= from && codePoint <= (to ?? from);
          });
        }),
      sample.codePointAt(0)!,
      { timeout: 30_000 },
    )
    .then(() => true)
    .catch(() => false);
}
