import { describe, expect, it } from "vitest";
import { hostileMarkdown, inertProblems } from "./inert.testing";
import { articlePlaceholder, categoryNames, renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders the hostile payload inert: no script, frame, svg, handler or unsafe URL", () => {
    const { html } = renderMarkdown(hostileMarkdown);
    expect(inertProblems(html)).toEqual([]);
    expect(html).not.toMatch(/<script|<iframe|<svg|<div|<b>/i);
    expect(html).not.toMatch(/\s(href|src)="(javascript|data|vbscript|irc):/i);
    // The raw HTML is shown as text, escaped.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // The titled link keeps its title as an attribute value, not as a new attribute.
    expect(html).toMatch(/<a href="https:\/\/example\.org" rel="noopener noreferrer nofollow" target="_blank" title="x&quot; onerror=alert\(1\) y">g<\/a>/);
  });

  it("is proven to catch what it looks for (the inert check reports unsafe markup)", () => {
    expect(inertProblems('<p><script>alert(1)</script></p>')).toContain("tag <script>");
    expect(inertProblems('<img src="x" onerror="alert(1)" />')).toContain("attribute onerror on <img>");
    expect(inertProblems('<a href="jav&#x61;script:alert(1)">x</a>')).not.toEqual([]);
    expect(inertProblems('<a href="java\tscript:alert(1)">x</a>')).not.toEqual([]);
    expect(inertProblems('<img src="data:image/png;base64,AA" />')).not.toEqual([]);
    expect(inertProblems("<p>a <b onmouseover=x>b</b></p>")).not.toEqual([]);
  });

  it("keeps safe links: site paths stay in the tab, off-site ones open a new one with rel", () => {
    const { html } = renderMarkdown("[k](/kundli) [t](/tamil/panchang#today) [e](https://example.org/a?b=1&c=2) [m](mailto:help@example.org) [p](//example.org/x) ![i](/api/media/abc.png)");
    expect(html).toContain('<a href="/kundli">k</a>');
    expect(html).toContain('<a href="/tamil/panchang#today">t</a>');
    expect(html).toContain('<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">e</a>');
    expect(html).toContain('<a href="mailto:help@example.org">m</a>');
    expect(html).toContain('<a href="//example.org/x" rel="noopener noreferrer nofollow" target="_blank">p</a>');
    expect(html).toContain('<img src="/api/media/abc.png" alt="i" />');
    expect(renderMarkdown("[x](irc://example.org)").html).toContain('<a href="">x</a>');
  });

  it("gives ## and ### headings ids: an ASCII slug, section-N without ASCII, unique", () => {
    const { html } = renderMarkdown("## What Jyotish is\n\n### Sūrya & Chandra\n\n## ग्रह\n\n## What Jyotish is\n\n#### Not this one");
    expect(html).toContain('<h2 id="what-jyotish-is">What Jyotish is</h2>');
    expect(html).toContain('<h3 id="surya-chandra">Sūrya &amp; Chandra</h3>');
    expect(html).toContain('<h2 id="section-3">ग्रह</h2>');
    expect(html).toContain('<h2 id="what-jyotish-is-2">What Jyotish is</h2>');
    expect(html).toContain("<h4>Not this one</h4>");
  });

  it("renders GFM tables", () => {
    expect(renderMarkdown("| Graha | Years |\n| --- | ---: |\n| Ketu | 7 |").html).toMatch(/<table>[\s\S]*<th>Graha<\/th>[\s\S]*<td align="right">7<\/td>/);
  });

  it("counts words of the text, not the markup, and reads 200 words a minute, at least one", () => {
    const one = renderMarkdown("**Shani** is [slow](https://example.org) — very *slow*.\n\n| a | b |\n| - | - |\n| c | d |");
    expect(one.words).toBe(10);
    expect(one.readMinutes).toBe(1);
    expect(renderMarkdown("").readMinutes).toBe(1);
    expect(renderMarkdown("शनि धीमा है ".repeat(134)).words).toBe(402);
    expect(renderMarkdown("शनि धीमा है ".repeat(134)).readMinutes).toBe(3);
  });
});

describe("articlePlaceholder", () => {
  const article = { title: "Jupiter <b>combust</b>", category: "Combust" as const, excerpt: "Guru & Surya.", publishedAt: "2026-07-10T00:30:00.000Z", readMinutes: 1 };

  it("says the article is being prepared and repeats title, category, excerpt, date and reading time", () => {
    const en = articlePlaceholder(article, "en");
    expect(en).toContain("being prepared");
    expect(en).toContain("Jupiter &lt;b&gt;combust&lt;/b&gt;");
    expect(en).toContain("Guru &amp; Surya.");
    expect(en).toContain("Combustion");
    expect(en).toContain("10 July 2026");
    expect(en).toContain("1 min read");
    expect(inertProblems(en)).toEqual([]);
  });

  it("is written in each language, the category translated", () => {
    expect(articlePlaceholder(article, "hi")).toContain("तैयार किया जा रहा है");
    expect(articlePlaceholder(article, "hi")).toContain(categoryNames.hi.Combust);
    expect(articlePlaceholder(article, "ta")).toContain("அஸ்தமனம்");
    expect(articlePlaceholder(article, "te")).toContain("మౌఢ్యం");
    for (const locale of ["hi", "ta", "te"] as const) expect(articlePlaceholder(article, locale)).toMatch(/2026/);
  });
});
