import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createClient } from "@libsql/client";
import { migrateDatabase } from "../lib/database";
import { articlePublishAt, checkContent, cmsPagePaths, internalLinks, metaDate, readContent, seedContent } from "./content";

const contentRoot = fileURLToPath(new URL("../../content", import.meta.url));

describe("the content in content/", () => {
  // Lists every problem (missing pages and languages included) so a failure says what to write or fix.
  it("passes the content check", () => {
    expect(checkContent(readContent(contentRoot))).toEqual([]);
  });
});

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A content tree in a temporary folder: `files` maps relative paths to text. */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "content-check-"));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const md = (front: string, body: string) => `---\n${front}\n---\n${body}\n`;
const prefix = { en: "", hi: "/hindi", ta: "/tamil", te: "/telugu" } as const;
const meta = (id: number | string, extra = "") => `id: ${id}\ncategory: Combust\ngradient: teal\npublishAt: 2026-07-10\n${extra}`;
/** A correct article in four languages, its English title given. */
function article(key: string, id: number, title: string): Record<string, string> {
  const files: Record<string, string> = { [`articles/${key}/meta.yaml`]: meta(id) };
  for (const [l, p] of Object.entries(prefix)) {
    files[`articles/${key}/${l}.md`] = md(`title: "${l === "en" ? title : `${title} (${l})`}"\nexcerpt: "Short."`, `## Part\n\nSee the [kundli](${p}/kundli) and [the panchang](${p}/panchang#today).`);
  }
  return files;
}
function page(path: string, tools = '["/kundli"]'): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [l, p] of Object.entries(prefix)) {
    files[`pages${path}/${l}.md`] = md(`title: "About"\ndescription: "Who we are."\ntools: ${tools}`, `Text with a [link](${p}/about).\n\n[ref]: ${p}/contact`);
  }
  return files;
}
/** Problems other than the CMS pages the small tree does not have. */
const problemsOf = (files: Record<string, string>) => checkContent(readContent(tree(files))).filter((p) => !p.endsWith("missing (a CMS page of the route table)"));

