/**
 * The path aliases of tsconfig.json as Vite and Vitest `resolve.alias` entries, so the
 * compiler, the bundlers and the test runner resolve `@jyotish/…`, `@site/…`, `@contract/…`
 * and `@ephemeris` from one list (tsconfig.json's `paths`; wrangler's esbuild reads it too).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));
const { compilerOptions } = JSON.parse(readFileSync(new URL("./tsconfig.json", import.meta.url), "utf8")) as {
  compilerOptions: { paths: Record<string, [string]> };
};

/** `{ find, replacement }` pairs, exact names before prefixes ("@ephemeris" must not swallow "@ephemeris/zodiac"). */
export const aliases = Object.entries(compilerOptions.paths).map(([name, [target]]) =>
  name.endsWith("/*")
    ? { find: new RegExp(`^${name.slice(0, -2)}/`), replacement: `${root}${target.slice(2, -1)}` }
    : { find: new RegExp(`^${name}$`), replacement: `${root}${target.slice(2)}` },
);
