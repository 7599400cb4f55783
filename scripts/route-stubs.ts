/**
 * Shrinks the router's lazy-route stubs in the entry chunk (web/vite.config.ts runs it after Vite has
 * written its preload lists).
 *
 * With autoCodeSplitting, each route of the route tree becomes, in the entry,
 *   loader:w(()=>x(()=>import(`./page-HASH.js`),__vite__mapDeps([12,3,4,…])),`loader`),
 *   component:T(()=>x(()=>import(`./page-HASH.js`),__vite__mapDeps([12,3,4,…])),`component`)
 * (`x` is Vite's preload helper, `w`/`T` the router's lazyFn/lazyRouteComponent). Two things there are
 * redundant: the chunk's file name, which `__vite__mapDeps`' own file list already holds at the first
 * index of the preload list (the chunk itself comes first), and, for a route whose loader and component
 * are one chunk, the second import expression. About 150 routes of that cost ~1.8 KB gzip of the home
 * page's first load, so here each import becomes `$L([12,3,4,…])` (one shared function that imports the
 * list's first file and preloads the rest, exactly as before), and each loader+component pair becomes
 * `...$P([12,3,4,…])`, which builds the same two properties from one function.
 *
 * Anything that does not match these exact shapes is left as it was. Only the code is rewritten: an
 * entry's source map (only made by --sourcemap analysis builds) keeps pointing at the old columns.
 */
import type { Plugin } from "vite";

export interface SharedStubs {
  code: string;
  /** import expressions now calling the shared importer */
  imports: number;
  /** loader+component pairs now built by the shared pair function */
  pairs: number;
}

const identifier = "[\\w$]+";

/** The file list inside Vite's `__vite__mapDeps` helper, or undefined when the chunk has none. */
function preloadFiles(code: string): string[] | undefined {
  const list = /const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  return list === undefined ? undefined : (JSON.parse(list) as string[]);
}

/** A name used nowhere in `code` (as a whole identifier), starting from `wanted`. */
function freeName(code: string, wanted: string): string {
  const used = (name: string) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`).test(code);
  let name = wanted;
  for (let i = 1; used(name); i++) name = `${wanted}${i}`;
  return name;
}

/**
 * Rewrites the stubs of one chunk. `fileName` is the chunk's path in the output (e.g. `assets/index-X.js`):
 * the shared importer imports `__vite__mapDeps`' entries (paths from the output root) relative to it.
 */
export function shareRouteStubs(code: string, fileName: string): SharedStubs {
  const files = preloadFiles(code);
  if (!files) return { code, imports: 0, pairs: 0 };
  const depth = fileName.split("/").length - 1;
  const toRoot = depth === 0 ? "./" : "../".repeat(depth);
  const dir = fileName.split("/").slice(0, -1).join("/");
  const prefix = dir === "" ? "" : `${dir}/`;

  const importer = freeName(code, "$L");
  const importRe = new RegExp(
    `(${identifier})\\(\\(\\)=>import\\(\`\\./([\\w.-]+\\.js)\`\\),__vite__mapDeps\\((\\[\\d+(?:,\\d+)*\\])\\)\\)`,
    "g",
  );
  // One preload helper for the whole chunk: the most common name (in practice the only one).
  const helperCounts = new Map<string, number>();
  for (const m of code.matchAll(importRe)) helperCounts.set(m[1]!, (helperCounts.get(m[1]!) ?? 0) + 1);
  const helper = [...helperCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!helper) return { code, imports: 0, pairs: 0 };

  let imports = 0;
  let out = code.replace(importRe, (all, name: string, file: string, deps: string) => {
    const first = Number(deps.slice(1).split(/[,\]]/)[0]);
    // Only when the list's first file is the imported chunk itself.
    if (name !== helper || files[first] !== `${prefix}${file}`) return all;
    imports++;
    return `${importer}(${deps})`;
  });
  if (imports === 0) return { code, imports: 0, pairs: 0 };

  const pair = freeName(out, "$P");
  const pairRe = new RegExp(
    `loader:(${identifier})\\(\\(\\)=>${importer.replace(/\$/g, "\\$")}\\((\\[[\\d,]+\\])\\),\`loader\`\\),component:(${identifier})\\(\\(\\)=>${importer.replace(/\$/g, "\\$")}\\(\\2\\),\`component\`\\)`,
    "g",
  );
  // Likewise one (lazyFn, lazyRouteComponent) pair of names.
  const pairCounts = new Map<string, number>();
  for (const m of out.matchAll(pairRe)) pairCounts.set(`${m[1]} ${m[3]}`, (pairCounts.get(`${m[1]} ${m[3]}`) ?? 0) + 1);
  const lazy = [...pairCounts].sort((a, b) => b[1] - a[1])[0]?.[0]?.split(" ");
  let pairs = 0;
  if (lazy) {
    out = out.replace(pairRe, (all, lazyFn: string, deps: string, lazyComponent: string) => {
      if (lazyFn !== lazy[0] || lazyComponent !== lazy[1]) return all;
      pairs++;
      return `...${pair}(${deps})`;
    });
  }

  // Function declarations: hoisted, so the stubs above may call them; both run only when a route loads.
  out +=
    `\nfunction ${importer}(d){return ${helper}(()=>import(${JSON.stringify(toRoot)}+__vite__mapDeps(d)[0]),__vite__mapDeps(d))}` +
    (pairs > 0 ? `function ${pair}(d){const f=()=>${importer}(d);return{loader:${lazy![0]}(f,\`loader\`),component:${lazy![1]}(f,\`component\`)}}` : "") +
    "\n";
  return { code: out, imports, pairs };
}

/** The build plugin: rewrites the entry chunk; fails the build if the stubs stop matching (the saving would be lost silently). */
export function routeStubs(): Plugin {
  return {
    name: "route-stubs",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !chunk.isEntry) continue;
          const shared = shareRouteStubs(chunk.code, chunk.fileName);
          if (shared.imports === 0) this.error(`route-stubs: no lazy route stubs matched in ${chunk.fileName}; has the router plugin's output changed?`);
          chunk.code = shared.code;
        }
      },
    },
  };
}
