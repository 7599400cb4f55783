/**
 * The CMS against workerd and a real sqld (issue 24): the seeded blog, scheduling, unpublishing,
 * the English fallback of pages, the hostile payload, the audit log, conflicts and uploads.
 * The database is shared with other test files: items made here have unique slugs and are
 * deleted at the end; seeded content is never unpublished.
 */
import { env, exports } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminContentDetail, ArticleAnswer, ArticleListAnswer, PageAnswer } from "@contract/content";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { auditLog, users } from "../../db/schema";
import { signUpThroughMail } from "../auth/signup.testing";
import { hostileMarkdown, inertProblems } from "./inert.testing";

const app = createApp();
const run = crypto.randomUUID().slice(0, 8);
const adminEmail = `cms.admin.${run}@example.com`;
const testEnv = { ...env, ADMIN_EMAILS: adminEmail };
const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
let admin = "";
let adminId = "";
const created: number[] = [];

async function call(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers: Record<string, string> = { "CF-Connecting-IP": ip, ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof Uint8Array) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(options.body);
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const ctx = createExecutionContext();
  const res = await app.request(path, { method, headers, body }, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const asAdmin = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => call(method, path, { token: admin, body, headers });

async function newArticle(extra: Record<string, unknown> = {}): Promise<AdminContentDetail> {
  const slug = `cms-test-${run}-${created.length + 1}`;
  const item = await json<AdminContentDetail>(await asAdmin("POST", "/api/admin/content", { kind: "article", slug, category: "Transit", gradient: "sky", ...extra }), 201);
  created.push(item.id);
  return item;
}
const text = (title: string, more: Record<string, unknown> = {}) => ({ title, description: `${title}, in short.`, body: `## ${title}\n\nSee the [kundli](/kundli).`, status: "published", ...more });
const audits = (entityId: string) => createDatabase(env).select().from(auditLog).where(and(eq(auditLog.entity, "content"), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);

beforeAll(async () => {
  const signed = await signUpThroughMail((path, body) => call("POST", path, { body }), { email: adminEmail, password: "long enough 1" });
  expect(signed.user.role).toBe("admin");
  admin = signed.token;
  adminId = signed.user.id;
});

afterAll(async () => {
  for (const id of created) await asAdmin("DELETE", `/api/admin/content/${id}`);
});

describe("the blog", () => {
  // Page size 3 (spec §2.7). With the 20 seeded articles: 7 pages, the 7th with 2; a page past
  // the end answers 200 with no articles (and the same total), so the SPA can show "no more".
  it("lists the seeded articles three per page, newest first, in every language", async () => {
    for (const lang of ["en", "hi", "ta", "te"] as const) {
      const first = await json<ArticleListAnswer>(await call("GET", `/api/content/articles?lang=${lang}`));
      expect(first.pageSize).toBe(3);
      expect(first.total).toBeGreaterThanOrEqual(20);
      const pages = Math.ceil(first.total / 3);
      const seen: ArticleListAnswer["articles"] = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await json<ArticleListAnswer>(await call("GET", `/api/content/articles?lang=${lang}&page=${page}`));
        expect(answer.page).toBe(page);
        expect(answer.articles).toHaveLength(page < pages ? 3 : first.total - 3 * (pages - 1));
        seen.push(...answer.articles);
      }
      const dates = seen.map((a) => a.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      for (let id = 1; id <= 20; id++) expect(seen.some((a) => a.id === id), `article ${id} in ${lang}`).toBe(true);
      if (first.total === 20) expect(pages).toBe(7);
      const past = await json<ArticleListAnswer>(await call("GET", `/api/content/articles?lang=${lang}&page=${pages + 1}`));
      expect(past.articles).toEqual([]);
      expect(past.total).toBe(first.total);
    }
    const card = (await json<ArticleListAnswer>(await call("GET", "/api/content/articles?lang=ta"))).articles[0]!;
    const article = await json<ArticleAnswer>(await call("GET", `/api/content/articles/${card.slug}?lang=ta`));
    expect(article.locales).toEqual(["en", "hi", "ta", "te"]);
    expect(article.placeholder).toBe(false);
    expect(article.html).toContain('href="/tamil/');
    expect(await json(await call("GET", `/api/content/articles/by-id/${card.id}`))).toEqual({ id: card.id, slug: card.slug });
  });

  it("answers 404 for an unknown slug, id or category page, and filters by category", async () => {
    expect((await call("GET", "/api/content/articles/no-such-article-here?lang=en")).status).toBe(404);
    expect((await call("GET", "/api/content/articles/by-id/999999")).status).toBe(404);
    const eclipses = await json<ArticleListAnswer>(await call("GET", "/api/content/articles?lang=en&category=Eclipse"));
    expect(eclipses.articles.every((a) => a.category === "Eclipse")).toBe(true);
  });
});

describe("publishing", () => {
  it("keeps a scheduled text invisible until due, and an unpublished one gone from the list, the slug and the id", async () => {
    const item = await newArticle();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    let detail = await json<AdminContentDetail>(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("Scheduled", { publishAt: later })));
    expect(detail.texts[0]).toMatchObject({ locale: "en", status: "published", publishAt: later });
    expect((await call("GET", `/api/content/articles/${item.slug}?lang=en`)).status).toBe(404);
    expect((await call("GET", `/api/content/articles/by-id/${item.id}`)).status).toBe(404);
    const listed = async () => (await json<ArticleListAnswer>(await call("GET", "/api/content/articles?lang=en"))).articles.some((a) => a.id === item.id);
    expect(await listed()).toBe(false);

    // Due now: the newest article, on page 1.
    detail = await json<AdminContentDetail>(
      await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("Scheduled", { publishAt: new Date(Date.now() - 1000).toISOString(), expectedUpdatedAt: detail.texts[0]!.updatedAt })),
    );
    const res = await call("GET", `/api/content/articles/${item.slug}?lang=en`);
    const shown = await json<ArticleAnswer>(res);
    expect(res.headers.get("Cache-Control")).toMatch(/max-age=(60|[1-5]?\d)\b|no-store/);
    expect(shown.title).toBe("Scheduled");
    expect(shown.locales).toEqual(["en"]);
    expect(await listed()).toBe(true);
    expect((await call("GET", `/api/content/articles/${item.slug}?lang=hi`)).status).toBe(404);

    // Unpublished (a draft again): gone everywhere.
    await json(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("Scheduled", { status: "draft", expectedUpdatedAt: detail.texts[0]!.updatedAt })));
    expect((await call("GET", `/api/content/articles/${item.slug}?lang=en`)).status).toBe(404);
    expect((await call("GET", `/api/content/articles/by-id/${item.id}`)).status).toBe(404);
    expect(await listed()).toBe(false);
  });

  it("shows the spec's placeholder for an article with an empty body", async () => {
    const item = await newArticle();
    await json(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/te`, text("త్వరలో", { body: "" })));
    const article = await json<ArticleAnswer>(await call("GET", `/api/content/articles/${item.slug}?lang=te`));
    expect(article.placeholder).toBe(true);
    expect(article.readMinutes).toBe(1);
    expect(article.html).toContain("సిద్ధమవుతోంది");
    expect(article.html).toContain("త్వరలో");
    expect(article.html).toContain("గోచారం");
  });

  it("serves a page in the language asked, else in English with fallback, else 404", async () => {
    const path = `/cms-test-${run}/page`;
    const item = await json<AdminContentDetail>(await asAdmin("POST", "/api/admin/content", { kind: "page", slug: path, tools: ["/kundli"] }), 201);
    created.push(item.id);
    expect((await call("GET", `/api/content/page?path=${path}&lang=ta`)).status).toBe(404);
    await json(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("English page")));
    const fallback = await json<PageAnswer>(await call("GET", `/api/content/page?path=${path}&lang=ta`));
    expect(fallback).toMatchObject({ path, locale: "en", fallback: true, title: "English page", tools: ["/kundli"] });
    await json(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/ta`, text("தமிழ் பக்கம்")));
    expect(await json<PageAnswer>(await call("GET", `/api/content/page?path=${path}&lang=ta`))).toMatchObject({ locale: "ta", fallback: false, title: "தமிழ் பக்கம்" });
    // A seeded page, when the content has it.
    const seeded = await call("GET", "/api/content/page?path=/about&lang=hi");
    if (seeded.status === 200) expect((await seeded.json()) as PageAnswer).toMatchObject({ path: "/about" });
  });
});

