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

/** The chart as a standalone SVG document of `size` pixels. */
export async function standaloneSvg(svg: SVGSVGElement, size = 800): Promise<string> {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  // Utility classes do not travel with the file: inline the colours they computed to.
  const originals = svg.querySelectorAll<SVGElement>("[class]");
  clone.querySelectorAll<SVGElement>("[class]").forEach((el, i) => {
    const style = getComputedStyle(originals[i]!);
    if (el.tagName === "text") el.setAttribute("fill", style.fill);
    el.removeAttribute("class");
  });
  clone.removeAttribute("class");
  clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  clone.setAttribute("width", String(size));
  clone.setAttribute("height", String(size));
  clone.setAttribute("font-family", FONT_FAMILY);
  clone.setAttribute("color", getComputedStyle(svg).color);
  const view = svg.viewBox.baseVal;
  const background = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  background.setAttribute("x", String(view.x));
  background.setAttribute("y", String(view.y));
  background.setAttribute("width", String(view.width));
  background.setAttribute("height", String(view.height));
  background.setAttribute("fill", getComputedStyle(svg).backgroundColor || "#fff");
  clone.insertBefore(background, clone.firstChild);
  const style = document.createElementNS("http://www.w3.org/2000/svg", "style");
  style.textContent = await embeddedFonts(svg.textContent ?? "");
  clone.insertBefore(style, clone.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

/** A PNG of the standalone SVG, drawn on a canvas of `size` pixels. */
export async function svgToPng(svgText: string, size = 800): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.width = size;
    image.height = size;
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error("the chart could not be drawn"));
      image.src = url;
    });
    // Embedded fonts load asynchronously inside the image in some browsers.
    await image.decode().catch(() => undefined);
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    canvas.getContext("2d")!.drawImage(image, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no PNG"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}

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
