// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A report as a PDF (issue 23): the report's print page (`/reports/print/<id>`, an SPA route)
 * printed by Chromium, so Devanagari, Tamil and Telugu are shaped by HarfBuzz as in the reader's
 * browser. pdf-lib cannot do it: it places glyphs by advance width with no OpenType shaping
 * (Hopding/pdf-lib#1409; /work/shared/design/paid-half-research.md §4).
 *
 * The printer is one HTTP request shape, Cloudflare Browser Rendering's REST endpoint
 * `POST https://api.cloudflare.com/client/v4/accounts/<accountId>/browser-rendering/pdf`
 * (https://developers.cloudflare.com/browser-rendering/rest-api/pdf-endpoint/; the body's
 * `url`, `addStyleTag`, `gotoOptions`, `waitForSelector: { selector, timeout }` and `pdfOptions`
 * (Puppeteer's PDFOptions, with `outline`) are in the API reference
 * /api/resources/browser_rendering/subresources/pdf/methods/create/; `Authorization: Bearer`,
 * answer `application/pdf`):
 *  - production: `PDF_PRINTER_URL` = that endpoint with the account id, `PDF_PRINTER_TOKEN` = an
 *    API token with "Browser Rendering - Edit";
 *  - `npm run dev`, the e2e tests and the benches: the local gateway scripts/lib/printer.ts, which
 *    speaks the same shape with the project's Chromium (they pass its URL; no token).
 *
 * Two passes, because a page number is known only once the page is printed: pass 1 prints the
 * page and its outline (the PDF bookmarks Chromium builds from the headings); the outline gives
 * the page of each section's heading; pass 2 prints again with those numbers in the contents
 * (`&pages=<base64url JSON array>`). Should the numbers shift the layout, a third pass settles it.
 *
 * The running header (the report's title and the person's name) and footer ("page X of Y") are
 * CSS page-margin boxes (`@page { @top-left { content: … } }`, CSS Paged Media 3 §5, in Chromium
 * since 131) added with `addStyleTag`, not Chromium's headerTemplate/footerTemplate: a template is
 * drawn in its own document that loads no web font, not even a base64 `@font-face` in the
 * template (tried: Devanagari came out as empty boxes), and a printer has no Indic system font
 * to fall back on locally. Margin boxes belong to the page, so they use its Noto faces and are
 * shaped like the rest (test/unit/report-pdf.test.ts reads them back with pdftotext).
 *
 * The print page reads the report without a session: the Worker signs it a print token
 * (`verifyPrintToken`), good for ten minutes, sent back in the `X-Print-Token` header
 * (`PRINT_TOKEN_HEADER`, @contract/reports).
 */
import type { PDFDict as PdfDict } from "pdf-lib";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { render } from "@contract/messages";
import type { Lang } from "@jyotish/terms/lang";
import { hmacHex, verifyHmacHex } from "../auth/tokens";

/** How long the print page may read its report with a token: both passes, with room to spare. */
export const PRINT_TOKEN_TTL_MS = 10 * 60_000;
/** What the print page sets on <html> once its fonts and content are in place. */
export const PRINT_READY_SELECTOR = 'html[data-print-ready="1"]';
/**
 * Upper bound of one printer request, a hang detector: Browser Rendering allows up to 60 s to
 * load the page, 60 s more for the selector and the PDF's own timeout after that
 * (https://developers.cloudflare.com/browser-rendering/reference/timeouts/).
 */
const PRINT_TIMEOUT_MS = 240_000;

const reportIdPattern = /^rp_[0-9a-f]{32}$/;

/** What a print token signs: its purpose, the report, its version and the expiry (ms since epoch). */
function printTokenData(reportId: string, version: number, expiresMs: number): string {
  return `report-print\n${reportId}\n${version}\n${expiresMs}`;
}

/** A print token `<reportId>.<version>.<expiresMs>.<hmac hex>` for one version of one report. */
export async function signPrintToken(env: Env, reportId: string, version: number, nowMs = Date.now()): Promise<string> {
  const expiresMs = nowMs + PRINT_TOKEN_TTL_MS;
  return `${reportId}.${version}.${expiresMs}.${await hmacHex(env, printTokenData(reportId, version, expiresMs))}`;
}

/** The report and version a print token was signed for, or null when it is malformed, forged or expired. */
export async function verifyPrintToken(env: Env, token: string, nowMs = Date.now()): Promise<{ reportId: string; version: number } | null> {
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [reportId, versionText, expiresText, signature] = parts as [string, string, string, string];
  const version = Number(versionText);
  const expiresMs = Number(expiresText);
  if (!reportIdPattern.test(reportId) || !/^\d+$/.test(versionText) || !Number.isSafeInteger(version) || version < 1) return null;
  if (!/^\d+$/.test(expiresText) || !Number.isSafeInteger(expiresMs) || expiresMs < nowMs) return null;
  return (await verifyHmacHex(env, printTokenData(reportId, version, expiresMs), signature)) ? { reportId, version } : null;
}

/** A CSS string literal: quotes and backslashes escaped, line breaks and control characters dropped. */
function cssString(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return `"${text.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The page furniture's font stack: the print page's own faces (the SPA's fontsource Noto families). */
const furnitureFont = `"Noto Sans", "Noto Sans Tamil", "Noto Sans Telugu", sans-serif`;

/**
 * The running header and footer as page-margin boxes: the title at the top left, the person's
 * name at the top right, "page X of Y" in the report's language at the bottom; none on the cover.
 */
export function pageFurnitureCss(input: { language: Lang; title: string; name: string | null }): string {
  // "Page {page} of {pages}" in the language, split around the two numbers into CSS content parts.
  const pageMark = "\u0001";
  const pagesMark = "\u0002";
  const footer = render(input.language, "pdf_page_of", { page: pageMark, pages: pagesMark })
    .split(/(\u0001|\u0002)/)
    .filter((part) => part !== "")
    .map((part) => (part === pageMark ? "counter(page)" : part === pagesMark ? "counter(pages)" : cssString(part)))
    .join(" ");
  const box = `font-family: ${furnitureFont}; font-size: 8.5pt; color: #555;`;
  return [
    "@page {",
    `  @top-left { content: ${cssString(input.title)}; ${box} }`,
    `  @top-right { content: ${input.name ? cssString(input.name) : "none"}; ${box} }`,
    `  @bottom-center { content: ${footer}; ${box} }`,
    "}",
    "@page :first { @top-left { content: none } @top-right { content: none } @bottom-center { content: none } }",
  ].join("\n");
}

/** Where to print: the printer's endpoint and, for Cloudflare's API, its bearer token. */
export interface PrinterTarget {
  url: string;
  token?: string;
}

/** The request body for the printer (Browser Rendering's `/pdf` shape). */
export function printRequestBody(pageUrl: string, furnitureCss: string) {
  return {
    url: pageUrl,
    addStyleTag: [{ content: furnitureCss }],
    // "load", then the page's own readiness mark: an SPA may keep a connection open (no network idle).
    gotoOptions: { waitUntil: "load" as const, timeout: 60_000 },
    waitForSelector: { selector: PRINT_READY_SELECTOR, timeout: 60_000 },
    pdfOptions: {
      format: "a4" as const,
      printBackground: true,
      // The header and footer are the margin boxes above; Chromium's templates cannot show Indic text.
      displayHeaderFooter: false,
      margin: { top: "18mm", bottom: "16mm", left: "16mm", right: "16mm" },
      // The bookmarks give each heading's page (pass 1), and readers a navigable PDF.
      outline: true,
      tagged: true,
      // Printing itself (default 30 s): a long report in a slow browser must not be cut.
      timeout: 90_000,
    },
  };
}

/** One request to the printer; any failure to get a PDF back is "unavailable" (503). */
export async function requestPdf(printer: PrinterTarget, body: unknown): Promise<Uint8Array> {
  let res: Response;
  try {
    res = await fetch(printer.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/pdf", ...(printer.token ? { Authorization: `Bearer ${printer.token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PRINT_TIMEOUT_MS),
    });
  } catch (err) {
    console.log(JSON.stringify({ at: "report pdf", error: "printer unreachable", message: err instanceof Error ? err.message : String(err) }));
    throw new ApiError("unavailable", "pdf_unavailable");
  }
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isPdf = new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-";
  if (!res.ok || !isPdf) {
    console.log(JSON.stringify({ at: "report pdf", error: "printer failed", status: res.status, body: new TextDecoder().decode(bytes.subarray(0, 500)) }));
    throw new ApiError("unavailable", "pdf_unavailable");
  }
  return bytes;
}

/** One bookmark of a PDF's outline: its title and the 1-based page it points to (null: none). */
export interface OutlineEntry {
  title: string;
  page: number | null;
  depth: number;
}

/** A PDF's outline (bookmarks), depth first in reading order, read with pdf-lib (loaded on first use). */
export async function readOutline(pdf: Uint8Array): Promise<{ entries: OutlineEntry[]; pageCount: number }> {
  const { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } = await import("pdf-lib");
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  const pageByRef = new Map(pages.map((page, i) => [page.ref.toString(), i + 1]));
  const catalog = doc.catalog;

  // A named destination: the catalog's /Dests dictionary (PDF 1.1) or the /Names /Dests name tree.
  const namedDestination = (name: string): unknown => {
    const dests = catalog.lookupMaybe(PDFName.of("Dests"), PDFDict);
    const direct = dests?.lookup(PDFName.of(name));
    if (direct) return direct;
    const tree = catalog.lookupMaybe(PDFName.of("Names"), PDFDict)?.lookupMaybe(PDFName.of("Dests"), PDFDict);
    const search = (node: PdfDict | undefined, depth: number): unknown => {
      if (!node || depth > 32) return undefined;
      const names = node.lookupMaybe(PDFName.of("Names"), PDFArray);
      if (names) {
        for (let i = 0; i + 1 < names.size(); i += 2) {
          const key = names.lookup(i);
          if ((key instanceof PDFString || key instanceof PDFHexString) && key.decodeText() === name) return names.lookup(i + 1);
        }
      }
      const kids = node.lookupMaybe(PDFName.of("Kids"), PDFArray);
      for (let i = 0; kids && i < kids.size(); i++) {
        const found = search(kids.lookupMaybe(i, PDFDict), depth + 1);
        if (found) return found;
      }
      return undefined;
    };
    return search(tree, 0);
  };

  // The page a destination points to: an explicit [pageRef /XYZ …] array, a name, or a dict with /D.
  const pageOf = (destination: unknown, depth = 0): number | null => {
    if (depth > 4 || destination === undefined) return null;
    if (destination instanceof PDFArray) {
      const target = destination.get(0);
      return target instanceof PDFRef ? (pageByRef.get(target.toString()) ?? null) : null;
    }
    if (destination instanceof PDFName) return pageOf(namedDestination(destination.decodeText()), depth + 1);
    if (destination instanceof PDFString || destination instanceof PDFHexString) return pageOf(namedDestination(destination.decodeText()), depth + 1);
    if (destination instanceof PDFDict) return pageOf(destination.lookup(PDFName.of("D")), depth + 1);
    return null;
  };

  const entries: OutlineEntry[] = [];
  const seen = new Set<PdfDict>();
  const walk = (parent: PdfDict, depth: number) => {
    for (let item = parent.lookupMaybe(PDFName.of("First"), PDFDict); item && !seen.has(item) && entries.length < 10_000; item = item.lookupMaybe(PDFName.of("Next"), PDFDict)) {
      seen.add(item);
      const title = item.lookup(PDFName.of("Title"));
      const action = item.lookupMaybe(PDFName.of("A"), PDFDict);
      entries.push({
        title: title instanceof PDFString || title instanceof PDFHexString ? title.decodeText() : "",
        page: pageOf(item.lookup(PDFName.of("Dest")) ?? action?.lookup(PDFName.of("D"))),
        depth,
      });
      walk(item, depth + 1);
    }
  };
  const outlines = catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  if (outlines) walk(outlines, 0);
  return { entries, pageCount: pages.length };
}

/** A title as compared with a bookmark's: Unicode NFC, white space collapsed. */
function comparable(title: string): string {
  return title.normalize("NFC").replace(/\s+/g, " ").trim();
}

/**
 * The page of each section, in order: each title is matched to the next bookmark with the
 * same text (the cover and contents headings come before and are passed over).
 */
export function sectionPages(outline: readonly OutlineEntry[], sectionTitles: readonly string[]): number[] {
  const pages: number[] = [];
  let from = 0;
  for (const title of sectionTitles) {
    const wanted = comparable(title);
    const at = outline.findIndex((entry, i) => i >= from && entry.page !== null && comparable(entry.title) === wanted);
    if (at < 0) throw new Error(`the printed outline has no bookmark for the section "${title}" (after bookmark ${from})`);
    pages.push(outline[at]!.page!);
    from = at + 1;
  }
  return pages;
}

/** The contents' page numbers as the print page reads them: base64url of a JSON array. */
export function encodePages(pages: readonly number[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(pages));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export interface PrintedReport {
  pdf: Uint8Array;
  /** The page of each section (the numbers the contents show). */
  sectionPages: number[];
  pageCount: number;
  /** How many times the page was printed (2, or 3 when the numbers moved the layout). */
  passes: number;
}

/**
 * Prints `pageUrl` with the contents' page numbers filled in: pass 1 without numbers, its
 * outline gives the sections' pages, pass 2 with them (`pages` query parameter); a third pass
 * only if pass 2's headings moved.
 */
export async function printWithPageNumbers(job: { printer: PrinterTarget; pageUrl: string; sectionTitles: readonly string[]; furnitureCss: string }): Promise<PrintedReport> {
  let pdf = await requestPdf(job.printer, printRequestBody(job.pageUrl, job.furnitureCss));
  let passes = 1;
  let pages = sectionPages((await readOutline(pdf)).entries, job.sectionTitles);
  for (;;) {
    const url = new URL(job.pageUrl);
    url.searchParams.set("pages", encodePages(pages));
    pdf = await requestPdf(job.printer, printRequestBody(url.toString(), job.furnitureCss));
    passes += 1;
    const outline = await readOutline(pdf);
    const printed = sectionPages(outline.entries, job.sectionTitles);
    if (printed.every((page, i) => page === pages[i]) || passes >= 3) {
      return { pdf, sectionPages: printed, pageCount: outline.pageCount, passes };
    }
    pages = printed;
  }
}

export interface ReportPdfInput {
  /** The public origin the printer loads the print page from, e.g. `https://example.com`. */
  origin: string;
  reportId: string;
  version: number;
  language: Lang;
  /** The report's title in its language (the header's left side). */
  title: string;
  /** The person's name as entered (the header's right side), or null. */
  name: string | null;
  /** The sections' titles in reading order, exactly as the print page writes them in its headings. */
  sectionTitles: string[];
}

/** The report's PDF: cover, contents with page numbers, sections, running header and footer. */
export async function printReportPdf(env: Env, input: ReportPdfInput): Promise<Uint8Array> {
  if (!env.PDF_PRINTER_URL) throw new ApiError("unavailable", "pdf_not_configured");
  const token = await signPrintToken(env, input.reportId, input.version);
  const pageUrl = `${input.origin}/reports/print/${input.reportId}?token=${encodeURIComponent(token)}`;
  const started = Date.now();
  const printed = await printWithPageNumbers({
    printer: { url: env.PDF_PRINTER_URL, token: env.PDF_PRINTER_TOKEN || undefined },
    pageUrl,
    sectionTitles: input.sectionTitles,
    furnitureCss: pageFurnitureCss(input),
  });
  console.log(JSON.stringify({ at: "report pdf", reportId: input.reportId, version: input.version, pages: printed.pageCount, bytes: printed.pdf.length, passes: printed.passes, ms: Date.now() - started }));
  return printed.pdf;
}
