/**
 * Screenshots of pages at phone and desktop widths, for looking at what we built:
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:8787 /astrologers /hindi/astrologers
 * Writes PNGs to .data/screenshots/ (git-ignored). With TOKEN=<a sign-in token> the pages
 * are taken signed in (the token is put in localStorage as the SPA keeps it).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { launchChromium } from "./lib/chromium";
import { projectRoot } from "./lib/wrangler";

const [base = "http://127.0.0.1:8787", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "360,1280").split(",").map(Number);
const outDir = join(projectRoot, ".data", "screenshots");
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
try {
  for (const path of paths.length ? paths : ["/"]) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, locale: "en-IN" });
      const token = process.env.TOKEN;
      if (token) await page.addInitScript((t) => localStorage.setItem("token", t), token);
      await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      // The name keeps the path and the start of the query: long query strings exceed the file-name limit.
      const file = join(outDir, `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "").slice(0, 80) || "home"}-${width}.png`);
      const fullPage = process.env.FULL === "1";
      // A full-page capture does not scroll, so what waits for the viewport (.below-fold,
      // content-visibility: auto in web/src/theme.css) would be blank boxes: draw it all.
      // (As style attributes: the page's CSP allows no added <style>.)
      if (fullPage) await page.evaluate('document.querySelectorAll(".below-fold").forEach((box) => { box.style.contentVisibility = "visible"; })');
      await page.screenshot({ path: file, fullPage });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
