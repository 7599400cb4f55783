/**
 * Every page of the route table (worker/src/site/route-table.ts), in all four languages, is
 * a page of the SPA's router: the Worker answers it (200, or the table's 301 for redirect
 * aliases, or 404 where the language does not have it), and the browser draws the page it
 * should — the frame with its `data-route`, the feature's own page, the sign-in page for
 * gated pages — never the not-found page. Then the access guard per role and layout.
 *
 * HTTP: every concrete path in every language. Browser: every path too, by client-side
 * navigation inside one page per language (a full load per path would take minutes).
 */
import { createClient } from "@libsql/client";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expandPaths, festivalTopics, type RouteEntry, routeTable } from "@site/route-table";
import { type Locale, localizePath, locales } from "@site/locales";
import { useBrowser } from "./browser";
import { signUpByApi } from "./signup";

const { open, baseUrl } = useBrowser();

/** Parameters the table leaves open (any single segment): one real or sample value each. */
const openParams: Record<string, string> = { id: "ast_01", astrologerId: "ast_01", slug: "sample-post" };

function concretePaths(entry: RouteEntry): string[] {
  const paths = expandPaths(entry);
  if (paths.length > 0) return paths;
  // The blog's addresses name a seeded article (content/articles/saturn-direct-pisces-2026, article 3): any other is a 404.
  if (entry.path === "/blog/:slug") return ["/blog/saturn-turns-direct-in-pisces-on-11-december-2026"];
  if (entry.path === "/article/:id") return ["/article/3"];
  return [entry.path.replace(/:(\w+)/g, (_, name: string) => openParams[name] ?? "sample")];
}

interface Case {
  entry: RouteEntry;
  path: string;
  locale: Locale;
}

/** A path the table gives to this language (entries with `locales` exist only there). */
const inLanguage = (c: Case) => !c.entry.locales || c.entry.locales.includes(c.locale);

/** Every entry's paths in every language, but for a language another entry of the same path serves (the Tamil /jathagam, a 301 elsewhere). */
const cases: Case[] = locales
  .flatMap((locale) => routeTable.flatMap((entry) => concretePaths(entry).map((path) => ({ entry, path, locale }))))
  .filter((c) => inLanguage(c) || !routeTable.some((e) => e !== c.entry && e.path === c.entry.path && inLanguage({ ...c, entry: e })));

/** Feature pages and the element that shows each one drew (frames show their data-route). */
function featureMarker(entry: RouteEntry): string {
  const p = entry.aliasOf ?? entry.path;
  if (p === "/") return "[data-testid=home-tools]";
  if (p === "/login") return "[data-testid=login-form]";
  if (p === "/signup") return "[data-testid=signup-form]";
  if (p === "/reset-pin") return "[data-testid=reset-request-form]";
  if (p === "/hindu-festivals" || /^\/festivals-\d{4}$/.test(p)) return "[data-testid=festivals-page]";
  if (p === "/hindu-festivals/:festival") return "[data-testid=festival-page]";
  if (festivalTopics.some((t) => p === `/topics/${t}`)) return "[data-testid=festival-topic]";
  // The other topic pages, the learning, company and legal pages are CMS pages (issue 24).
  if (p.startsWith("/topics/")) return "[data-testid=content-page]";
  if (p.startsWith("/shubh-muhurat")) return "[data-testid=muhurat-page]";
  if (p === "/kundli-matching") return "[data-testid=matching-page]";
  if (p === "/love-compatibility") return "[data-testid=love-page]";
  return "main h1";
}

/** What the browser should show on a path, signed out. */
function expectation(c: Case): { marker: string; landsOn: string } {
  const here = localizePath(c.path, c.locale);
  if (!inLanguage(c)) return { marker: notFound, landsOn: here };
  const { entry } = c;
  if (entry.redirect && entry.aliasOf) return { marker: featureMarker(entry), landsOn: localizePath(entry.aliasOf, c.locale) };
  if (entry.access === "user") return { marker: "[data-testid=login-form]", landsOn: localizePath("/login", c.locale) };
  if (entry.access === "admin") return { marker: "[data-testid=login-form]", landsOn: here };
  // `/article/{id}` resolves the number to the article's own address.
  if (entry.path === "/article/:id") return { marker: "[data-testid=article-page]", landsOn: localizePath("/blog/saturn-turns-direct-in-pisces-on-11-december-2026", c.locale) };
  if (entry.state === "frame") return { marker: `[data-testid=page-frame][data-route="${entry.path}"]`, landsOn: here };
  return { marker: featureMarker(entry), landsOn: here };
}

/** Client-side navigation, as the router's own history does on back/forward. */
async function navigate(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ __TSR_index: window.history.length }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, href);
}

const notFound = "[data-testid=not-found]";

/** A walk is a few hundred requests or navigations (about 40 s each on a quiet machine): generous for a busy one. */
const walkTimeoutMs = 10 * 60_000;

/**
 * Waits until the page at `landsOn` shows `marker` — and, unless the not-found page is what
 * is expected, no not-found page — and says what it found. Each case starts from a neutral
 * page that has neither (see `neutralFor`), so what is found was drawn by this navigation.
 */
