import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { encodePages, type OutlineEntry, PRINT_TOKEN_TTL_MS, pageFurnitureCss, printReportPdf, requestPdf, sectionPages, signPrintToken, verifyPrintToken } from "./pdf";

// Chromium's printed outline and the real printing are proved in test/unit/report-pdf.test.ts.

const env = { JWT_SECRET: "a-test-signing-key-of-more-than-32-characters" } as Env;
const reportId = `rp_${"0123456789abcdef".repeat(2)}`;
const now = Date.UTC(2026, 10, 26, 12);

/** A one-request HTTP server answering `status` with `body`; resolves with its URL and the request it saw. */
async function oneAnswer(status: number, body: string, type: string) {
  let seen: { headers: Record<string, unknown>; body: string } | undefined;
  const server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    seen = { headers: req.headers, body: text };
    res.writeHead(status, { "Content-Type": type });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pdf`,
    seen: () => seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("print tokens", () => {
  it("verify for the report and version they were signed for, for ten minutes", async () => {
    const token = await signPrintToken(env, reportId, 3, now);
    expect(await verifyPrintToken(env, token, now)).toEqual({ reportId, version: 3 });
    expect(await verifyPrintToken(env, token, now + PRINT_TOKEN_TTL_MS)).toEqual({ reportId, version: 3 });
    expect(await verifyPrintToken(env, token, now + PRINT_TOKEN_TTL_MS + 1)).toBeNull();
  });

  it("do not verify once any part is changed, or under another key", async () => {
    const token = await signPrintToken(env, reportId, 1, now);
    const [id, version, expires, signature] = token.split(".") as [string, string, string, string];
    const otherId = `rp_${"f".repeat(32)}`;
    for (const forged of [
      `${otherId}.${version}.${expires}.${signature}`,
      `${id}.2.${expires}.${signature}`,
      `${id}.${version}.${Number(expires) + 1}.${signature}`,
      `${id}.${version}.${expires}.${signature.slice(0, -1)}0`,
      `${id}.${version}.${expires}`,
      "",
    ]) {
      expect(await verifyPrintToken(env, forged, now), forged).toBeNull();
    }
    expect(await verifyPrintToken({ JWT_SECRET: "another-signing-key-of-more-than-32-characters" } as Env, token, now)).toBeNull();
  });
});

describe("section pages from the printed outline", () => {
  const outline: OutlineEntry[] = [
    { title: "जीवन रिपोर्ट", page: 1, depth: 0 },
    { title: "विषय-सूची", page: 2, depth: 0 },
    { title: "लग्न", page: 3, depth: 0 },
    { title: "ग्रह", page: 3, depth: 0 },
    { title: "लग्न", page: 9, depth: 0 },
    // A decomposed "क़" (क + nukta) in the bookmark, the composed one in the title.
    { title: "क\u093C्षेत्र  फल ", page: 11, depth: 1 },
  ];

  it("takes each title's next bookmark in reading order, comparing Unicode NFC with white space collapsed", () => {
    expect(sectionPages(outline, ["लग्न", "ग्रह", "लग्न", "\u0958्षेत्र फल"])).toEqual([3, 3, 9, 11]);
  });

  it("refuses a title the outline does not have after the previous one", () => {
    expect(() => sectionPages(outline, ["ग्रह", "विषय-सूची"])).toThrow(/विषय-सूची/);
  });

  it("hands the page numbers to the print page as base64url JSON", () => {
    const encoded = encodePages([3, 3, 9, 112]);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"))).toEqual([3, 3, 9, 112]);
  });
});

describe("the running header and footer", () => {
  it("write 'page X of Y' in the report's language around Chromium's page counters", () => {
    expect(pageFurnitureCss({ language: "en", title: "Life report", name: null })).toContain('@bottom-center { content: "Page " counter(page) " of " counter(pages);');
    expect(pageFurnitureCss({ language: "hi", title: "जीवन रिपोर्ट", name: "प्रिया" })).toContain('content: "पृष्ठ " counter(page) " / " counter(pages);');
    expect(pageFurnitureCss({ language: "te", title: "జాతక నివేదిక", name: null })).toContain('content: "పేజీ " counter(page) " / " counter(pages);');
  });

  it("quote a name as a CSS string, whatever it contains", () => {
    const css = pageFurnitureCss({ language: "en", title: "Life report", name: 'A "quoted" \\ name\n} @page { x' });
    expect(css).toContain('@top-right { content: "A \\"quoted\\" \\\\ name } @page { x";');
    expect(pageFurnitureCss({ language: "en", title: "Life report", name: null })).toContain("@top-right { content: none;");
  });
});

describe("asking the printer", () => {
  it("answers 503 when the printer cannot be reached", async () => {
    const closed = await oneAnswer(200, "", "text/plain");
    await closed.close();
    const error = await requestPdf({ url: closed.url }, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
  });

  it("answers 503 when the printer answers with an error instead of a PDF", async () => {
    const printer = await oneAnswer(422, JSON.stringify({ success: false, errors: [{ code: 2001, message: "Rate limit exceeded" }] }), "application/json");
    const error = await requestPdf({ url: printer.url, token: "cf-token" }, { url: "https://example.com/" }).catch((e: unknown) => e);
    await printer.close();
    expect((error as ApiError).code).toBe("unavailable");
    expect(printer.seen()?.headers.authorization).toBe("Bearer cf-token");
  });

  it("asks for the report's print page with a print token for that version, and 503 without a printer", async () => {
    const input = { origin: "https://jyotish.example", reportId, version: 2, language: "ta" as const, title: "ஜாதக அறிக்கை", name: "ஸ்ரீநிவாஸன்", sectionTitles: ["லக்னம்"] };
    expect(((await printReportPdf(env, input).catch((e: unknown) => e)) as ApiError).text).toEqual({ code: "pdf_not_configured" });

    const printer = await oneAnswer(500, "{}", "application/json");
    const error = await printReportPdf({ ...env, PDF_PRINTER_URL: printer.url }, input).catch((e: unknown) => e);
    await printer.close();
    expect((error as ApiError).code).toBe("unavailable");
    const body = JSON.parse(printer.seen()!.body) as { url: string; waitForSelector: { selector: string }; pdfOptions: { outline: boolean; format: string }; addStyleTag: { content: string }[] };
    const url = new URL(body.url);
    expect(url.origin + url.pathname).toBe(`https://jyotish.example/reports/print/${reportId}`);
    expect(await verifyPrintToken(env, url.searchParams.get("token")!)).toEqual({ reportId, version: 2 });
    expect(body.waitForSelector.selector).toBe('html[data-print-ready="1"]');
    expect(body.pdfOptions).toMatchObject({ outline: true, format: "a4" });
    expect(body.addStyleTag[0]!.content).toContain('"பக்கம் " counter(page) " / " counter(pages)');
  });
});
