/**
 * Issue 24, the content pages in Chromium: the blog paginates the 20 seeded articles three a
 * page into 7 pages with the spec's texts (Previous/Next disabled at the ends, "Showing X-Y of N
 * articles", a page change scrolls to the topics section); a card opens its article;
 * `/article/{id}` resolves to the article's slug; CMS pages render their text with the tools they
 * explain in Tamil on a phone; the support form opens a ticket. (Writing and publishing an article
 * as an admin: admin-cms.e2e.test.ts, in Hindi, so it does not move the English blog's counts.)
 */
import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, shippedFontCovers, useBrowser } from "./browser";
import { apiCalls } from "./http";

const { open, baseUrl } = useBrowser();
const { getJson } = apiCalls(baseUrl);

type ArticleList = { articles: { id: number; slug: string; title: string }[]; total: number; page: number; pageSize: number };

describe("content pages in Chromium", () => {
  it("paginates the blog's 20 articles into 7 pages of three, with the spec's texts and disabled buttons at both ends", async () => {
    const first = await getJson<ArticleList>("/api/content/articles?lang=en&page=1");
    expect(first.total).toBe(20);
    const page = await open("/blog", { width: 360 });
    const cards = page.getByTestId("blog-card");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    expect(await cards.allTextContents()).toEqual(first.articles.map((a) => expect.stringContaining(a.title)));
    const showing = page.getByTestId("blog-showing");
    expect(await showing.textContent()).toBe("Showing 1-3 of 20 articles");
    const previous = page.getByRole("button", { name: "Previous" });
    const next = page.getByRole("button", { name: "Next" });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    for (let n = 1; n <= 7; n++) expect(await page.getByRole("button", { name: `Page ${n}`, exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Page 8", exact: true }).count()).toBe(0);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    await next.click();
    await expect.poll(() => showing.textContent()).toBe("Showing 4-6 of 20 articles");
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    // The page change scrolled the topics section to the top of the screen.
    await expect.poll(() => page.locator("#topics").evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120)).toBe(true);

    await page.getByRole("button", { name: "Page 7", exact: true }).click();
    await expect.poll(() => showing.textContent()).toBe("Showing 19-20 of 20 articles");
    expect(await cards.count()).toBe(2);
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    expect(await page.getByRole("button", { name: "Page 7", exact: true }).getAttribute("aria-current")).toBe("page");

    // A card opens its article.
    const title = (await cards.first().locator("h3").textContent())!;
    await cards.first().getByRole("link").click();
    await page.getByTestId("article-page").waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    await expect.poll(() => page.title()).toContain(title);
    expect(await page.locator(".cms-prose h2").count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("resolves /article/{id} to the article's own address, and answers an unknown slug with the not-found page", async () => {
    const list = await getJson<ArticleList>("/api/content/articles?lang=en&page=1");
    const { id, slug } = list.articles[0]!;
    const page = await open(`/article/${id}`);
    await page.waitForURL((u) => u.pathname === `/blog/${slug}`);
    await page.getByTestId("article-page").waitFor();
    const missing = await page.goto(`${baseUrl}/blog/no-such-article-here`);
    expect(missing?.status()).toBe(404);
    await page.getByTestId("not-found").waitFor();
    await page.context().close();
  });

  it("shows a learning page in Tamil on a 360 px phone, in Tamil script, with the tools it explains", async () => {
    const page = await open("/tamil/learn-astrology/basics", { width: 360 });
    const article = page.getByTestId("content-page");
    await article.waitFor();
    const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
    expect(heading).toMatch(/[\u0B80-\u0BFF]/);
    expect(await page.locator(".cms-prose").textContent()).toMatch(/[\u0B80-\u0BFF]{20,}/);
    expect(await page.getByTestId("content-tools").getByRole("link").count()).toBeGreaterThan(0);
    // Links in the text stay in Tamil.
    const hrefs = await page.locator(".cms-prose a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const href of hrefs) expect(href).toMatch(/^\/tamil\//);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await shippedFontCovers(page, heading)).toBe(true);
    await page.context().close();
  });

  it("opens a support ticket from the /support form and says it will answer by email", async () => {
    const page = await open("/support");
    const form = page.getByTestId("support-form");
    await form.waitFor();
    // The FAQ is the page's CMS text.
    expect(await page.locator(".cms-prose h2, .cms-prose h3").count()).toBeGreaterThan(3);
    await form.getByLabel("Your name").fill("Meera Iyer");
    await form.getByLabel("Email for our reply").fill(`support.${Date.now().toString(36)}@example.com`);
    await form.getByLabel("What is it about?").selectOption("billing");
    // Too short first: the server's message shows and nothing is sent.
    await form.getByLabel("Your message").fill("Help");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("alert").waitFor();
    await form.getByLabel("Your message").fill("My recharge of ₹500 shows as paid at the bank but not in my wallet.");
    await form.getByRole("button", { name: "Send message" }).click();
    const sent = page.getByTestId("support-sent");
    await sent.waitFor();
    expect(await sent.textContent()).toMatch(/tk_[0-9a-f]+/);
    await page.context().close();
  });
});