describe("administrators' writes", () => {
  it("stores the hostile payload as written and serves it inert", async () => {
    const item = await newArticle();
    const saved = await json<AdminContentDetail>(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/hi`, text("<script>alert(1)</script>", { body: hostileMarkdown })));
    expect(saved.texts[0]!.body).toBe(hostileMarkdown);
    expect((await json<AdminContentDetail>(await asAdmin("GET", `/api/admin/content/${item.id}`))).texts[0]!.body).toBe(hostileMarkdown);
    const served = await json<ArticleAnswer>(await call("GET", `/api/content/articles/${item.slug}?lang=hi`));
    expect(inertProblems(served.html)).toEqual([]);
    expect(served.html).not.toMatch(/<script|<iframe|<svg/i);
    expect(served.html).not.toMatch(/\s(href|src)="\s*(javascript|data|vbscript):/i);
    expect(served.title).toBe("<script>alert(1)</script>");
    const preview = await json<{ html: string; readMinutes: number }>(await asAdmin("POST", "/api/admin/content/preview", { body: hostileMarkdown }));
    expect(preview.html).toBe(served.html);
    expect(inertProblems(preview.html)).toEqual([]);
  });

  it("records every write in the audit log with before and after", async () => {
    const item = await newArticle();
    const id = String(item.id);
    await json(await asAdmin("PATCH", `/api/admin/content/${item.id}`, { category: "Eclipse" }));
    const first = await json<AdminContentDetail>(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("First")));
    await json(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("Second", { expectedUpdatedAt: first.texts[0]!.updatedAt })));
    await json(await asAdmin("DELETE", `/api/admin/content/${item.id}/texts/en`));
    const entries = [...(await audits(id)), ...(await audits(`${id}/en`))].sort((a, b) => a.id - b.id);
    expect(entries.map((e) => e.action)).toEqual(["content.create", "content.update", "content.text.save", "content.text.save", "content.text.delete"]);
    expect(entries.every((e) => e.actorId === adminId && e.actorEmail === adminEmail)).toBe(true);
    expect(entries[0]).toMatchObject({ before: null, after: { id: item.id, slug: item.slug, category: "Transit" } });
    expect(entries[1]).toMatchObject({ before: { category: "Transit" }, after: { category: "Eclipse" } });
    expect(entries[2]).toMatchObject({ before: null, after: { title: "First", body: text("First").body, locale: "en" } });
    expect(entries[3]).toMatchObject({ before: { title: "First" }, after: { title: "Second" } });
    expect(entries[4]).toMatchObject({ before: { title: "Second" }, after: null });

    expect((await asAdmin("DELETE", `/api/admin/content/${item.id}`)).status).toBe(204);
    created.splice(created.indexOf(item.id), 1);
    const deleted = (await audits(id)).at(-1)!;
    expect(deleted).toMatchObject({ action: "content.delete", before: { id: item.id, slug: item.slug, texts: [] }, after: null });
    expect((await asAdmin("GET", `/api/admin/content/${item.id}`)).status).toBe(404);
  });

  it("answers 409 on a stale expectedUpdatedAt and on a slug taken", async () => {
    const item = await newArticle();
    const saved = await json<AdminContentDetail>(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("Mine")));
    const stale = saved.texts[0]!.updatedAt;
    await json(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("Theirs", { expectedUpdatedAt: stale })));
    const conflict = await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("Mine again", { expectedUpdatedAt: stale }));
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as { error: { messageCode: string } }).error.messageCode).toBe("content_changed");

    const other = await newArticle();
    const taken = await asAdmin("POST", "/api/admin/content", { kind: "article", slug: item.slug, category: "Lunar" });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { messageCode: string } }).error.messageCode).toBe("slug_taken");
    expect((await asAdmin("PATCH", `/api/admin/content/${other.id}`, { slug: item.slug })).status).toBe(409);
    // A page slug is a path, an article's is not; an article needs a category.
    expect((await asAdmin("POST", "/api/admin/content", { kind: "article", slug: "/about", category: "Lunar" })).status).toBe(400);
    expect((await asAdmin("POST", "/api/admin/content", { kind: "article", slug: `no-category-${run}` })).status).toBe(400);
  });

  it("uploads a PNG and serves it with its type; refuses a PNG sent as JPEG, HTML, and 2 MB + 1 byte", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...crypto.getRandomValues(new Uint8Array(64))]);
    const uploaded = await json<{ key: string; url: string }>(await asAdmin("POST", "/api/admin/media", png, { "Content-Type": "image/png" }), 201);
    expect(uploaded.key).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(uploaded.url).toBe(`/api/media/${uploaded.key}`);
    const served = await call("GET", uploaded.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Security-Policy")).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const [entry] = await createDatabase(env).select().from(auditLog).where(and(eq(auditLog.entity, "media"), eq(auditLog.entityId, uploaded.key)));
    expect(entry).toMatchObject({ action: "media.upload", actorId: adminId, before: null, after: { file: uploaded.key, contentType: "image/png" } });

    expect((await asAdmin("POST", "/api/admin/media", png, { "Content-Type": "image/jpeg" })).status).toBe(415);
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    expect((await asAdmin("POST", "/api/admin/media", html, { "Content-Type": "image/png" })).status).toBe(415);
    expect((await asAdmin("POST", "/api/admin/media", html, { "Content-Type": "text/html" })).status).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png.subarray(0, 8));
    expect((await asAdmin("POST", "/api/admin/media", big, { "Content-Type": "image/png" })).status).toBe(413);
    expect((await call("GET", `/api/media/${"0".repeat(64)}.png`)).status).toBe(404);
    expect((await call("GET", "/api/media/evil.html")).status).toBe(400);
  });

  it("lists items for administrators, newest edit first, with each language's status", async () => {
    const item = await newArticle();
    await json(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/te`, text("తెలుగు", { status: "draft" })));
    const list = await json<{ items: { id: number; texts: { locale: string; status: string }[] }[]; total: number }>(await asAdmin("GET", `/api/admin/content?kind=article&q=${item.slug}`));
    expect(list.items.map((i) => i.id)).toEqual([item.id]);
    expect(list.items[0]!.texts).toMatchObject([{ locale: "te", status: "draft" }]);
    const all = await json<{ items: { id: number; updatedAt: string }[] }>(await asAdmin("GET", "/api/admin/content"));
    const edits = all.items.map((i) => i.updatedAt);
    expect(edits).toEqual([...edits].sort().reverse());
    // Not for users.
    const [plain] = await createDatabase(env).select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
    expect(plain?.id).toBe(adminId);
    expect((await call("GET", "/api/admin/content")).status).toBe(401);
  });
});

