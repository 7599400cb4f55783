import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import UnoCSS from "unocss/vite";
import { defineConfig, type Plugin } from "vite";
import { aliases } from "../aliases.ts";
import { writeCspHashes } from "../scripts/csp-hashes";
import { writeFirstScreens } from "../scripts/prerender";
import { writeRouteChunks } from "../scripts/route-chunks";
import { routeStubs } from "../scripts/route-stubs";
import { rupeeFace } from "../scripts/rupee-face";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Shapes the built index.html for the first screen the edge writes into #root
 * (scripts/first-screen.tsx, worker/src/site/pages.ts):
 *  - the stylesheet goes inline as <style> instead of a <link>, so the first screen can paint
 *    as soon as the HTML arrives, one round trip earlier (about 7 KB gzip: the whole SPA's CSS);
 *  - the Latin faces of Noto Sans that every first screen uses are preloaded, since the page
 *    shows its first screen once the fonts its text needs are in (see index.html);
 *  - the entry script and its static imports become inert `rel="app-modulepreload"` links that
 *    index.html's loader turns into modulepreloads, and imports the entry, once the first screen
 *    has painted: the app's ~150 KB do not share the line with the first screen's fonts, and its
 *    first long task never holds back that paint.
 */
function firstScreenShell(): Plugin {
  return {
    name: "first-screen-shell",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const stylesheets = Object.keys(ctx.bundle ?? {}).filter((file) => file.endsWith(".css"));
        if (stylesheets.length !== 1) throw new Error(`expected one stylesheet (inlined into index.html), found ${stylesheets.join(", ")}`);
        const entries = html.match(/<script type="module" crossorigin src="[^"]+"><\/script>/g) ?? [];
        if (entries.length !== 1) throw new Error(`index.html: expected one entry script, found ${entries.length}`);
        const css = ctx.bundle?.[stylesheets[0]!];
        if (css?.type !== "asset" || typeof css.source !== "string") throw new Error(`no stylesheet ${stylesheets[0]} in the bundle`);
        // First in the head, so the fonts arrive ahead of the JavaScript they would share the line with.
        // Distinct: the language menu's "Noto Sans Latin" face reuses the 400 file (web/src/fonts.css).
        const fontPreloads = [...new Set([...css.source.matchAll(/url\((\/assets\/noto-sans-latin-(?:400|600|700)-normal-[\w-]+\.woff2)\)/g)].map((m) => m[1]))]
          .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
          .join("");
        if (!fontPreloads) throw new Error("no Noto Sans Latin faces in the stylesheet");
        // index.html's loader picks the first screen's fonts from this stack without reading computed styles.
        if (!css.source.includes("font-family:Noto Sans,Noto Sans Tamil,Noto Sans Telugu,")) throw new Error("the sans stack changed: update index.html's loader");
        if (!html.includes(`<link rel="stylesheet" crossorigin href="/${stylesheets[0]}">`)) throw new Error("index.html: no stylesheet link to inline");
        return html
          .replace(/(<meta name="viewport"[^>]*>)/, `$1${fontPreloads}`)
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, '<link rel="modulepreload" crossorigin href="$1" data-entry>')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)"/g, '<link rel="app-modulepreload" crossorigin href="$1"')
          .replace(`<link rel="stylesheet" crossorigin href="/${stylesheets[0]}">`, () => `<style>${(css.source as string).replace(/<\/style/gi, "<\\/style")}</style>`);
      },
    },
  };
}

export default defineConfig({
  root: here("."),
  publicDir: here("public"),
  resolve: { alias: aliases },
  build: {
    outDir: here("../dist/web"),
    emptyOutDir: true,
    target: "es2022",
    // Read by the bundle-size benchmark (test/bench/bundle.bench.ts).
    manifest: true,
    // One stylesheet for the whole SPA, written into index.html (firstScreenShell above), so no
    // lazy chunk loads CSS of its own.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // TanStack Query, which the first screen already needs, in one chunk: otherwise a lazy page's
            // hooks can split it into several initial chunks that compress worse apart.
            { name: "query", test: /node_modules\/@tanstack\/(react-query|query-core)\// },
            // The router likewise: its hooks are shared by the entry and the ~150 route chunks, which would
            // otherwise scatter it into several small initial chunks.
            { name: "router", test: /node_modules\/@tanstack\/(react-router|router-core|history|store)\// },
            // The birth-details form kit (fields, place search, the kundli and matching forms' rules and labels) is
            // shared by the home page and many lazy pages: one chunk rather than a scatter of tiny ones.
            {
              name: "forms",
              test: /web\/src\/components\/(Field|Select|Tabs|PlaceSearch|BirthForm|birth-forms)\./,
            },
          ],
        },
      },
    },
  },
  plugins: [
    // Messages → tree-shakable functions in src/paraglide (generated, git-ignored).
    // The plugin module is read from node_modules (settings.json), so builds work offline.
    paraglideVitePlugin({
      project: here("project.inlang"),
      outdir: here("src/paraglide"),
      // The locale is decided by src/i18n/locale.ts (URL prefix, saved choice, browser, English).
      strategy: ["globalVariable", "baseLocale"],
      emitGitIgnore: false,
    }),
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // Loaders too (they import the pages' query factories, the route table and its texts): each
      // route's loader and component are chunks of their own, fetched together when the route matches.
      codeSplittingOptions: { defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]] },
      routesDirectory: here("src/routes"),
      generatedRouteTree: here("src/routeTree.gen.ts"),
    }),
    react(),
    UnoCSS({ configFile: here("uno.config.ts") }),
    firstScreenShell(),
    // The entry's ~150 lazy-route stubs call one shared importer instead of repeating each chunk's
    // file name and import expression (~1.8 KB gzip of the home page's first load; scripts/route-stubs.ts).
    routeStubs(),
    rupeeFace(),
    // dist/web/csp.json: the hashes of index.html's inline scripts and styles (the loader and the
    // inlined stylesheet above), which the Worker's Content-Security-Policy allows.
    { name: "csp-hashes", apply: "build", writeBundle: () => void writeCspHashes(here("../dist/web")) },
    // dist/web/route-chunks.json for the Worker's per-page modulepreload links.
    { name: "route-chunks", apply: "build", writeBundle: () => void writeRouteChunks(here("../dist/web"), here("src/routes")) },
    // dist/web/first-screen.json: each page's first screen, prerendered from the real components,
    // which the Worker writes into <div id="root"> (scripts/prerender.ts).
    { name: "first-screen", apply: "build", writeBundle: async () => void (await writeFirstScreens(here("../dist/web"))) },
  ],
});
