/**
 * `npm run dev`: the whole product on http://127.0.0.1:8787, offline.
 *  1. the libSQL server (sqld) with its data under .data/, migrations applied, seed loaded;
 *  2. the SPA built once and rebuilt on change (vite build --watch);
 *  3. wrangler dev (workerd) serving the SPA and /api/* against that database;
 *  4. the local PDF printer (scripts/lib/printer.ts) the Worker prints report PDFs with; its
 *     Chromium starts at the first PDF.
 * Ctrl-C stops everything it started.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { migrateDatabase, seedDevelopmentData } from "./lib/database";
import { type Printer, startPrinter } from "./lib/printer";
import { freePort } from "./lib/process";
import { startSqld, stopGroup } from "./lib/sqld";
import { projectRoot, startWranglerDev } from "./lib/wrangler";

const port = Number(process.env.PORT ?? 8787);
const children: ChildProcess[] = [];
let printer: Printer | undefined;
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await Promise.all([...children.reverse().map((c) => stopGroup(c)), printer?.stop()]);
  }
  process.exit(code);
}
process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

try {
  // Prefer sqld's usual port; fall back to any free one if something else holds it.
  const preferred = 8080;
  const sqldPort = (await freePort().then(() => isFree(preferred))) ? preferred : await freePort();
  const sqld = await startSqld({ dataDir: join(projectRoot, ".data", "sqld"), port: sqldPort, quiet: true });
  children.push(sqld.process);
  await migrateDatabase(sqld.url);
  const seeded = await seedDevelopmentData(sqld.url);
  console.log(`libSQL server: ${sqld.url} (data in .data/sqld; ${seeded.astrologers} astrologers, ${seeded.accounts} astrologer sign-ins and ${seeded.places} places added)`);

  const vite = join(projectRoot, "node_modules", "vite", "bin", "vite.js");
  await run("npm", ["run", "build:web", "--silent"]);
  const printerVars = await developmentPrinter();
  const worker = await startWranglerDev({ port, vars: { LIBSQL_URL: sqld.url, ...developmentJwtSecret(), ...printerVars }, persistTo: join(projectRoot, ".data", "wrangler") });
  children.push(worker.process);
  // Rebuild the SPA on change, after wrangler has read dist/web, and without emptying it, so
  // the server never sees a half-written folder (and og-image.png from the full build stays).
  const watcher = spawn(
    process.execPath,
    [vite, "build", "--watch", "--emptyOutDir", "false", "--config", "web/vite.config.ts", "--logLevel", "warn"],
    { cwd: projectRoot, stdio: "inherit", detached: true },
  );
  children.push(watcher);
  console.log(`\n  Ready: ${worker.url}   (Ctrl-C stops everything)\n`);
  for (const child of children) child.once("exit", () => void stopAll(stopping ? 0 : 1));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stopAll(1);
}

/**
 * A generated signing key for local sessions, kept in .data/ so sign-ins survive a restart of
 * the dev server; a JWT_SECRET in .dev.vars takes precedence.
 */
function developmentJwtSecret(): Record<string, string> {
  const devVars = join(projectRoot, ".dev.vars");
  if (existsSync(devVars) && /^JWT_SECRET=\S/m.test(readFileSync(devVars, "utf8"))) return {};
  const file = join(projectRoot, ".data", "dev-jwt-secret");
  if (!existsSync(file)) {
    mkdirSync(join(projectRoot, ".data"), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return { JWT_SECRET: readFileSync(file, "utf8").trim() };
}

/**
 * The local PDF printer on a free port, given to the Worker as PDF_PRINTER_URL; a
 * PDF_PRINTER_URL in .dev.vars (e.g. Browser Rendering's endpoint) takes precedence.
 */
async function developmentPrinter(): Promise<Record<string, string>> {
  const devVars = join(projectRoot, ".dev.vars");
  if (existsSync(devVars) && /^PDF_PRINTER_URL=\S/m.test(readFileSync(devVars, "utf8"))) return {};
  printer = await startPrinter({ port: await freePort() });
  console.log(`PDF printer: ${printer.url}`);
  return { PDF_PRINTER_URL: printer.url };
}

async function isFree(candidate: number): Promise<boolean> {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(candidate, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
