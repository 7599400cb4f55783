import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { localizePath, locales } from "./locales";
import { metaText } from "./meta";
import { servePage } from "./pages";
import { expandPaths, isCmsPage, routeTable } from "./route-table";

const page = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://example.com${path}`, { headers: { Accept: "text/html" }, ...init }));

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const decode = (s: string | undefined) => s?.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&#39;/g, "'");

/** One concrete path per table entry (parameter routes take their first allowed value, or a sample). */
const samplePath = (path: string) => expandPaths({ ...routeTable.find((r) => r.path === path)!, params: undefined })[0] ?? path.replace(/:[a-zA-Z]+/g, "sample-1");
const entries = routeTable.map((r) => ({ entry: r, path: r.params ? expandPaths(r)[0]! : samplePath(r.path) }));

describe("page heads written at the edge (no JavaScript)", () => {
  it.each(locales)("every route answers 200 in %s with its own title and description", async (locale) => {
    for (const { entry, path } of entries) {
      if (entry.locales && !entry.locales.includes(locale)) continue;
      // An article's head is its own (404 for an unknown slug): content.workers.test.ts.
      if (entry.path === "/blog/:slug") continue;
      const url = localizePath(path, locale);
      const res = await page(url);
      expect(res.status, url).toBe(200);
      const html = await res.text();
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
      const text = metaText(locale, entry.meta);
      // Parameter pages fill {name}; compare the text around it. A CMS page with content has its text's title.
      const [before] = text.title.split("{name}");
      if (isCmsPage(entry)) expect(title, url).toBeTruthy();
      else expect(title, url).toContain(before!.trim() || text.title.replace("{name}", "").trim());
      expect(decode(attr(html, /<meta name="description" content="([^"]*)"/)), url).toBeTruthy();
      expect(attr(html, /<html lang="([^"]+)"/), url).toBe(locale);
    }
  }, 600_000);

  it("gives distinct titles and descriptions to distinct pages", async () => {
    const titles = new Map<string, string>();
    for (const path of ["/", "/kundli", "/panchang", "/astrologers", "/daily-horoscope/aries", "/daily-horoscope/leo", "/nakshatras/rohini"]) {
      const html = await (await page(path)).text();
      titles.set(path, /<title>([^<]*)<\/title>/.exec(html)![1]!);
    }
    expect(new Set(titles.values()).size).toBe(titles.size);
  });

  it("fills the sign name into a sign page's title in the page's language", async () => {
    const html = await (await page("/hindi/daily-horoscope/aries")).text();
    expect(html).toMatch(/<title>[^<]*मेष[^<]*<\/title>/);
    const tamil = await (await page("/tamil/daily-horoscope/mesham")).text();
    expect(tamil).toMatch(/<title>[^<]*மேஷம்[^<]*<\/title>/);
  });

  it("writes Open Graph, Twitter card, canonical on the main site, hreflang and JSON-LD", async () => {
    const html = await (await page("/hindi/kundli")).text();
    expect(html).toContain('<link rel="canonical" href="https://jyotishsetu.in/hindi/kundli">');
    for (const [lang, href] of [["en", "/kundli"], ["hi", "/hindi/kundli"], ["ta", "/tamil/kundli"], ["te", "/telugu/kundli"], ["x-default", "/kundli"]]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="https://jyotishsetu.in${href}">`);
    }
    expect(html).toContain('<meta property="og:site_name" content="ज्योतिष सेतु">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(/<meta name="keywords" content="[^"]+">/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ "@context": "https://schema.org", "@type": "WebPage", inLanguage: "hi", url: "https://jyotishsetu.in/hindi/kundli" });
    expect(html).toContain('<meta name="theme-color" content="#8B5CF6"');
  });

  it("points an alias's canonical URL at the page it repeats", async () => {
    const html = await (await page("/festivals")).text();
    expect(html).toContain('<link rel="canonical" href="https://jyotishsetu.in/hindu-festivals">');
  });

  it("answers the redirecting aliases with a 301 to their page, in the same language, query kept", async () => {
    for (const [from, to] of [
      ["/match-making?boyNakshatra=4&boyPada=1", "/kundli-matching?boyNakshatra=4&boyPada=1"],
      ["/hindi/birth-details?date=1996-12-07", "/hindi/kundli?date=1996-12-07"],
      ["/telugu/sade-sati-calculator", "/telugu/sade-sati"],
      // The Tamil jathagam elsewhere: the same chart, South Indian, in the page's language (issue 19).
      ["/jathagam?date=1996-12-07", "/kundli?date=1996-12-07&style=south"],
      ["/hindi/jathagam", "/hindi/kundli?style=south"],
      ["/telugu/jathagam?style=north", "/telugu/kundli?style=north"],
    ]) {
      const res = await page(from!, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(new URL(res.headers.get("Location")!).pathname + new URL(res.headers.get("Location")!).search).toBe(to);
    }
  });

  it("answers unknown paths with 404, the SPA and noindex", async () => {
    for (const path of ["/no-such-page", "/daily-horoscope/ophiuchus", "/hindi/nope/deeper", "/tamil/daily-horoscope/aries-x"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it("keeps account and admin pages out of search engines", async () => {
    const html = await (await page("/dashboard/wallet")).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("escapes whatever a path contains", async () => {
    const res = await page('/"><script>alert(1)</script>');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("<script>alert(1)</script>");
  });

  it("emulates a sister site on a development host with ?site=", async () => {
    const html = await (await exports.default.fetch(new Request("http://127.0.0.1:8787/?site=telugu", { headers: { Accept: "text/html" } }))).text();
    expect(html).toContain('data-theme="telugu"');
    expect(html).toContain('<meta name="theme-color" content="#0F766E"');
    const config = JSON.parse(/<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(html)![1]!) as { id: string; defaultLocale: string };
    expect(config).toMatchObject({ id: "telugu", defaultLocale: "te" });
  });

  it("announces the page's route chunks for the loader's modulepreloads, so they load alongside the entry", async () => {
    const chunks = (await (await env.ASSETS.fetch(new Request("http://example.com/route-chunks.json"))).json()) as Record<string, string[]>;
    for (const [path, file] of [["/", "index.tsx"], ["/hindi/astrologers", "astrologers.tsx"], ["/astrologer/ast_01", "astrologer/$id.tsx"], ["/kundli", "kundli/index.tsx"], ["/tamil/jathagam", "jathagam.tsx"], ["/refund-policy", "refund-policy.tsx"], ["/shubh-muhurat/marriage", "shubh-muhurat/$kind.tsx"], ["/dashboard", "dashboard/index.tsx"]] as const) {
      const html = await (await page(path)).text();
      expect(chunks[file]?.length, file).toBeGreaterThan(0);
      for (const href of chunks[file]!) expect(html, `${path} ${href}`).toContain(`<link rel="app-modulepreload" crossorigin href="${href}">`);
    }
  }, 60_000);

  it("answers HEAD without a body and other methods with 405", async () => {
    const head = await page("/kundli", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await page("/kundli", { method: "POST" })).status).toBe(405);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("lists every public page in every language with hreflang alternates", async () => {
    const res = await page("/sitemap.xml");
    expect(res.headers.get("Content-Type")).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const loc of ["https://jyotishsetu.in/", "https://jyotishsetu.in/hindi", "https://jyotishsetu.in/tamil/panchang", "https://jyotishsetu.in/telugu/daily-horoscope/pisces", "https://jyotishsetu.in/tamil/daily-horoscope/meenam", "https://jyotishsetu.in/nakshatras/revati"]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    expect(xml).not.toContain("/dashboard");
    expect(xml).not.toContain("<loc>https://jyotishsetu.in/match-making</loc>");
    expect(xml).not.toContain("<loc>https://jyotishsetu.in/daily-horoscope/meenam</loc>");
  });

  it("allows crawling, keeps crawlers off the API and account pages, and names the sitemap", async () => {
    const text = await (await page("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Sitemap: https://jyotishsetu.in/sitemap.xml");
  });
});

describe("GET /api/analytics/ga-config", () => {
  it("answers the site's analytics configuration; no id is configured by default", async () => {
    const res = await exports.default.fetch(new Request("https://telugu.jyotishsetu.in/api/analytics/ga-config"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      data: { measurementId: null, domain: "telugu.jyotishsetu.in", description: "Telugu sister site" },
    });
  });

  it("rejects unknown parameters with 400", async () => {
    const res = await exports.default.fetch(new Request("https://jyotishsetu.in/api/analytics/ga-config?x=1"));
    expect(res.status).toBe(400);
  });
});

describe("page throughput (issue 18: ~85 requests/s for `/` on loopback)", () => {
  it("reads index.html once per isolate and keeps each rewritten variant apart", async () => {
    let shellReads = 0;
    const assets = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const res = await env.ASSETS.fetch(request);
        if (new URL(request.url).pathname === "/" && res.status !== 304) shellReads += 1;
        return res;
      },
    } as Fetcher;
    const counted = { ...env, ASSETS: assets };
    const view = async (path: string, headers: Record<string, string> = {}) =>
      (await servePage(new Request(`http://127.0.0.1${path}`, { headers: { Accept: "text/html", ...headers } }), counted)).text();
    const english = await view("/");
    expect(await view("/")).toBe(english);
    const telugu = await view("/?site=telugu");
    expect(attr(telugu, /<html[^>]* data-theme="([^"]+)"/)).not.toBe(attr(english, /<html[^>]* data-theme="([^"]+)"/));
    // A browser that prefers Hindi gets an empty root (the SPA moves it to /hindi), English the first screen.
    const hindiBrowser = await view("/", { "Accept-Language": "hi-IN,hi;q=0.9" });
    expect(english).toMatch(/<div id="root">\s*<[a-z]/);
    expect(hindiBrowser).toMatch(/<div id="root"><\/div>/);
    expect(await view("/hindi")).toMatch(/<html lang="hi"/);
    expect(shellReads).toBeLessThanOrEqual(1);
  });

  it("serves a rebuilt index.html at once instead of the isolate's old copy (a stale shell names deleted chunks)", async () => {
    let version = "old-build";
    const assets = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname !== "/") return env.ASSETS.fetch(request);
        const tag = `"${version}"`;
        if (request.headers.get("If-None-Match") === tag) return new Response(null, { status: 304, headers: { ETag: tag } });
        const html = (await (await env.ASSETS.fetch(new Request(request.url, { headers: { Accept: "text/html" } }))).text()).replace("</head>", `<meta name="build" content="${version}"></head>`);
        return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", ETag: tag } });
      },
    } as Fetcher;
    const view = async () => (await servePage(new Request("http://127.0.0.1/kundli", { headers: { Accept: "text/html" } }), { ...env, ASSETS: assets })).text();
    expect(await view()).toContain('content="old-build"');
    expect(await view()).toContain('content="old-build"');
    version = "new-build";
    const rebuilt = await view();
    expect(rebuilt).toContain('content="new-build"');
    expect(rebuilt).not.toContain('content="old-build"');
  });
});
