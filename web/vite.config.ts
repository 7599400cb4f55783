import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { writeRouteChunks } from "../scripts/route-chunks";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("."),
  publicDir: here("public"),
  build: {
    outDir: here("../dist/web"),
    emptyOutDir: true,
    target: "es2022",
    // Read by the bundle-size benchmark (test/bench/bundle.bench.ts).
    manifest: true,
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
      routesDirectory: here("src/routes"),
      generatedRouteTree: here("src/routeTree.gen.ts"),
    }),
    react(),
    UnoCSS({ configFile: here("uno.config.ts") }),
    // dist/web/route-chunks.json for the Worker's per-page modulepreload links.
    { name: "route-chunks", apply: "build", writeBundle: () => void writeRouteChunks(here("../dist/web")) },
  ],
});
