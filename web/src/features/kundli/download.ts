/**
 * A chart on the page → a standalone SVG file (computed colours inlined, the page's fonts
 * embedded for the characters it uses, so Indic labels render anywhere) and a PNG drawn
 * from it. Browser-only.
 */

const FONT_FAMILY = '"Noto Sans", "Noto Sans Tamil", "Noto Sans Telugu", sans-serif';

/** Does a CSS unicode-range ("U+0900-097F, U+1CD0-1CF9") cover any of these code points? */
export function rangeCovers(unicodeRange: string, codePoints: readonly number[]): boolean {
  if (!unicodeRange.trim()) return true;
  return unicodeRange.split(",").some((part) => {
    const [lo, hi] = part.trim().replace(/^U\+/i, "").split("-");
    if (!lo) return false;
    const start = Number.parseInt(lo.replace(/\?/g, "0"), 16);
    const end = hi ? Number.parseInt(hi, 16) : Number.parseInt(lo.replace(/\?/g, "F"), 16);
    return codePoints.some((c) => c >= start && c <= end);
  });
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** @font-face rules of the page's regular-weight faces that cover the text, fonts inlined. */
async function embeddedFonts(text: string): Promise<string> {
  const codePoints = [...new Set([...text].map((ch) => ch.codePointAt(0)!))];
  const rules: CSSFontFaceRule[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSFontFaceRule && (rule.style.getPropertyValue("font-weight") || "400").includes("400")) rules.push(rule);
    }
  }
  const faces = await Promise.all(
    rules
      .filter((r) => rangeCovers(r.style.getPropertyValue("unicode-range"), codePoints))
      .map(async (r) => {
        const src = /url\(["']?([^"')]+)["']?\)/.exec(r.style.getPropertyValue("src"))?.[1];
        if (!src) return "";
        try {
          const data = await toDataUrl(await (await fetch(new URL(src, r.parentStyleSheet?.href ?? location.href))).blob());
          const family = r.style.getPropertyValue("font-family");
          const range = r.style.getPropertyValue("unicode-range");
          return `@font-face{font-family:${family};font-weight:400;src:url(${data}) format("woff2");${range ? `unicode-range:${range};` : ""}}`;
        } catch {
          return "";
        }
      }),
  );
  return faces.join("");
}

/**
 * What a downloaded chart says about itself: whose chart, when and where, in which style, from
 * which site. Written under the drawing (so a printed or forwarded image still says it) and
 * into the file's own metadata (SVG `<title>`/`<desc>`, PNG `iTXt` chunks).
 */
export interface ChartCaption {
  /** The person's name (or "Your chart"). */
  name: string;
  /** "15 Aug 1990, 06:30" as the page writes it. */
  when: string;
  place: string;
  /** "North Indian · Rasi (D1)". */
  style: string;
  site: string;
}

/** The caption's lines, top to bottom: the name, then date and time, place, style, site. */
export const captionLines = (c: ChartCaption): string[] => [c.name, c.when, c.place, `${c.style} · ${c.site}`];

const SVG_NS = "http://www.w3.org/2000/svg";
const CAPTION_LINE = 22;

/**
 * The chart as a standalone SVG document `size` pixels wide; with a caption, the birth details
 * are written in a band under the drawing and the document grows to fit it.
 */
