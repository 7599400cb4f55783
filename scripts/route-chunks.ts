/**
 * Writes dist/web/route-chunks.json after the SPA build: for each route file, the
 * JavaScript chunks its component needs beyond the entry (from Vite's manifest), so the
 * Worker can announce them with <link rel="modulepreload"> in the page head and the
 * browser fetches them alongside the entry instead of after it. Run by the Vite build
 * (web/vite.config.ts), so watch rebuilds keep it current.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export function writeRouteChunks(dist: string): number {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<string, Chunk>;
  const closure = (key: string, seen: Set<string>): void => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
  };
  const routeChunks: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const match = /^src\/routes\/(.+\.tsx)\?tsr-split=component$/.exec(key);
    if (!match) continue;
    const seen = new Set<string>();
    closure(key, seen);
    routeChunks[match[1]!] = [...seen].map((k) => `/${manifest[k]!.file}`);
  }
  writeFileSync(join(dist, "route-chunks.json"), `${JSON.stringify(routeChunks, null, 1)}\n`);
  return Object.keys(routeChunks).length;
}