describe("checkContent", () => {
  it("finds nothing wrong in a correct article and page", () => {
    expect(problemsOf({ ...article("a", 1, "Jupiter combust in Cancer, 2026"), ...article("b", 2, "Saturn direct"), ...page("/about") })).toEqual([]);
  });

  it("asks for every CMS page of the route table, /landing and the 27 nakshatras included, and not the festival topics or the alias", () => {
    const paths = cmsPagePaths();
    expect(paths).toContain("/landing");
    expect(paths).toContain("/learn-astrology/basics");
    expect(paths).toContain("/articles/dasha-periods-guide");
    expect(paths).toContain("/topics/sade-sati");
    expect(paths).toContain("/love-marriage-astrology");
    expect(paths).toContain("/shipping-policy");
    expect(paths.filter((p) => p.startsWith("/nakshatras/"))).toHaveLength(27);
    expect(paths.filter((p) => p.startsWith("/topics/"))).toHaveLength(16);
    expect(paths).not.toContain("/delivery-policy");
    expect(paths).not.toContain("/topics/navratri-2025");
    expect(paths).not.toContain("/blog");
    const problems = checkContent(readContent(tree(page("/about"))));
    expect(problems).toContain("pages/contact: missing (a CMS page of the route table)");
    expect(problems).not.toContain("pages/about: missing (a CMS page of the route table)");
  });

  it("catches each deliberate fault of a faulty tree", () => {
    const good = article("good", 1, "A good title");
    const files: Record<string, string> = {
      ...good,
      // Faulty meta: unknown category and gradient, a date that is no date, an unknown field, the id of "good".
      ...article("meta", 2, "Meta faults"),
      "articles/meta/meta.yaml": "id: 1\ncategory: Gossip\ngradient: plaid\npublishAt: 2026-02-30\nauthor: me\n",
      // A language missing, an id of 0.
      ...Object.fromEntries(Object.entries(article("langs", 3, "Three languages")).filter(([k]) => !k.endsWith("te.md"))),
      "articles/langs/meta.yaml": meta(0),
      // The same slug as "good"; a title with no ASCII (empty slug).
      ...article("same", 4, "A good title!"),
      ...article("script", 5, "गुरु अस्त"),
      // Body faults.
      ...article("body", 6, "Body faults"),
      "articles/body/en.md": md('title: "Body faults"\nexcerpt: "x"\nextra: 1', "# Heading one\n\n<script>alert(1)</script> and <b>bold</b> and <!-- note -->\n\n[nowhere](/no-such-page) [hindi in english](/hindi/kundli) [unknown article](/blog/not-an-article) [article 9](/article/9) [ok article](/blog/a-good-title) <https://example.org>"),
      "articles/body/hi.md": md(`title: "${"x".repeat(201)}"\nexcerpt: "${"y".repeat(301)}"`, "[अंग्रेज़ी](/kundli) [तमिल](/tamil/kundli)"),
      "articles/body/ta.md": md('title: ""', ""),
      "articles/body/te.md": "no front matter here",
      // Page faults: not a CMS page, no such route, bad tools, missing language.
      ...page("/kundli"),
      ...page("/no-such-page"),
      ...page("/disclaimer", '["/tamil/kundli", "/nowhere", "/kundli?x=1"]'),
      "pages/privacy-policy/en.md": md('title: "Privacy"\ndescription: "d"\ntools: "/kundli"', "Body."),
      "pages/privacy-policy/notes.txt": "stray",
    };
    const problems = problemsOf(files);
    const expected = [
      "articles/meta/meta.yaml: id 1 is also the id of articles/good",
      'articles/meta/meta.yaml: unknown field "author"',
      "articles/meta/meta.yaml: category must be one of",
      "articles/meta/meta.yaml: gradient must be one of",
      "articles/meta/meta.yaml: publishAt must be a date",
      "articles/langs: missing te.md",
      "articles/langs/meta.yaml: id must be a positive whole number",
      'articles/same/en.md: the slug "a-good-title" of its title is also the slug of articles/good',
      "articles/script/en.md: the English title gives an empty slug",
      'articles/body/en.md: unknown front matter field "extra"',
      'articles/body/en.md: a "#" heading',
      'articles/body/en.md: raw HTML "<script>',
      "articles/body/en.md: the link /no-such-page leads nowhere",
      "articles/body/en.md: the link /hindi/kundli is not in this file's language (write /kundli)",
      "articles/body/en.md: the link /blog/not-an-article names no article",
      "articles/body/en.md: the link /article/9 names no article",
      "articles/body/hi.md: title is 201 characters",
      "articles/body/hi.md: excerpt is 301 characters",
      "articles/body/hi.md: the link /kundli is not in this file's language (write /hindi/kundli)",
      "articles/body/hi.md: the link /tamil/kundli is not in this file's language (write /hindi/kundli)",
      "articles/body/ta.md: title is missing",
      "articles/body/ta.md: excerpt is missing",
      "articles/body/ta.md: the body is empty",
      "articles/body/te.md: no YAML front matter",
      "articles/body: missing te.md",
      "pages/kundli: this route is not a CMS page",
      "pages/no-such-page: no such route in the route table",
      "pages/disclaimer/en.md: the tool /tamil/kundli must be language-neutral",
      "pages/disclaimer/en.md: the tool /nowhere is not a page of the route table",
      "pages/disclaimer/en.md: the tool /kundli?x=1 is not a page of the route table",
      "pages/privacy-policy/en.md: tools must be a list",
      "pages/privacy-policy/notes.txt: unexpected file",
      "pages/privacy-policy: missing hi.md, ta.md, te.md",
    ];
    for (const start of expected) expect(problems.some((p) => p.startsWith(start)), `${start}\n— in —\n${problems.join("\n")}`).toBe(true);
    // Nothing reported against the correct article, nor for the autolink or the links that resolve.
    expect(problems.filter((p) => p.startsWith("articles/good"))).toEqual([]);
    expect(problems.some((p) => p.includes("example.org") || p.includes("/blog/a-good-title"))).toBe(false);
    expect(problems.filter((p) => !expected.some((start) => p.startsWith(start)))).toEqual([]);
    expect(problems).toHaveLength(expected.length);
  });
});

