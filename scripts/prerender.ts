/**
 * Writes dist/web/first-screen.json after the SPA build: the HTML of each page's first screen
 * per language, rendered from the SPA's real components (scripts/first-screen.tsx), which the
 * Worker writes into <div id="root"> so the browser paints the header and the home page's hero
 * before the JavaScript has arrived (worker/src/site/pages.ts). Run by the Vite build
 * (web/vite.config.ts), so watch rebuilds keep it current; `npx tsx scripts/prerender.ts`
 * runs it alone.
 *
 * The components are loaded through Vite's SSR module loader with the React plugin, so Vite
 * features the SPA uses (import.meta.glob) work and the code is the code the browser runs.
 * The Paraglide messages and the route tree are read as the client build generated them.
 */
import react from "@vitejs/plugin-react";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { aliases } from "../aliases.ts";
import type { FirstScreens } from "./first-screen";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export async function renderFirstScreens(): Promise<FirstScreens> {
  // React and the router in their production builds, as in the SPA bundle (`vite build` sets it too).
  process.env.NODE_ENV ??= "production";
  const server = await createServer({
    configFile: false,
    root: join(projectRoot, "web"),
    logLevel: "error",
    appType: "custom",
    resolve: { alias: aliases },
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [react()],
  });
  try {
    const module = (await server.ssrLoadModule(join(projectRoot, "scripts", "first-screen.tsx"))) as typeof import("./first-screen");
    return await module.renderFirstScreens();
  } finally {
    await server.close();
  }
}

/**
 * Per language, the built font files of its own script in the weights first screens use
 * (400 and 700, which also draws 600: web/src/fonts.css): the Worker preloads them on that language's pages, since the first screen
 * is shown once its fonts are in. (The Latin faces every page needs are preloaded by
 * index.html itself.)
 */
export function scriptFonts(dist: string): FirstScreens["fonts"] {
  const css = builtStylesheet(dist);
  const faces = (subset: string) => {
    // Distinct, should a file serve more than one face (web/src/fonts.css).
    const files = [...new Set([...css.matchAll(new RegExp(`url\\((/assets/noto-sans-${subset}-(?:400|600|700)-normal-[\\w-]+\\.woff2)\\)`, "g"))].map((m) => m[1]!))];
    if (files.length !== 2) throw new Error(`expected 2 woff2 files for ${subset} (400; 700, which also draws 600), found ${files.length}`);
    return files;
  };
  return { hi: faces("devanagari"), ta: faces("tamil-tamil"), te: faces("telugu-telugu") };
}

/** The build's stylesheet (the one style.css of the manifest). */
function builtStylesheet(dist: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string }>;
  const stylesheet = manifest["style.css"]?.file;
  if (!stylesheet) throw new Error("no style.css in the build manifest");
  return readFileSync(join(dist, stylesheet), "utf8");
}

/**
 * Throws when a class of `html` has no rule in the stylesheet: UnoCSS writes rules only for the
 * classes of modules in the app's build, and the skeleton is drawn by the prerender alone.
 */
export function assertClassesStyled(html: string, css: string, what: string): void {
  const escape = (name: string) => name.replace(/[^\w-]/g, (c) => `\\${c}`);
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of list!.split(/\s+/).filter(Boolean)) {
      if (!css.includes(`.${escape(name)}`)) throw new Error(`${what}: class "${name}" has no rule in the build's stylesheet`);
    }
  }
}

export async function writeFirstScreens(dist: string): Promise<number> {
  const screens = { ...(await renderFirstScreens()), fonts: scriptFonts(dist) };
  assertClassesStyled(screens.skeleton, builtStylesheet(dist), "the page skeleton");
  writeFileSync(join(dist, "first-screen.json"), `${JSON.stringify(screens)}\n`);
  return Object.keys(screens.pages).length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const count = await writeFirstScreens(join(projectRoot, "dist", "web"));
  console.log(`dist/web/first-screen.json: ${count} pages × 4 languages`);
}
