/**
 * Initial JavaScript of the home page: the entry chunk, its static imports and the "/" route
 * chunk with its static imports, gzip-compressed as a CDN would send them (goal ≤ 150 KB).
 * Reads dist/web (run `npm run build:web` first; `npm run bench` does).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { projectRoot } from "../../scripts/lib/wrangler";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = join(projectRoot, "dist", "web");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key]!.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const homeRouteKeys = Object.keys(manifest).filter((k) => /routes\/index\.tsx/.test(k));
const keys = closure([entryKey, ...homeRouteKeys]);
const files = [...new Set([...keys].map((k) => manifest[k]!.file))];
// The build keeps one stylesheet for the whole SPA (cssCodeSplit off) and writes it into index.html.
const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []).concat(manifest["style.css"] ? [manifest["style.css"].file] : []))];

const size = (file: string) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const rows = files.map((f) => ({ file: f, ...size(f) }));
const total = rows.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });
const cssTotal = css.map(size).reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });

console.log("\nInitial JavaScript for / (entry + home route, with static imports)\n");
console.table(rows.map((r) => ({ file: r.file, "raw KB": (r.raw / 1024).toFixed(1), "gzip KB": (r.gzip / 1024).toFixed(1) })));
const kb = (n: number) => (n / 1024).toFixed(1);
console.log(`initial JS for /: ${kb(total.gzip)} KB gzip (${kb(total.raw)} KB raw); CSS ${kb(cssTotal.gzip)} KB gzip (inline in the HTML)`);
console.log(`goal: initial JS ≤ 150 KB gzip ${total.gzip <= 150 * 1024 ? "met" : "NOT met"}`);