describe("the edge", () => {
  const page = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`, { headers: { Accept: "text/html" } }));
  const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
  const sitemap = async () => (await page("/sitemap.xml")).text();
  const titleOf = (html: string) =>
    /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");

  it("writes an article's head (title, excerpt, Open Graph article, JSON-LD Article) and lists it in the sitemap in its languages", async () => {
    const item = await newArticle();
    await json(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("Edge & head")));
    await json(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/hi`, text("किनारे का शीर्ष")));
    const res = await page(`/hindi/blog/${item.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>किनारे का शीर्ष \| [^<]+<\/title>/);
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe("किनारे का शीर्ष, in short.");
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT/);
    expect(html).toContain(`<link rel="canonical" href="https://jyotishsetu.in/hindi/blog/${item.slug}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="https://jyotishsetu.in/blog/${item.slug}">`);
    expect(html).not.toContain(`hreflang="ta" href="https://jyotishsetu.in/tamil/blog/${item.slug}"`);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ "@type": "Article", headline: "किनारे का शीर्ष", description: "किनारे का शीर्ष, in short.", inLanguage: "hi", publisher: { name: expect.any(String) } });
    expect(ld.datePublished).toEqual(expect.any(String));
    expect(ld.dateModified).toEqual(expect.any(String));
    expect(ld.author).toMatchObject({ name: expect.any(String) });
    expect(ld.mainEntityOfPage).toMatchObject({ "@id": `https://jyotishsetu.in/hindi/blog/${item.slug}` });
    expect(titleOf(await (await page(`/blog/${item.slug}`)).text())).toMatch(/^Edge & head \| /);

    // Not published in Tamil, and an unknown slug: the not-found page, 404.
    expect((await page(`/tamil/blog/${item.slug}`)).status).toBe(404);
    expect((await page("/blog/no-such-article-anywhere")).status).toBe(404);

    let xml = await sitemap();
    expect(xml).toContain(`<loc>https://jyotishsetu.in/blog/${item.slug}</loc>`);
    expect(xml).toContain(`<loc>https://jyotishsetu.in/hindi/blog/${item.slug}</loc>`);
    expect(xml).not.toContain(`<loc>https://jyotishsetu.in/tamil/blog/${item.slug}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="https://jyotishsetu.in/hindi/blog/${item.slug}"/>`);

    // Unpublished in English: gone from the sitemap in English, still there in Hindi.
    await json(await asAdmin("PUT", `/api/admin/content/${item.id}/texts/en`, text("Edge & head", { status: "draft" })));
    xml = await sitemap();
    expect(xml).not.toContain(`<loc>https://jyotishsetu.in/blog/${item.slug}</loc>`);
    expect(xml).toContain(`<loc>https://jyotishsetu.in/hindi/blog/${item.slug}</loc>`);
  });

  it("writes a seeded article's head and lists the seeded articles in the sitemap", async () => {
    const card = (await json<ArticleListAnswer>(await call("GET", "/api/content/articles?lang=te"))).articles[0]!;
    const html = await (await page(`/telugu/blog/${card.slug}`)).text();
    expect(jsonLd(html)).toMatchObject({ "@type": "Article", headline: card.title, inLanguage: "te" });
    expect(await sitemap()).toContain(`<loc>https://jyotishsetu.in/telugu/blog/${card.slug}</loc>`);
  });

  it("gives a CMS page its text's title and description", async () => {
    const res = await call("GET", "/api/content/page?path=/about&lang=ta");
    if (res.status !== 200) return; // The company pages' content has not landed yet.
    const about = (await res.json()) as PageAnswer;
    const html = await (await page("/tamil/about")).text();
    expect(titleOf(html)!.startsWith(`${about.title} | `)).toBe(true);
  });
});
