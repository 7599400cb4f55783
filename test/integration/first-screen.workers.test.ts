/**
 * The first screen the edge writes into <div id="root"> (scripts/first-screen.tsx renders it at
 * build time from the SPA's components; worker/src/site/pages.ts injects it): the page paints
 * its header and hero before the JavaScript arrives. Needs dist/web (npm test builds it).
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import en from "../../web/messages/en.json";
import hi from "../../web/messages/hi.json";
import ta from "../../web/messages/ta.json";
import te from "../../web/messages/te.json";
import hiMeta from "@site/meta/hi.json";
import { firstScreenHtml, type FirstScreens, headFor, preferredLocale } from "@site/head";
import type { Site } from "@site/sites";
import { fixtureSites } from "@site/sites.fixture";

const page = (url: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(url.startsWith("http") ? url : `http://example.com${url}`, { headers: { Accept: "text/html", ...headers } }));

/** The inside of <div id="root">…</div> (the shell's last element before its scripts). */
async function rootOf(res: Response): Promise<string> {
  const html = await res.text();
  const match = /<div id="root">([\s\S]*?)<\/div>\s*<script>/.exec(html);
  expect(match, "the page has <div id=root> followed by the loader script").not.toBeNull();
  return match![1]!;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
const heading = (text: string) => new RegExp(`<h1[^>]*>${escapeHtml(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`);
const mainSite = fixtureSites.find((s) => s.id === "main")!;

describe("the first screen written into #root at the edge", () => {
  it.each([
    ["/", en, "en"],
    ["/hindi", hi, "hi"],
    ["/tamil", ta, "ta"],
    ["/telugu", te, "te"],
  ] as const)("GET %s answers the header and the localized hero before any script runs", async (path, messages, locale) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    const root = await rootOf(res);
    expect(root).toMatch(heading(messages.home_hero_title));
    expect(root).toContain("<header");
    expect(root).toContain(`>${escapeHtml(messages.nav_sign_in)}<`);
    expect(root).toContain('data-testid="home-tools"');
    // The site's name replaces the build's placeholder; the kundli card is there (the phone's
    // primary task, issue 19), inert until the SPA draws its working form.
    expect(root).toContain(`>${mainSite.name[locale]}</span>`);
    expect(root).not.toContain("%SITE_NAME%");
    expect(root).toContain('data-testid="kundli-card" inert=""');
    expect(root.indexOf('data-testid="kundli-card"')).toBeLessThan(root.indexOf('data-testid="home-tools"'));
    expect(root).not.toMatch(/<script|<footer/);
  });

  it("preloads the fonts of the page's own script, ahead of its scripts", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)];
    const hindi = await (await page("/hindi/kundli")).text();
    const devanagari = preloads(hindi).filter((m) => m[1]!.includes("noto-sans-devanagari-"));
    expect(devanagari.map((m) => m[1]!.replace(/-normal-.*/, ""))).toEqual(["/assets/noto-sans-devanagari-400", "/assets/noto-sans-devanagari-700"]);
    expect(devanagari[0]!.index).toBeLessThan(hindi.indexOf('rel="app-modulepreload"'));
    for (const path of ["/", "/no-such-page"]) {
      expect(preloads(await (await page(path)).text()).map((m) => m[1]!).filter((f) => !f.includes("noto-sans-latin-")), path).toEqual([]);
    }
  });

  it("gives other public pages the header and a skeleton with their heading and description, in their language", async () => {
    const root = await rootOf(await page("/hindi/kundli"));
    expect(root).toContain("<header");
    expect(root).toContain(`>${escapeHtml(hi.nav_kundli)}<`);
    expect(root).toMatch(/<\/header><main [^>]*aria-busy="true"/);
    expect(root).toMatch(heading(hiMeta.kundli.heading));
    expect(root).toContain(`>${escapeHtml(hiMeta.kundli.description)}</p>`);
    expect(root).not.toContain("%PAGE_");
    // A subject page fills its subject's name; the rewrite kept per isolate is not shared between subjects.
    const aries = await rootOf(await page("/tamil/rashi/mesh"));
    const taurus = await rootOf(await page("/tamil/rashi/vrishabh"));
    expect(aries).not.toBe(taurus);
    expect(aries).toMatch(/<h1[^>]*>[^<{]+<\/h1>/);
  });

  it("keeps signed-in pages to the header (the SPA shows its sign-in or loading screen there)", async () => {
    const root = await rootOf(await page("/dashboard"));
    expect(root).toContain("<header");
    expect(root).not.toContain("<main");
  });

  it("leaves the root empty where the SPA will move an unprefixed URL to another language", async () => {
    expect(await rootOf(await page("/", { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" }))).toBe("");
    expect(await rootOf(await page("http://127.0.0.1:8787/?site=telugu"))).toBe("");
    // A prefixed URL is not moved, and English-first browsers keep the English first screen.
    expect(await rootOf(await page("/tamil", { "Accept-Language": "hi-IN,hi;q=0.9" }))).toMatch(heading(ta.home_hero_title));
    expect(await rootOf(await page("/", { "Accept-Language": "en-GB,en;q=0.9,hi;q=0.5" }))).toMatch(heading(en.home_hero_title));
    expect(await rootOf(await page("http://127.0.0.1:8787/telugu?site=telugu"))).toMatch(heading(te.home_hero_title));
  });

  it("says that an unprefixed page depends on the browser's languages", async () => {
    expect((await page("/")).headers.get("Vary")).toBe("Accept-Encoding, Accept-Language");
    expect((await page("/hindi")).headers.get("Vary")).toBe("Accept-Encoding");
  });

  it("leaves the root empty on not-found pages", async () => {
    const res = await page("/no-such-page");
    expect(res.status).toBe(404);
    expect(await rootOf(res)).toBe("");
  });
});

describe("firstScreenHtml and preferredLocale", () => {
  const screens: FirstScreens = { placeholder: "%SITE_NAME%", pages: { "/": { en: "<h1>%SITE_NAME% home</h1>" }, "*": { en: "<header>%SITE_NAME%</header>" } } };
  const site: Site = { ...mainSite, name: { ...mainSite.name, en: `<Tom & "Jerry's">` } };

  it("escapes the page's heading and description into the skeleton", () => {
    const withSkeleton: FirstScreens = { ...screens, skeleton: "<main><h1>%PAGE_HEADING%</h1><p>%PAGE_DESCRIPTION%</p></main>" };
    const html = firstScreenHtml(withSkeleton, { ...headFor("/kundli", site), heading: "<b>$&</b>", description: "a & b" }, site, "/kundli", null);
    expect(html).toBe("<header>&lt;Tom &amp; &quot;Jerry&#39;s&quot;&gt;</header><main><h1>&lt;b&gt;$&amp;&lt;/b&gt;</h1><p>a &amp; b</p></main>");
    expect(firstScreenHtml(withSkeleton, headFor("/", site), site, "/", null)).not.toContain("<main>");
    expect(firstScreenHtml(withSkeleton, headFor("/dashboard", site), site, "/dashboard", null)).not.toContain("<main>");
  });

  it("escapes the site's name into the placeholder", () => {
    expect(firstScreenHtml(screens, headFor("/", site), site, "/", null)).toBe("<h1>&lt;Tom &amp; &quot;Jerry&#39;s&quot;&gt; home</h1>");
    expect(firstScreenHtml(screens, headFor("/kundli", site), site, "/kundli", null)).toBe("<header>&lt;Tom &amp; &quot;Jerry&#39;s&quot;&gt;</header>");
    expect(firstScreenHtml(screens, headFor("/hindi", site), site, "/hindi", null)).toBeNull();
  });

  it("reads Accept-Language by quality, then order", () => {
    expect(preferredLocale(null)).toBeNull();
    expect(preferredLocale("fr-FR,de;q=0.8")).toBeNull();
    expect(preferredLocale("en-US,en;q=0.9")).toBe("en");
    expect(preferredLocale("ta-IN;q=0.5,te;q=0.9,en;q=0.1")).toBe("te");
    expect(preferredLocale("hi;q=0, en")).toBe("en");
  });
});
