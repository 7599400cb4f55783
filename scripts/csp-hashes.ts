/**
 * Writes dist/web/csp.json after the SPA build: the SHA-256 hashes of the inline scripts and
 * styles of the built index.html (its loader scripts and the stylesheet the build inlines), in
 * the quoted form a Content-Security-Policy lists them. The Worker allows exactly these on every
 * page (worker/src/site/security-headers.ts). Run by the Vite build (web/vite.config.ts) on the
 * emitted file, so the hashes are of the bytes the browser hashes.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The hashes of the executable inline scripts (no `src`, no data-block `type`) and the inline
 * <style> elements of an HTML document. Script and style contents are raw text: they end at the
 * first `</script` or `</style`, as the HTML parser reads them.
 */
export function inlineHashesOf(html: string): InlineHashes {
  const scripts: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    scripts.push(hash(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style/gi)].map((m) => hash(m[1] ?? ""));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

export function writeCspHashes(outDir: string): InlineHashes {
  const hashes = inlineHashesOf(readFileSync(join(outDir, "index.html"), "utf8"));
  writeFileSync(join(outDir, "csp.json"), `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}
