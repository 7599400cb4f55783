/**
 * Lighthouse mobile performance of the home page in English, Hindi and Tamil (issue 17), of a
 * Tamil kundli and the Telugu panchang (issue 19), of the daily horoscope in English and Hindi
 * (issue 22) (goal: score ≥ 95 on each), and the bytes of
 * fonts each page loads (issue 19: a Tamil page must not fetch the Devanagari or Telugu fonts).
 *
 * Starts the product as the e2e tests do (the built SPA under `wrangler dev` over a fresh
 * sqld with the development seed, on free ports), then runs Lighthouse with its default
 * config — mobile, simulated throttling — on each page several times in a fresh headless Chromium
 * each time, and prints each run and the medians of the score and of FCP, LCP, TBT, CLS
 * and Speed Index. Reads dist/web (run `npm run build:web` first; `npm run bench` does).
 *
 * Environment:
 *   LH_RUNS=3          how many runs (the median is printed)
 *   LH_PATHS=/,/hindi,/tamil   the pages to measure (comma-separated; LH_PATH=… for one;
 *                      default: the seven pages above)
 *   LH_URL=http://…    measure a server that is already running instead of starting one
 *   CHROMIUM_PATH      a Chromium to use instead of the one inside @sparticuz/chromium
 *   LH_TRACE=1         also print each run's observed main-thread tasks over 10 ms (what the
 *                      simulation multiplies into TBT), with what ran inside them
 * The median run's full JSON report is written to .data/lighthouse/.
 */
import chromiumPackage from "@sparticuz/chromium";
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { freePort } from "../../scripts/lib/process";
import { stopGroup } from "../../scripts/lib/sqld";
import { projectRoot } from "../../scripts/lib/wrangler";
import { withProduct } from "./lib/product";

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3) || 3);
const tamilKundli = "/tamil/kundli?name=Asha%20Rao&date=1996-12-07&time=10:34&location=Chennai%2C%20Tamil%20Nadu%2C%20India&gender=female&latitude=13.0878&longitude=80.2785";
const paths = (process.env.LH_PATHS ?? process.env.LH_PATH ?? `/,/hindi,/tamil,${tamilKundli},/telugu/panchang,/daily-horoscope/aries,/hindi/daily-horoscope/aries`).split(",").map((p) => p.trim()).filter(Boolean);
const goal = 95;

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  /** Bytes of font files the page fetched (transfer size). */
  fontBytes: number;
  tbt: number;
  cls: number;
  si: number;
}

/** Chromium with a DevTools port for Lighthouse, in its own profile; resolves with the port once it listens. */
async function startChromium(profile: string): Promise<{ port: number; process: ChildProcess }> {
  const executablePath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || (await chromiumPackage.executablePath());
  const port = await freePort();
  const child = spawn(
    executablePath,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      "--remote-debugging-address=127.0.0.1",
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-extensions",
      "--font-render-hinting=none",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  let stderr = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${stderr}`)), 30_000);
    child.stderr!.on("data", (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
      if (stderr.includes("DevTools listening on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited early:\n${stderr}`));
    });
  });
  return { port, process: child };
}