async function settle(page: Page, landsOn: string, marker: string): Promise<string> {
  const handle = await page.waitForFunction(
    ([path, selector, notFoundSelector]) => {
      if (window.location.pathname !== path) return null;
      const lost = selector !== notFoundSelector && document.querySelector(notFoundSelector!);
      if (document.querySelector(selector!) && !lost) return "page";
      return null;
    },
    [landsOn, marker, notFound] as const,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as string;
}

/** The page a case starts from: the not-found page, or a frame where the not-found page is expected. */
function neutralFor(marker: string, locale: Locale): { href: string; marker: string } {
  return marker === notFound
    ? { href: localizePath("/chart-test", locale), marker: '[data-route="/chart-test"]' }
    : { href: localizePath("/no-such-page", locale), marker: notFound };
}

describe("every route-table page is a route of the SPA", () => {
  it(`the Worker answers all ${cases.length} paths (4 languages) with the table's status`, async () => {
    const failures: string[] = [];
    const queue = [...cases];
    const worker = async () => {
      for (let c = queue.shift(); c; c = queue.shift()) {
        const href = localizePath(c.path, c.locale);
        const response = await fetch(new URL(href, baseUrl), { redirect: "manual", headers: { Accept: "text/html" } });
        await response.arrayBuffer();
        const want = !inLanguage(c) ? 404 : c.entry.redirect ? 301 : 200;
        if (response.status !== want) failures.push(`${href}: ${response.status}, want ${want}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures).toEqual([]);
  }, walkTimeoutMs);

  for (const locale of locales) {
    it(`the browser draws each page's own content in ${locale}, never the not-found page where the table has one`, async () => {
      const page = await open(localizePath("/", locale));
      // The edge's first screen already shows the tools; navigate once the app has taken over.
      await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
      const failures: string[] = [];
      const mine = cases.filter((c) => c.locale === locale);
      for (const c of mine) {
        const { marker, landsOn } = expectation(c);
        const neutral = neutralFor(marker, locale);
        await navigate(page, neutral.href);
        const neutralShown = await page.locator(neutral.marker).waitFor({ timeout: 30_000 }).then(() => true, () => false);
        if (!neutralShown) {
          failures.push(`${neutral.href} (before ${c.path}): ${neutral.marker} not drawn, at ${page.url()}`);
          continue;
        }
        await navigate(page, localizePath(c.path, c.locale));
        const shown = await settle(page, landsOn, marker).catch(async () => `timed out at ${page.url()}${(await page.locator(notFound).count()) ? ", the not-found page" : ""}`);
        if (shown !== "page") failures.push(`${c.path} (${locale}): ${shown}; want ${marker} at ${landsOn}`);
      }
      expect(failures).toEqual([]);
      expect(mine.length).toBeGreaterThan(200);
      await page.context().close();
    }, walkTimeoutMs);
  }
});

const password = "sapta rishi 7";

/** A signed-in token for a new account with `role` (set in the database, as an operator would). */
async function tokenFor(role: "user" | "astrologer" | "admin"): Promise<string> {
  const email = `routes.${role}.${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, baseUrl), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  await signUpByApi(baseUrl, email, password);
  if (role !== "user") {
    const db = createClient({ url: inject("libsqlUrl") });
    try {
      await db.execute({ sql: "update users set role = ? where email = ?", args: [role, email] });
    } finally {
      db.close();
    }
  }
  const login = await post("/api/auth/login", { email, password });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

describe("the gated layouts decide access per role (spec §2.1, §6)", () => {
  const pages = { user: "/dashboard", astrologer: "/astrologer-dashboard", admin: "/admin-dashboard" } as const;
  const allowed = { user: "[data-testid=dashboard]", astrologer: "[data-testid=astrologer-dashboard]", admin: "[data-testid=admin-dashboard-page]" } as const;
  const expected = {
    anonymous: { user: "login", astrologer: "login", admin: "login-here" },
    user: { user: "allow", astrologer: "allow", admin: "admin-required" },
    astrologer: { user: "allow", astrologer: "allow", admin: "admin-required" },
    admin: { user: "allow", astrologer: "allow", admin: "allow" },
  } as const;

  for (const role of ["anonymous", "user", "astrologer", "admin"] as const) {
    it(`${role}: ${Object.entries(expected[role]).map(([layout, d]) => `${layout} → ${d}`).join(", ")}`, async () => {
      const token = role === "anonymous" ? null : await tokenFor(role);
      const page = await open("/about");
      if (token) {
        await page.evaluate((t) => localStorage.setItem("token", t), token);
      }
      for (const layout of ["user", "astrologer", "admin"] as const) {
        await page.goto(new URL(pages[layout], baseUrl).href);
        const decision = expected[role][layout];
        if (decision === "login") {
          await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === pages[layout]);
          await page.getByTestId("login-form").waitFor();
          expect(await page.evaluate(() => localStorage.getItem("auth_redirect"))).toBe(pages[layout]);
        } else if (decision === "login-here") {
          await page.getByTestId("login-form").waitFor();
          expect(new URL(page.url()).pathname).toBe(pages[layout]);
        } else if (decision === "admin-required") {
          await page.getByRole("alert").filter({ hasText: /admin/i }).waitFor();
        } else {
          await page.locator(allowed[layout]).waitFor();
          expect(new URL(page.url()).pathname).toBe(pages[layout]);
        }
      }
      await page.context().close();
    });
  }
});
