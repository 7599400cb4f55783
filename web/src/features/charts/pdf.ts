/**
 * A one-page PDF of a chart: the drawing, the birth details and the planets table, made in the
 * browser with pdf-lib. This module is imported only when someone asks for a PDF, so pdf-lib
 * never weighs on a page load.
 *
 * Indic text: pdf-lib places glyphs by their advance widths and drops OpenType positioning and
 * reordering (Hopding/pdf-lib#1409: gaps in Hindi; no Tamil/Telugu conjunct shaping), so text it
 * cannot write correctly — anything outside Helvetica's WinAnsi set — is drawn by the browser
 * (which shapes with HarfBuzz, in the page's own Noto fonts) on a canvas and placed as an
 * image. Latin text stays real, selectable PDF text.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from "pdf-lib";
import { m } from "../../paraglide/messages.js";
import { planetOf, type KundliAnswer } from "../kundli/api";
import { type ChartCaption, captionLines } from "../kundli/download";
import { formatDms, type Names } from "../kundli/names";

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 40;
const FONT_FAMILY = '"Noto Sans", "Noto Sans Tamil", "Noto Sans Telugu", sans-serif';
/** Canvas pixels per PDF point for text drawn as images: sharp when printed. */
const TEXT_SCALE = 4;
const ink = rgb(0.12, 0.16, 0.22);
/** Degrees, minutes and seconds with ASCII marks, which Helvetica has (′ and ″ it has not). */
const dms = (deg: number) => formatDms(deg).replace("′", "'").replace("″", '"');
const muted = rgb(0.35, 0.38, 0.45);

interface PdfInput {
  data: KundliAnswer;
  names: Names;
  caption: ChartCaption;
  /** The chart drawing as a PNG (square). */
  drawing: Blob;
}

interface Writer {
  /** Writes `text` with its left end at `x` and its baseline at `y`; returns its width in points. */
  text(text: string, x: number, y: number, size: number, options?: { bold?: boolean; color?: "ink" | "muted" }): Promise<number>;
}

function writer(doc: PDFDocument, page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }): Writer {
  return {
    async text(text, x, y, size, { bold = false, color = "ink" } = {}) {
      const font = bold ? fonts.bold : fonts.regular;
      try {
        // Throws for any character outside WinAnsi: that text goes to the canvas instead.
        const width = font.widthOfTextAtSize(text, size);
        page.drawText(text, { x, y, size, font, color: color === "ink" ? ink : muted });
        return width;
      } catch {
        return drawnText(doc, page, text, x, y, size, bold, color === "ink" ? "#1f2937" : "#565d6e");
      }
    },
  };
}

/** Text shaped by the browser on a canvas, placed as a PNG with its baseline at `y`. */
async function drawnText(doc: PDFDocument, page: PDFPage, text: string, x: number, y: number, size: number, bold: boolean, color: string): Promise<number> {
  const px = size * TEXT_SCALE;
  const font = `${bold ? "bold " : ""}${px}px ${FONT_FAMILY}`;
  await document.fonts.load(font, text).catch(() => undefined);
  const canvas = document.createElement("canvas");
  const measure = canvas.getContext("2d")!;
  measure.font = font;
  const width = Math.ceil(measure.measureText(text).width) + 2;
  const height = Math.ceil(px * 1.7);
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d")!;
  ctx.font = font;
  ctx.fillStyle = color;
  ctx.textBaseline = "alphabetic";
  const baseline = px * 1.2;
  ctx.fillText(text, 1, baseline);
  const png = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no PNG"))), "image/png"));
  const image = await doc.embedPng(await png.arrayBuffer());
  page.drawImage(image, { x, y: y - (height - baseline) / TEXT_SCALE, width: width / TEXT_SCALE, height: height / TEXT_SCALE });
  return width / TEXT_SCALE;
}