export async function standaloneSvg(svg: SVGSVGElement, size = 800, caption?: ChartCaption): Promise<string> {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  // Utility classes do not travel with the file: inline the colours they computed to.
  const originals = svg.querySelectorAll<SVGElement>("[class]");
  clone.querySelectorAll<SVGElement>("[class]").forEach((el, i) => {
    const style = getComputedStyle(originals[i]!);
    if (el.tagName === "text") el.setAttribute("fill", style.fill);
    el.removeAttribute("class");
  });
  clone.removeAttribute("class");
  clone.setAttribute("xmlns", SVG_NS);
  clone.setAttribute("font-family", FONT_FAMILY);
  clone.setAttribute("color", getComputedStyle(svg).color);
  const view = svg.viewBox.baseVal;
  const lines = caption ? captionLines(caption) : [];
  const band = lines.length ? lines.length * CAPTION_LINE + 16 : 0;
  const height = view.height + band;
  clone.setAttribute("viewBox", `${view.x} ${view.y} ${view.width} ${height}`);
  clone.setAttribute("width", String(size));
  clone.setAttribute("height", String(Math.round((size * height) / view.width)));
  const background = document.createElementNS(SVG_NS, "rect");
  background.setAttribute("x", String(view.x));
  background.setAttribute("y", String(view.y));
  background.setAttribute("width", String(view.width));
  background.setAttribute("height", String(height));
  background.setAttribute("fill", getComputedStyle(svg).backgroundColor || "#fff");
  clone.insertBefore(background, clone.firstChild);
  if (caption) {
    const title = clone.querySelector("title") ?? clone.insertBefore(document.createElementNS(SVG_NS, "title"), clone.firstChild);
    title.textContent = `${caption.name} · ${title.textContent ?? ""}`.replace(/ · $/, "");
    const desc = document.createElementNS(SVG_NS, "desc");
    desc.textContent = lines.join("\n");
    title.after(desc);
    lines.forEach((line, i) => {
      const text = document.createElementNS(SVG_NS, "text");
      text.setAttribute("x", String(view.x + view.width / 2));
      text.setAttribute("y", String(view.y + view.height + 8 + CAPTION_LINE * (i + 0.75)));
      text.setAttribute("text-anchor", "middle");
      text.setAttribute("font-size", i === 0 ? "17" : "14");
      if (i === 0) text.setAttribute("font-weight", "bold");
      text.setAttribute("fill", "#1f2937");
      text.textContent = line;
      clone.append(text);
    });
  }
  const style = document.createElementNS(SVG_NS, "style");
  style.textContent = await embeddedFonts(`${svg.textContent ?? ""}${lines.join("")}`);
  clone.insertBefore(style, clone.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

/** A PNG of the standalone SVG, drawn on a canvas `width` pixels wide (its height from the SVG's own). */
export async function svgToPng(svgText: string, width = 800): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error("the chart could not be drawn"));
      image.src = url;
    });
    // Embedded fonts load asynchronously inside the image in some browsers.
    await image.decode().catch(() => undefined);
    const height = Math.round((width * (image.naturalHeight || width)) / (image.naturalWidth || width));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    canvas.getContext("2d")!.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no PNG"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}

// Made on the first PNG, not when the module loads: the home page loads this module (reports' saveFile).
let crcTable: number[] | undefined;
function crc32(bytes: Uint8Array): number {
  crcTable ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const table = crcTable;
  let c = 0xffffffff;
  for (const b of bytes) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * One PNG `iTXt` chunk (PNG 1.2 §11.3.4.5: keyword, NUL, compression flag 0, method 0, empty
 * language tag and translated keyword, then UTF-8 text), so names in any script survive.
 */
export function pngTextChunk(keyword: string, value: string): Uint8Array<ArrayBuffer> {
  const utf8 = new TextEncoder();
  const data = new Uint8Array([...utf8.encode(keyword), 0, 0, 0, 0, 0, ...utf8.encode(value)]);
  const typeAndData = new Uint8Array([...utf8.encode("iTXt"), ...data]);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(typeAndData, 4);
  view.setUint32(8 + data.length, crc32(typeAndData));
  return chunk;
}

/** The PNG with `iTXt` chunks for `entries` placed right after its header chunk (IHDR). */
export async function withPngText(png: Blob, entries: Record<string, string>): Promise<Blob> {
  const bytes = new Uint8Array(await png.arrayBuffer());
  const afterHeader = 8 + 12 + new DataView(bytes.buffer).getUint32(8); // signature + IHDR
  const chunks = Object.entries(entries).map(([k, value]) => pngTextChunk(k, value));
  return new Blob([bytes.slice(0, afterHeader), ...chunks, bytes.slice(afterHeader)], { type: "image/png" });
}

/** The caption as PNG text keywords (PNG 1.2 §11.3.4.2: Title, Description, Source). */
export const pngCaptionText = (c: ChartCaption): Record<string, string> => ({
  Title: c.name,
  Description: captionLines(c).join("\n"),
  Source: c.site,
});

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Asha Rao", "D9", "north" → "asha-rao-d9-north" (ASCII only; Indic names give "kundli"). */
export function chartFilename(name: string | undefined, varga: string, style: string): string {
  const slug = (name ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return `${slug || "kundli"}-${varga.toLowerCase()}-${style}`;
}
