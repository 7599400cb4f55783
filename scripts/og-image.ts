/**
 * Writes dist/web/og-image.png, the 1200×630 link-preview image (Open Graph, Twitter): the
 * brand gradient, the site's star mark and the project's twelve zodiac tiles in an arc.
 * Drawn without text, so it needs no fonts. Run by `npm run build:web`.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { zodiacSigns, zodiacSvg } from "../worker/src/features/zodiac-image/art";
import { projectRoot } from "./lib/wrangler";

const width = 1200;
const height = 630;
const tile = 120;
const cx = width / 2;
const cy = 560;
const radius = 470;

const tiles = zodiacSigns.map((sign, i) => {
  const angle = Math.PI * (1 - (i + 0.5) / zodiacSigns.length);
  const x = cx + radius * Math.cos(angle) - tile / 2;
  const y = cy - radius * Math.sin(angle) * 0.95 - tile / 2;
  const inner = zodiacSvg(sign).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${tile}" height="${tile}" viewBox="0 0 160 160">${inner}</svg>`;
});

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4c1d95"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#ffffff" stroke-opacity="0.15" stroke-width="2"/>
<g transform="translate(${cx - 110} ${cy - 330}) scale(3.4375)"><circle cx="32" cy="32" r="30" fill="#7c3aed" stroke="#fde68a" stroke-width="1.5"/><path d="M32 10l5.6 15.4L54 26l-13 10 4.6 16L32 43l-13.6 9L23 36 10 26l16.4-.6z" fill="#fde68a"/></g>
${tiles.join("\n")}
</svg>`;

const out = join(projectRoot, "dist", "web");
mkdirSync(out, { recursive: true });
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(join(out, "og-image.png"));
console.log("og-image.png written");