/** The PDF as a Blob: title and metadata from the caption, then drawing, details and planets. */
export async function chartPdf({ data, names, caption, drawing }: PdfInput): Promise<Blob> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${caption.name} · ${caption.style}`);
  doc.setSubject(captionLines(caption).join(" · "));
  doc.setAuthor(caption.site);
  doc.setCreator(caption.site);
  doc.setKeywords([caption.name, caption.when, caption.place, caption.style]);
  const page = doc.addPage([A4.width, A4.height]);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = writer(doc, page, fonts);

  let y = A4.height - MARGIN - 16;
  await w.text(caption.name, MARGIN, y, 20, { bold: true });
  y -= 22;
  for (const line of [caption.when, caption.place, caption.style]) {
    await w.text(line, MARGIN, y, 11, { color: "muted" });
    y -= 15;
  }

  // The drawing on the left, the birth facts beside it.
  const side = 260;
  const top = y - 6;
  const image = await doc.embedPng(await drawing.arrayBuffer());
  page.drawImage(image, { x: MARGIN, y: top - side, width: side, height: side });
  const moon = planetOf(data, "moon");
  const facts: [string, string][] = [
    [m.kd_lagna(), `${names.sign(data.ascendant.signIndex)} ${dms(data.ascendant.degInSign)}`],
    [m.kd_rashi(), names.sign(moon.signIndex)],
    [m.kd_nakshatra(), `${names.nakshatra(moon.nakshatra.number)}, ${m.kd_pada({ pada: String(moon.nakshatra.pada) })}`],
    [m.kd_sun_sign(), names.sign(planetOf(data, "sun").signIndex)],
    [m.kd_coordinates(), `${data.input.latitude.toFixed(4)}, ${data.input.longitude.toFixed(4)}`],
    ...(data.input.timezone ? ([[m.kd_timezone(), data.input.timezone]] as [string, string][]) : []),
    [m.pc_ayanamsa(), `${data.ayanamsaDeg.toFixed(4)}° (${data.options.ayanamsa})`],
  ];
  const factsX = MARGIN + side + 20;
  let fy = top - 14;
  await w.text(m.kd_birth_details(), factsX, fy, 13, { bold: true });
  fy -= 20;
  for (const [label, value] of facts) {
    await w.text(label, factsX, fy, 9, { color: "muted" });
    await w.text(value, factsX, fy - 12, 11);
    fy -= 30;
  }

  // The planets table under both.
  y = top - side - 28;
  await w.text(m.kd_planets(), MARGIN, y, 13, { bold: true });
  y -= 20;
  const columns = [MARGIN, MARGIN + 110, MARGIN + 210, MARGIN + 290, MARGIN + 430];
  const head = [m.kd_graha(), m.kd_sign(), m.kd_degree(), m.kd_nakshatra_pada(), m.kd_house()];
  for (const [i, label] of head.entries()) await w.text(label, columns[i]!, y, 9, { bold: true, color: "muted" });
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: muted });
  y -= 14;
  const rows = [
    { name: m.kd_ascendant(), place: data.ascendant, house: 1, retro: false },
    ...data.planets.map((p) => ({ name: names.graha(p.id), place: p, house: p.house, retro: p.retrograde && p.id !== "rahu" && p.id !== "ketu" })),
  ];
  for (const r of rows) {
    const cells = [
      r.retro ? `${r.name} ℞` : r.name,
      names.sign(r.place.signIndex),
      dms(r.place.degInSign),
      `${names.nakshatra(r.place.nakshatra.number)} ${r.place.nakshatra.pada}`,
      String(r.house),
    ];
    for (const [i, cell] of cells.entries()) await w.text(cell, columns[i]!, y, 10);
    y -= 17;
  }
  y -= 8;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: muted });
  await w.text(caption.site, MARGIN, MARGIN - 10, 9, { color: "muted" });
  const bytes = await doc.save();
  return new Blob([bytes as BlobPart], { type: "application/pdf" });
}
