/**
 * Issue 18, defect 3: security headers on pages, the API and static files.
 */
import { env, exports } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../env";
import worker from "../index";

const get = (url: string, headers: Record<string, string> = {}) => exports.default.fetch(new Request(url, { headers: { Accept: "text/html", ...headers } }));

/** The page as the Worker answers it with other settings (the test pool's `exports` uses wrangler.toml's). */
async function getWith(url: string, vars: Partial<Env>): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, { headers: { Accept: "text/html" } }) as Parameters<typeof worker.fetch>[0], { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map((policy ?? "").split(";").map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The inline code the browser would run or apply: scripts without src that are not data blocks, and <style>s. */
function inlineCode(html: string): { scripts: string[]; styles: string[]; dataBlocks: number } {
  const scripts: string[] = [];
  let dataBlocks = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (/\bsrc=/.test(attributes)) continue;
    if (/\btype="application\/(ld\+)?json"/.test(attributes)) dataBlocks++;
    else scripts.push(body);
  }
  return { scripts, styles: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style/gi)].map((m) => m[1]!), dataBlocks };
}

describe("security headers of pages", () => {
  it.each(["/", "/hindi/kundli"])("%s allows exactly its own inline scripts and styles, and no framing, plugins or base changes", async (path) => {
    const res = await get(`http://example.com${path}`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get("Content-Security-Policy"));
    const html = await res.text();
    const inline = inlineCode(html);
    // the loader scripts and the inlined stylesheet of index.html; the edge's JSON-LD, site config and visitor's place are data
    expect(inline.scripts.length).toBeGreaterThanOrEqual(2);
    expect(inline.styles.length).toBeGreaterThanOrEqual(1);
    expect(inline.dataBlocks).toBe(3);
    for (const body of inline.scripts) expect(csp.get("script-src")).toContain(await sha256(body));
    for (const body of inline.styles) expect(csp.get("style-src")).toContain(await sha256(body));
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("style-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toBe("camera=(self), microphone=(self), geolocation=()");
  });

  it("allows Google Analytics' hosts only on a site with a measurement id", async () => {
    const off = directives((await get("http://example.com/")).headers.get("Content-Security-Policy"));
    expect([...off.values()].flat().join(" ")).not.toMatch(/google/);
    const on = directives((await getWith("http://example.com/", { GA_MEASUREMENT_IDS: JSON.stringify({ main: "G-TEST1234" }) })).headers.get("Content-Security-Policy"));
    expect(on.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(on.get("connect-src")).toEqual(expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]));
    // another site's id opens nothing on this one
    const other = directives((await getWith("http://example.com/", { GA_MEASUREMENT_IDS: JSON.stringify({ telugu: "G-TEST1234" }) })).headers.get("Content-Security-Policy"));
    expect(other.get("script-src")).not.toContain("https://www.googletagmanager.com");
  });

  it("sends HSTS on https only", async () => {
    expect((await get("http://example.com/")).headers.get("Strict-Transport-Security")).toBeNull();
    expect((await get("https://example.com/hindi/kundli")).headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("gives a not-found page and the Worker's own files their headers too", async () => {
    const missing = await get("http://example.com/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    for (const path of ["/robots.txt", "/sitemap.xml", "/no-such-file.png"]) {
      expect((await get(`https://example.com${path}`)).headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
    const alias = await exports.default.fetch(new Request("https://example.com/match-making", { redirect: "manual" }));
    expect(alias.status).toBe(301);
    expect(alias.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  });
});

describe("security headers of the API and static files", () => {
  it("answers the API with nosniff and leaves each route's Cache-Control as it was", async () => {
    const providers = await exports.default.fetch(new Request("https://example.com/api/auth/providers"));
    expect(providers.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(providers.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(providers.headers.get("Cache-Control")).toBe("no-store");
    const ga = await exports.default.fetch(new Request("http://example.com/api/analytics/ga-config"));
    expect(ga.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(ga.headers.get("Cache-Control")).toBe("public, max-age=300");
    const unknown = await exports.default.fetch(new Request("http://example.com/api/no-such-route"));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("answers an API response passed through from the assets with nosniff", async () => {
    const image = await exports.default.fetch(new Request("http://example.com/api/zodiac-image/Aries.jpg"));
    expect(image.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("serves the static files the Worker does not run for with nosniff (web/public/_headers)", async () => {
    const chunks = (await (await env.ASSETS.fetch("http://example.com/route-chunks.json")).json()) as Record<string, string[]>;
    const script = Object.values(chunks).flat()[0]!;
    for (const path of ["/favicon.svg", script]) {
      const res = await env.ASSETS.fetch(`http://example.com${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
  });
});
