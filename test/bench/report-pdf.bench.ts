// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark: the cost of one report PDF — the Worker's two-pass printing
// (worker/src/features/reports/pdf.ts) through the local printer (scripts/lib/printer.ts,
// the project's Chromium) of the fixture print page as a one-language report of 82 sections (the
// life report's size), per language: wall time per PDF, pages, bytes and passes. Browser
// Rendering bills the browser's time, so the wall time is also the production cost driver
// ($0.09 a browser-hour beyond the included hours on Workers Paid, research §4).
// Run: npx tsx test/bench/report-pdf.bench.ts   (needs no build; prints with Chromium)
import { startPrinter } from "../../scripts/lib/printer";
import { startFixtureServer } from "../fixtures/reports/server";
import { pageFurnitureCss, printWithPageNumbers, readOutline } from "../../worker/src/features/reports/pdf";

const SECTIONS = 82;
const RUNS = 3;
const reports = [
  { language: "en", title: "Life report", name: "Priya Sharma", section: (i: number) => [`Planets in their signs and houses ${i}`, `The Vimshottari periods ahead ${i}`][(i - 1) % 2]! },
  { language: "hi", title: "जीवन रिपोर्ट", name: "प्रिया शर्मा", section: (i: number) => [`क्षत्रिय प्राधिकारी श्रृंगार ${i}`, `द्वितीय भाव में शुक्र की दृष्टि ${i}`][(i - 1) % 2]! },
  { language: "ta", title: "வாழ்க்கை அறிக்கை", name: "ப்ரியா ஷர்மா", section: (i: number) => [`ஸ்ரீ க்ஷேத்திரம் ஸ்வஸ்திக் ${i}`, `கோள்களின் பெயர்ச்சிப் பலன்கள் ${i}`][(i - 1) % 2]! },
  { language: "te", title: "జీవిత నివేదిక", name: "ప్రియా శర్మ", section: (i: number) => [`శ్రీ క్ష్మ స్త్రీ ${i}`, `జ్యోతిష్య శాస్త్రంలో ద్వాదశ భావాలు ${i}`][(i - 1) % 2]! },
] as const;

const printer = await startPrinter({ quiet: true });
const pages = await startFixtureServer();
try {
  const job = (report: (typeof reports)[number]) => ({
    printer: { url: printer.url },
    pageUrl: `${pages.printPageUrl}?lang=${report.language}&sections=${SECTIONS}`,
    sectionTitles: Array.from({ length: SECTIONS }, (_, i) => report.section(i + 1)),
    furnitureCss: pageFurnitureCss(report),
  });
  await printWithPageNumbers(job(reports[0])); // warm-up: launches Chromium
  console.log(`\nReport PDF: two-pass Chromium printing of a ${SECTIONS}-section report (fixture), local printer, ${RUNS} runs per language`);
  for (const report of reports) {
    const samples: number[] = [];
    let last: Awaited<ReturnType<typeof printWithPageNumbers>> | undefined;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      last = await printWithPageNumbers(job(report));
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)]!;
    const costUsd = (median / 3_600_000) * 0.09;
    // The Worker's own work per pass: parsing the PDF's outline with pdf-lib (CPU time, in Node).
    const cpu = process.cpuUsage();
    await readOutline(last!.pdf);
    const used = process.cpuUsage(cpu);
    const outlineCpuMs = (used.user + used.system) / 1000;
    console.log(
      `  ${report.language}: median ${median.toFixed(0)} ms per PDF (${(median / last!.passes).toFixed(0)} ms a pass, ${last!.passes} passes; worst ${samples.at(-1)!.toFixed(0)} ms), ` +
        `${last!.pageCount} pages, ${(last!.pdf.length / 1024).toFixed(0)} KB, outline read ${outlineCpuMs.toFixed(0)} ms CPU a pass; at $0.09 a browser-hour ≈ $${costUsd.toFixed(6)} a PDF`,
    );
  }
} finally {
  await printer.stop();
  await pages.close();
}
