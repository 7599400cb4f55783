/**
 * The report PDF's shaping and page-number proof (issue 23): the local printer gateway prints a
 * fixture print page (test/fixtures/reports/print.html: cover, contents, six sections titled in
 * conjunct-heavy Hindi, Tamil and Telugu) through the Worker's two-pass printing
 * (worker/src/features/reports/pdf.ts); poppler's pdftotext reads the text back and pdftoppm
 * renders pages to .data/report-pdf/ for a person to look at.
 *
 * Needs Chromium (the @sparticuz/chromium build in node_modules, as the e2e tests) and
 * poppler-utils (pdftotext, pdftoppm, pdffonts; .ci/run installs them).
 *
 * What pdftotext does to Devanagari body text, found here: a below-base vowel sign attached at
 * the base's stem (कु, कृ, फु in Noto Sans) comes out followed by a space when a letter follows
 * in the same word ("कुटुम्ब" → "कु टुम्ब", "कुंडली" → "कुं डली"). The PDF is right: Chromium
 * writes the cluster inside `/Span <</ActualText <FEFF09150941>>> BDC … EMC` (क, then the
 * zero-width ु drawn at the stem, 8.75 units in), and the next letter 3.5 units (0.22 em) after
 * the sign's origin, since क's advance is longer than its stem's offset; pdftotext takes that
 * gap after a zero-width glyph for a word break. The titles here avoid such clusters, so they
 * must come back exactly.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Printer, startPrinter } from "../../scripts/lib/printer";
import { projectRoot } from "../../scripts/lib/wrangler";
import { startFixtureServer } from "../fixtures/reports/server";
import { pageFurnitureCss, printRequestBody, type PrintedReport, printWithPageNumbers, requestPdf } from "../../worker/src/features/reports/pdf";

/** The fixture's section titles, in order, as its source writes them (two per script). */
const sections = [
  { lang: "hi", title: "क्षत्रिय प्राधिकारी श्रृंगार" },
  { lang: "hi", title: "द्वितीय भाव में शुक्र की दृष्टि" },
  { lang: "ta", title: "ஸ்ரீ க்ஷேத்திரம் ஸ்வஸ்திக்" },
  { lang: "ta", title: "கோள்களின் பெயர்ச்சிப் பலன்கள்" },
  { lang: "te", title: "శ్రీ క్ష్మ స్త్రీ" },
  { lang: "te", title: "జ్యోతిష్య శాస్త్రంలో ద్వాదశ భావాలు" },
] as const;
const titles = sections.map((s) => s.title);

const outDir = join(projectRoot, ".data", "report-pdf");

/** pdftotext of pages `first`…`last` (1-based), UTF-8. */
function pdfText(file: string, first?: number, last?: number): string {
  const range = first ? ["-f", String(first), "-l", String(last ?? first)] : [];
  return execFileSync("pdftotext", ["-enc", "UTF-8", ...range, file, "-"], { encoding: "utf8" });
}

let printer: Printer;
let pageServer: Awaited<ReturnType<typeof startFixtureServer>>;
let pageUrl: string;

beforeAll(async () => {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  printer = await startPrinter({ quiet: true });
  pageServer = await startFixtureServer();
  pageUrl = `${pageServer.printPageUrl}?token=fixture`;
});

afterAll(async () => {
  await printer?.stop();
  await pageServer?.close();
});

