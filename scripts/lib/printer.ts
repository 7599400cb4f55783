/**
 * The local PDF printer: a development stand-in for Cloudflare Browser Rendering's REST endpoint
 * `POST https://api.cloudflare.com/client/v4/accounts/<accountId>/browser-rendering/pdf`
 * (https://developers.cloudflare.com/browser-rendering/rest-api/pdf-endpoint/; body parameters in
 * the API reference /api/resources/browser_rendering/subresources/pdf/methods/create/: `url`,
 * `pdfOptions` (Puppeteer's PDFOptions), `gotoOptions`, `waitForSelector: { selector, timeout?,
 * visible?, hidden? }`, bearer token; answers `application/pdf`). The Worker speaks that one
 * request shape to either (worker/src/features/reports/pdf.ts), so `npm run dev`, the e2e tests
 * and the benches print with the same Chromium engine production uses, offline.
 *
 * One browser (the project's Chromium, scripts/lib/chromium.ts), launched at the first request,
 * and a fresh context and page per request. It prints loopback pages only: it is a development
 * tool, not a way to reach other hosts from this machine.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import * as v from "valibot";
import { launchChromium } from "./chromium";

const margin = v.object({
  top: v.optional(v.union([v.string(), v.number()])),
  right: v.optional(v.union([v.string(), v.number()])),
  bottom: v.optional(v.union([v.string(), v.number()])),
  left: v.optional(v.union([v.string(), v.number()])),
});

/** The part of Browser Rendering's `/pdf` body this printer honours (unknown keys are refused). */
export const printRequest = v.strictObject({
  url: v.pipe(v.string(), v.url()),
  /** Style sheets added once the page has loaded (`page.addStyleTag`), e.g. the running header and footer. */
  addStyleTag: v.optional(v.array(v.strictObject({ content: v.optional(v.string()), url: v.optional(v.string()) }))),
  pdfOptions: v.optional(
    v.strictObject({
      format: v.optional(v.picklist(["letter", "legal", "tabloid", "ledger", "a0", "a1", "a2", "a3", "a4", "a5", "a6", "Letter", "Legal", "Tabloid", "Ledger", "A0", "A1", "A2", "A3", "A4", "A5", "A6"])),
      width: v.optional(v.union([v.string(), v.number()])),
      height: v.optional(v.union([v.string(), v.number()])),
      landscape: v.optional(v.boolean()),
      scale: v.optional(v.pipe(v.number(), v.minValue(0.1), v.maxValue(2))),
      margin: v.optional(margin),
      printBackground: v.optional(v.boolean()),
      preferCSSPageSize: v.optional(v.boolean()),
      pageRanges: v.optional(v.string()),
      displayHeaderFooter: v.optional(v.boolean()),
      headerTemplate: v.optional(v.string()),
      footerTemplate: v.optional(v.string()),
      outline: v.optional(v.boolean()),
      tagged: v.optional(v.boolean()),
      /** Browser Rendering's limit on printing; Playwright's page.pdf has none, so it is accepted and not needed. */
      timeout: v.optional(v.number()),
    }),
  ),
  gotoOptions: v.optional(
    v.strictObject({
      timeout: v.optional(v.number()),
      waitUntil: v.optional(v.picklist(["load", "domcontentloaded", "networkidle0", "networkidle2"])),
    }),
  ),
  waitForSelector: v.optional(
    v.strictObject({ selector: v.string(), timeout: v.optional(v.number()), visible: v.optional(v.literal(true)), hidden: v.optional(v.literal(true)) }),
  ),
});
export type PrintRequest = v.InferOutput<typeof printRequest>;

export interface Printer {
  /** The endpoint to give the Worker as `PDF_PRINTER_URL`, e.g. `http://127.0.0.1:40123/pdf`. */
  url: string;
  /** How many PDFs it has printed (the bench reads it). */
  printed(): number;
  stop(): Promise<void>;
}

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Cloudflare's API error shape, so the Worker handles both printers' failures alike. */
function fail(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ success: false, errors: [{ code: status, message }] }));
}

