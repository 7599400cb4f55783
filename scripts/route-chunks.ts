/**
 * Writes dist/web/route-chunks.json after the SPA build: for each route file, the
 * JavaScript chunks its page needs beyond the entry (from Vite's manifest), so the
 * Worker can announce them with <link rel="modulepreload"> in the page head and the
 * browser fetches them alongside the entry instead of after it. Run by the Vite build
 * (web/vite.config.ts), so watch rebuilds keep it current.
 *
 * Keys are route files by URL shape: pathless layout folders (`_user/`) are left out, so
 * "_user/dashboard/index.tsx" is "dashboard/index.tsx" (worker/src/site/head.ts `routeFileFor`
 * matches route-table paths against them). A route split by the router plugin brings its
 * `?tsr-split=` chunk (loader and component); a frame route (`...frameRoute`) or a CMS page route
 * (`...contentRoute`) brings its shared page's chunk.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The route file's key: its path under web/src/routes without pathless layout folders. */
export function routeChunkKey(file: string): string {
  return file
    .split("/")
    .filter((segment, i, all) => i === all.length - 1 || !segment.startsWith("_"))
    .join("/");
}

function routeFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? routeFiles(join(dir, e.name), root) : e.name.endsWith(".tsx") ? [relative(root, join(dir, e.name))] : [],
  );
}

export function writeRouteChunks(dist: string, routesDir: string): number {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<string, Chunk>;
  const closure = (key: string, seen: Set<string>): void => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
  };
  const files = (keys: string[]) => {
    const seen = new Set<string>();
    for (const key of keys) closure(key, seen);
    return [...seen].map((k) => `/${manifest[k]!.file}`);
  };
  const routeChunks: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const match = /^src\/routes\/(.+\.tsx)\?tsr-split=[\w-]*component/.exec(key);
    if (match) routeChunks[routeChunkKey(match[1]!)] = files([key]);
  }
  // Routes that spread a shared options object bring that object's lazily loaded page chunk.
  const shared = { "...frameRoute": "src/features/pages/FramePage.tsx", "...contentRoute": "src/features/content/pages.tsx" };
  for (const [spread, page] of Object.entries(shared)) {
    const chunk = files([page]);
    if (chunk.length === 0) throw new Error(`route-chunks: no chunk for ${page} in the manifest`);
    for (const file of routeFiles(routesDir)) {
      if (readFileSync(join(routesDir, file), "utf8").includes(spread)) routeChunks[routeChunkKey(file)] = chunk;
    }
  }
  writeFileSync(join(dist, "route-chunks.json"), `${JSON.stringify(routeChunks, null, 1)}\n`);
  return Object.keys(routeChunks).length;
}