describe("the report PDF printed by Chromium in two passes", () => {
  let printed: PrintedReport;
  let file: string;
  let pageTexts: string[];

  beforeAll(async () => {
    const fixture = readFileSync(join(projectRoot, "test", "fixtures", "reports", "print.html"), "utf8");
    for (const title of titles) expect(fixture, "the fixture writes this title").toContain(title);
    printed = await printWithPageNumbers({
      printer: { url: printer.url },
      pageUrl,
      sectionTitles: titles,
      furnitureCss: pageFurnitureCss({ language: "hi", title: "जीवन रिपोर्ट", name: "प्रिया शर्मा" }),
    });
    file = join(outDir, "report-hi.pdf");
    writeFileSync(file, printed.pdf);
    pageTexts = Array.from({ length: printed.pageCount }, (_, i) => pdfText(file, i + 1));
  });

  it("extracts each conjunct-heavy Hindi, Tamil and Telugu title exactly as its source string", () => {
    const text = pdfText(file);
    for (const title of titles) expect(text).toContain(title);
  });

  it("numbers the contents with the page each section's heading is printed on", () => {
    expect(printed.sectionPages).toHaveLength(titles.length);
    // Two sections share a page somewhere and one starts past page 3: the numbers are not a count.
    expect(new Set(printed.sectionPages).size).toBeLessThan(titles.length);
    expect(Math.max(...printed.sectionPages)).toBeGreaterThan(4);
    const contents = pdfText(file, 2, 2)
      .split("\n")
      .map((line) => line.trim());
    titles.forEach((title, i) => {
      const page = printed.sectionPages[i]!;
      // The contents line: the title, then its page number (pdftotext puts the number on its own line).
      const at = contents.indexOf(title);
      expect(at, `contents lists "${title}"`).toBeGreaterThanOrEqual(0);
      expect(contents.slice(at + 1).find((line) => /^\d+$/.test(line)), `page number after "${title}"`).toBe(String(page));
      // The heading is on that page and on no earlier page after the contents.
      expect(pageTexts[page - 1], `page ${page} shows "${title}"`).toContain(title);
      for (let p = 3; p < page; p++) expect(pageTexts[p - 1], `page ${p} does not show "${title}" yet`).not.toContain(title);
    });
  });

  it("prints the running header and 'page X of Y' footer in the report's language on every page but the cover", () => {
    const total = printed.pageCount;
    expect(pageTexts[0]).not.toContain("पृष्ठ");
    expect(pageTexts[0]).not.toContain("प्रिया शर्मा\n");
    for (let page = 2; page <= total; page++) {
      const text = pageTexts[page - 1]!;
      expect(text).toContain("जीवन रिपोर्ट");
      expect(text).toContain("प्रिया शर्मा");
      expect(text).toContain(`पृष्ठ ${page} / ${total}`);
    }
  });

  it("embeds every font it uses", () => {
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line, line).toMatch(/ yes +yes +yes +\d+ +\d+$/);
    expect(fonts.some((line) => line.includes("NotoSansTamil"))).toBe(true);
    expect(fonts.some((line) => line.includes("NotoSansTelugu"))).toBe(true);
  });

  it("renders the cover and a section page of each language to PNG", () => {
    const shots = { cover: 1, hi: printed.sectionPages[0]!, ta: printed.sectionPages[2]!, te: printed.sectionPages[4]! };
    for (const [name, page] of Object.entries(shots)) {
      execFileSync("pdftoppm", ["-r", "60", "-png", "-singlefile", "-f", String(page), "-l", String(page), file, join(outDir, `report-hi-${name}`)]);
      expect(readFileSync(join(outDir, `report-hi-${name}.png`)).subarray(1, 4).toString()).toBe("PNG");
    }
  });
});

describe("the running header and footer in Tamil and Telugu", () => {
  it.each([
    { language: "ta" as const, title: "ஜாதக அறிக்கை", name: "ஸ்ரீநிவாஸன்", footer: (p: number, n: number) => `பக்கம் ${p} / ${n}` },
    { language: "te" as const, title: "జాతక నివేదిక", name: "శ్రీనివాస్", footer: (p: number, n: number) => `పేజీ ${p} / ${n}` },
  ])("are shaped and extracted exactly in $language", async ({ language, title, name, footer }) => {
    const pdf = await requestPdf({ url: printer.url }, printRequestBody(pageUrl, pageFurnitureCss({ language, title, name })));
    const file = join(outDir, `furniture-${language}.pdf`);
    writeFileSync(file, pdf);
    const total = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
    const text = pdfText(file, 3);
    expect(text).toContain(title);
    expect(text).toContain(name);
    expect(text).toContain(footer(3, total));
    execFileSync("pdftoppm", ["-r", "60", "-png", "-singlefile", "-f", "3", "-l", "3", file, join(outDir, `furniture-${language}`)]);
  });
});
