/**
 * The twelve zodiac tiles served by `GET /api/zodiac-image/{Sign}.jpg`: the project's own
 * artwork, drawn here in code (no font glyphs, no third-party images), so it is covered by
 * the project's licence (AGPL-3.0-or-later).
 *
 * Each tile is a 160×160 SVG: a round tile with a soft radial gradient in the colour of the
 * sign's element — fire (Aries, Leo, Sagittarius) warm orange to red, earth (Taurus, Virgo,
 * Capricorn) green to olive, air (Gemini, Libra, Aquarius) sky blue to violet, water (Cancer,
 * Scorpio, Pisces) teal to deep blue — a faint ring with a few star dots, and the sign's
 * traditional symbol as round white strokes (paths only, no `<text>`) centred on the tile.
 * Pure: no I/O.
 */
import { type SignId, signIds } from "@jyotish/glossary";

/** The twelve signs in zodiac order (the glossary's ids). */
export const zodiacSigns = signIds;

export type ZodiacSign = SignId;

type Element = "fire" | "earth" | "air" | "water";

/** Gradient stops per element: light centre (upper left) to the deeper edge. */
const elementColours: Record<Element, readonly [light: string, mid: string, deep: string]> = {
  fire: ["#ffb35c", "#f26b2f", "#b8321c"],
  earth: ["#b5c96a", "#6f9a45", "#3b5f2c"],
  air: ["#8fd4fb", "#5b9be6", "#6a4fc4"],
  water: ["#4fd1c0", "#1f8aa8", "#173f8c"],
};

/** Element, then the symbol as one SVG path `d` (strokes only; the symbol box is about 40–120). */
const signArt: Record<ZodiacSign, readonly [Element, string]> = {
  // Ram's horns: one stem rising and curling out and down on both sides.
  aries: ["fire", "M80 118V70C80 50 72 42 60 42S40 52 42 62 52 72 54 68M80 70C80 50 88 42 100 42S120 52 118 62 108 72 106 68"],
  // Bull's head: a circle under a crescent of horns.
  taurus: ["earth", "M80 72a22 22 0 1 0 .1 0M44 44C50 64 62 72 80 72S110 64 116 44"],
  // Twins: two pillars between a bowed lintel and base.
  gemini: ["air", "M48 44Q80 56 112 44M48 116Q80 104 112 116M66 49V111M94 49V111"],
  // Crab: two interlocked curls, a 6 above a 9 turned round.
  cancer: ["water", "M57 54a12 12 0 1 0 .1 0C76 44 104 46 118 64M103 106a12 12 0 1 0-.1 0C84 116 56 114 42 96"],
  // Lion: a small circle and the mane's arch ending in the tail's curl.
  leo: ["fire", "M52 86a13 13 0 1 0 .1 0C48 56 60 44 80 44S112 60 104 80 96 116 110 116 121 112 121 105"],
  // Maiden: an m whose last leg loops across itself.
  virgo: ["earth", "M44 54V110M44 66C44 50 64 50 64 66V110M64 66C64 50 84 50 84 66V96C84 118 116 116 112 92 108 76 88 92 78 118"],
  // Scales: the balance beam with its hump over a level line.
  libra: ["air", "M42 108H118M42 90H63C54 82 56 52 80 52S106 82 97 90H118"],
  // Scorpion: an m whose last leg ends in an upturned sting.
  scorpio: ["water", "M42 52V108M42 64C42 48 62 48 62 64V108M62 64C62 48 82 48 82 64V98C82 112 96 114 116 100M104 98 116 100 114 112"],
  // Archer: an arrow with a crossbar.
  sagittarius: ["fire", "M46 114 114 46M84 46H114V76M60 72 88 100"],
  // Sea-goat: a v whose right arm runs down into a looped tail.
  capricorn: ["earth", "M38 52C44 48 48 54 50 62L60 104 72 58C76 46 88 46 90 60V96C90 112 112 116 116 98 118 84 98 82 94 98 90 112 82 118 70 116"],
  // Water bearer: two waves.
  aquarius: ["air", "M41 74 54 61 67 74 80 61 93 74 106 61 119 74M41 98 54 85 67 98 80 85 93 98 106 85 119 98"],
  // Fishes: two arcs back to back joined by a bar.
  pisces: ["water", "M52 44C72 60 72 100 52 116M108 44C88 60 88 100 108 116M60 80H100"],
};

/** Star dots on the ring, as [angle in degrees, radius], turned a little per sign. */
const stars: readonly (readonly [number, number])[] = [
  [-40, 2.4],
  [-25, 1.5],
  [140, 2],
  [205, 1.5],
];

const round1 = (n: number) => Math.round(n * 10) / 10;

function starDots(turn: number): string {
  return stars
    .map(([deg, r]) => {
      const a = ((deg + turn) * Math.PI) / 180;
      return `<circle cx="${round1(80 + 69 * Math.cos(a))}" cy="${round1(80 + 69 * Math.sin(a))}" r="${r}"/>`;
    })
    .join("");
}

/** The sign's English name, capitalised: "aries" → "Aries". */
export function zodiacName(sign: ZodiacSign): string {
  return sign[0]!.toUpperCase() + sign.slice(1);
}

/** One sign's tile as a standalone SVG document (well under 2 KB). */
export function zodiacSvg(sign: ZodiacSign): string {
  const [element, d] = signArt[sign];
  const [light, mid, deep] = elementColours[element];
  const id = `g-${sign}`;
  const turn = zodiacSigns.indexOf(sign) * 30;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${zodiacName(sign)}">` +
    `<defs><radialGradient id="${id}" cx="36%" cy="30%" r="80%">` +
    `<stop offset="0" stop-color="${light}"/><stop offset=".55" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/>` +
    `</radialGradient></defs>` +
    `<circle cx="80" cy="80" r="78" fill="url(#${id})"/>` +
    `<circle cx="80" cy="80" r="69" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="1.5"/>` +
    `<g fill="#fff" fill-opacity=".7">${starDots(turn)}</g>` +
    `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" transform="translate(1.5 2)"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</svg>`
  );
}