async function readBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new Error("request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Prints one request on a fresh page: navigate, wait for the selector, `page.pdf`. */
async function print(browser: Browser, request: PrintRequest): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page: Page = await context.newPage();
    // Puppeteer's networkidle0/2 (the REST API's vocabulary) are Playwright's one "networkidle".
    const waitUntil = request.gotoOptions?.waitUntil?.startsWith("networkidle") ? "networkidle" : (request.gotoOptions?.waitUntil as "load" | "domcontentloaded" | undefined);
    const navigation = await page.goto(request.url, { waitUntil: waitUntil ?? "load", timeout: request.gotoOptions?.timeout ?? 30_000 });
    if (navigation && !navigation.ok()) throw new Error(`the page answered ${navigation.status()}`);
    for (const tag of request.addStyleTag ?? []) await page.addStyleTag(tag);
    if (request.waitForSelector) {
      const { selector, timeout, visible, hidden } = request.waitForSelector;
      await page.waitForSelector(selector, { state: hidden ? "hidden" : visible ? "visible" : "attached", timeout: timeout ?? 30_000 });
    }
    const options = request.pdfOptions ?? {};
    return await page.pdf({
      format: options.format,
      width: options.width,
      height: options.height,
      landscape: options.landscape,
      scale: options.scale,
      margin: options.margin,
      printBackground: options.printBackground,
      preferCSSPageSize: options.preferCSSPageSize,
      pageRanges: options.pageRanges,
      displayHeaderFooter: options.displayHeaderFooter,
      headerTemplate: options.headerTemplate,
      footerTemplate: options.footerTemplate,
      outline: options.outline,
      tagged: options.tagged,
    });
  } finally {
    await context.close();
  }
}

/**
 * Starts the printer on 127.0.0.1:`port` (0: any free port). With `token`, a request must carry
 * `Authorization: Bearer <token>`, as Cloudflare's API asks.
 */
export async function startPrinter(options: { port?: number; token?: string; quiet?: boolean } = {}): Promise<Printer> {
  let browser: Promise<Browser> | undefined;
  let printed = 0;
  const log = (line: string) => {
    if (!options.quiet) console.log(`[printer] ${line}`);
  };

  const server: Server = createServer(async (req, res) => {
    try {
      if (req.method !== "POST" || !req.url?.endsWith("/pdf")) return fail(res, 404, "POST …/pdf only");
      if (options.token && req.headers.authorization !== `Bearer ${options.token}`) return fail(res, 401, "missing or wrong bearer token");
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req, 1_000_000));
      } catch {
        return fail(res, 400, "the body is not JSON");
      }
      const parsed = v.safeParse(printRequest, body);
      if (!parsed.success) return fail(res, 400, parsed.issues.map((i) => `${v.getDotPath(i) ?? ""}: ${i.message}`).join("; "));
      if (!loopbackHosts.has(new URL(parsed.output.url).hostname)) return fail(res, 400, "this development printer prints loopback pages only");
      browser ??= launchChromium();
      const started = performance.now();
      let pdf: Buffer;
      try {
        pdf = await print(await browser, parsed.output);
      } catch (err) {
        log(`failed ${parsed.output.url}: ${err instanceof Error ? err.message : String(err)}`);
        return fail(res, 502, `printing failed: ${err instanceof Error ? err.message.split("\n")[0] : String(err)}`);
      }
      printed += 1;
      log(`${parsed.output.url} → ${pdf.length} bytes in ${Math.round(performance.now() - started)} ms`);
      res.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": pdf.length });
      res.end(pdf);
    } catch (err) {
      if (!res.headersSent) fail(res, 500, err instanceof Error ? err.message : String(err));
      else res.destroy();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pdf`,
    printed: () => printed,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      if (browser) await (await browser.catch(() => undefined))?.close();
    },
  };
}