async function measure(url: string, index: number): Promise<{ figures: Figures; report: string }> {
  const profile = mkdtempSync(join(tmpdir(), "jyotish-lh-"));
  const chrome = await startChromium(profile);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse run ${index + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const figures: Figures = {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      si: audit("speed-index"),
      fontBytes: fontBytes(lhr.audits["network-requests"]?.details),
    };
    for (const warning of lhr.runWarnings) console.warn(`  warning: ${warning}`);
    if (process.env.LH_TRACE) {
      // The observed trace's main-thread tasks over 10 ms: what Lantern multiplies into its simulated TBT.
      const events = (result.artifacts.Trace?.traceEvents ?? []) as { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { url?: string } } }[];
      const start = events.find((e) => e.name === "navigationStart")?.ts ?? 0;
      const main = events.find((e) => e.name === "navigationStart");
      const tasks = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.name === "RunTask" && (e.dur ?? 0) > 10_000 && e.ts >= start);
      const inside = (t: (typeof events)[number]) =>
        events
          .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name !== "RunTask" && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur! && (e.dur ?? 0) > 3000)
          .map((e) => `${e.name}${e.args?.data?.url ? `(${e.args.data.url.split("/").pop()!.slice(0, 24)})` : ""} ${Math.round(e.dur! / 1000)}`)
          .slice(0, 6)
          .join(", ");
      console.log(`  run ${index + 1} observed tasks > 10 ms: ${tasks.map((t) => `\n    @${Math.round((t.ts - start) / 1000)} ${Math.round(t.dur! / 1000)} ms: ${inside(t)}`).join("")}`);
    }
    return { figures, report: typeof result.report === "string" ? result.report : result.report.join("\n") };
  } finally {
    await stopGroup(chrome.process);
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The transfer size of the font requests in Lighthouse's network-requests table. */
function fontBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === "Font").reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const row = (f: Figures) => ({ score: f.score, FCP: s(f.fcp), LCP: s(f.lcp), TBT: `${Math.round(f.tbt)} ms`, CLS: f.cls.toFixed(3), SI: s(f.si), fonts: `${(f.fontBytes / 1024).toFixed(1)} KB` });

await withProduct("lh", process.env.LH_URL, async (baseUrl) => {
  for (const path of paths) await measurePage(baseUrl, path);
});

async function measurePage(baseUrl: string, path: string): Promise<void> {
  const url = new URL(path, baseUrl).href;
  // Warm the Worker (first requests compile code and open the database connection).
  for (const warm of [path, "/api/astrologers", "/api/astrologers/stats"]) await fetch(new URL(warm, baseUrl)).then((r) => r.arrayBuffer()).catch(() => undefined);

  console.log(`\nLighthouse ${lighthouseVersion()} mobile (simulated throttling) on ${path.split("?")[0]}${path.includes("?") ? "?…" : ""}, ${runs} run${runs === 1 ? "" : "s"}\n`);
  const results: { figures: Figures; report: string }[] = [];
  for (let i = 0; i < runs; i++) results.push(await measure(url, i));
  console.table(results.map((r) => row(r.figures)));

  const med: Figures = {
    score: median(results.map((r) => r.figures.score)),
    fcp: median(results.map((r) => r.figures.fcp)),
    lcp: median(results.map((r) => r.figures.lcp)),
    tbt: median(results.map((r) => r.figures.tbt)),
    cls: median(results.map((r) => r.figures.cls)),
    si: median(results.map((r) => r.figures.si)),
    fontBytes: median(results.map((r) => r.figures.fontBytes)),
  };
  const m = row(med);
  console.log(`median: performance ${m.score}; FCP ${m.FCP}, LCP ${m.LCP}, TBT ${m.TBT}, CLS ${m.CLS}, SI ${m.SI}; fonts ${m.fonts}`);
  console.log(`goal: Lighthouse mobile performance of ${path} ≥ ${goal} ${med.score >= goal ? "met" : "NOT met"}`);

  // The run whose score is the median, for a closer look (open it in the Lighthouse viewer).
  const byScore = [...results].sort((a, b) => a.figures.score - b.figures.score);
  const outDir = join(projectRoot, ".data", "lighthouse");
  mkdirSync(outDir, { recursive: true });
  const slug = path === "/" ? "home" : path.split("?")[0]!.replace(/\W+/g, "-").replace(/^-|-$/g, "");
  const file = join(outDir, `${slug}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, byScore[byScore.length >> 1]!.report);
  console.log(`median run's report: ${file}`);
}

function lighthouseVersion(): string {
  const file = join(projectRoot, "node_modules", "lighthouse", "package.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version : "";
}