describe("content helpers", () => {
  it("reads dates and turns them into 06:00 IST", () => {
    expect(metaDate("2026-07-10")).toBe("2026-07-10");
    expect(metaDate(new Date("2026-07-10T00:00:00Z"))).toBe("2026-07-10");
    expect(metaDate("2026-13-01")).toBeNull();
    expect(metaDate(20260710)).toBeNull();
    expect(articlePublishAt("2026-07-10")).toBe("2026-07-10T00:30:00.000Z");
  });

  it("finds inline links, titled links, images and reference definitions", () => {
    expect(internalLinks('[a](/x) [b](/y "t") ![c](/z.png) [e](https://e.org)\n[r]: /w')).toEqual(["/x", "/y", "/z.png", "/w"]);
  });
});

describe("seedContent", () => {
  it("loads articles with their ids and slugs, pages with their tools, every text published; a re-run keeps edits", async () => {
    const root = tree({ ...article("b", 7, "Saturn direct in Pisces"), ...article("a", 3, "Jupiter combust"), ...page("/about") });
    const dir = mkdtempSync(join(tmpdir(), "content-seed-"));
    made.push(dir);
    const url = `file:${join(dir, "seed.db")}`;
    await migrateDatabase(url);
    const client = createClient({ url });
    try {
      expect(await seedContent(client, root)).toEqual({ items: 3, texts: 12, skipped: [] });
      const items = (await client.execute("select id, kind, slug, category, gradient, tools from content_items order by id")).rows.map((r) => ({ ...r }));
      expect(items).toEqual([
        { id: 3, kind: "article", slug: "jupiter-combust", category: "Combust", gradient: "teal", tools: "[]" },
        { id: 7, kind: "article", slug: "saturn-direct-in-pisces", category: "Combust", gradient: "teal", tools: "[]" },
        // Autoincrement follows the largest article id.
        { id: 8, kind: "page", slug: "/about", category: null, gradient: null, tools: '["/kundli"]' },
      ]);
      const hi = (await client.execute("select title, description, status, publish_at, words from content_texts where item_id = 7 and locale = 'hi'")).rows[0];
      expect({ ...hi }).toEqual({ title: "Saturn direct in Pisces (hi)", description: "Short.", status: "published", publish_at: "2026-07-10T00:30:00.000Z", words: 7 });
      const page = (await client.execute("select status, publish_at, description from content_texts where item_id = 8 and locale = 'ta'")).rows[0];
      expect({ ...page }).toEqual({ status: "published", publish_at: null, description: "Who we are." });

      // An administrator's edit survives a re-run, and new content is added.
      await client.execute("update content_texts set title = 'Edited' where item_id = 3 and locale = 'en'");
      await client.execute("delete from content_texts where item_id = 3 and locale = 'te'");
      writeFileSync(join(root, "articles/a/en.md"), md('title: "Jupiter combust"\nexcerpt: "Changed."', "Changed."));
      expect(await seedContent(client, root)).toEqual({ items: 0, texts: 1, skipped: [] });
      expect((await client.execute("select title from content_texts where item_id = 3 and locale = 'en'")).rows[0]?.title).toBe("Edited");
      const created = await client.execute("insert into content_items (kind, slug) values ('article', 'by-an-admin') returning id");
      expect(created.rows[0]?.id).toBe(9);
    } finally {
      client.close();
    }
  });
});
