/**
 * Generated portraits for astrologers without a photo: a drawn head-and-shoulders figure whose
 * background, skin tone, hair, clothing and small details (glasses, tilak, shawl) follow from the
 * astrologer's id. The same id always gives the same drawing, so the answer is cached immutably;
 * `portraitVersion` (in the image URL) changes whenever this drawing changes.
 *
 * No real person is depicted, and nothing from the request is written into the SVG: every value
 * comes from the fixed palettes below, chosen by a hash of the id.
 */

/** FNV-1a over UTF-16 code units: a stable 32-bit seed from the id. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Background pairs (light centre, deeper edge): saffron, teal, indigo, rose, olive, sky, lilac. */
const backgrounds = [
  ["#fde7c8", "#f5b971"],
  ["#d4f1ec", "#7cc8bb"],
  ["#e0e3fb", "#9aa3e8"],
  ["#fbe1e6", "#e99aac"],
  ["#eef0d2", "#bcc27a"],
  ["#dcefff", "#8ec3ef"],
  ["#efe2fb", "#b99ae6"],
] as const;
/** Skin tones common across India, light to deep, each with a shade for the neck. */
const skins = [
  ["#f1c9a5", "#d9ab85"],
  ["#e3b48c", "#c99670"],
  ["#c98e62", "#ad764e"],
  ["#a86e45", "#8d5a36"],
  ["#8a5533", "#724428"],
] as const;
const hairColours = ["#1f1a17", "#2e2420", "#3b2d25", "#6b6460", "#b9b4ae"] as const;
/** Kurta and saree colours: cream, saffron, maroon, bottle green, navy, mustard, white. */
const clothes = ["#f4ead5", "#e98b2a", "#8c2a3c", "#2f6b4f", "#2b3a67", "#d1a228", "#fafafa"] as const;
const accents = ["#d4a017", "#b5473a", "#f2f2f2", "#3f7f6a"] as const;

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)]!;

/** Hair drawn before the head (long hair falls behind it) and after it (the part over the forehead). */
const hairStyles: readonly { back?: string; front: string }[] = [
  // Short, neat.
  { front: "M32.5 41c-1-12 6-20 15.5-20s16.5 8 15.5 20c-2.5-6-7-9.5-15.5-9.5S35 35 32.5 41z" },
  // Side parting.
  { front: "M32.5 42c-1.5-13 6-21 16-21 9 0 16 7 15 20-3-7-9-10-15-10-2 3-9 5-16 11z" },
  // Long hair falling to the shoulders.
  {
    back: "M31 40c-1-13 7-21 17-21s18 8 17 21l2 24c-7 4-31 4-38 0z",
    front: "M32.5 41c0-11 6.5-18.5 15.5-18.5S63.5 30 63.5 41c-3-6-8-9-15.5-9S35.5 35 32.5 41z",
  },
  // Bun at the back of the head, hair drawn back.
  {
    back: "M48 16.5a7 7 0 1 1 0 14a7 7 0 1 1 0-14z",
    front: "M32.5 41c-.5-11 6.5-18.5 15.5-18.5S64 30 63.5 41c-3-5-8-8.5-15.5-8.5S35.5 36 32.5 41z",
  },
  // Receding: hair at the sides only.
  { front: "M32.2 44c-1.3-6 .2-11 3.3-13.5 0 4-.6 8 .5 13.5zM63.8 44c1.3-6-.2-11-3.3-13.5 0 4 .6 8-.5 13.5z" },
];

/**
 * The portrait of `id` as a standalone SVG document (96×96 user units, square; pages round it).
 * Deterministic: equal ids give byte-equal documents.
 */
export function portraitSvg(id: string): string {
  const r = generator(hash32(id));
  const [bgLight, bgDeep] = pick(backgrounds, r());
  const [skin, skinShade] = pick(skins, r());
  const hair = pick(hairStyles, r());
  const hairColour = pick(hairColours, r());
  const cloth = pick(clothes, r());
  const accent = pick(accents, r());
  const glasses = r() < 0.3;
  const mark = r();
  const shawl = r() < 0.45;

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">`,
    `<defs><radialGradient id="bg" cx="50%" cy="38%" r="70%"><stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${bgDeep}"/></radialGradient></defs>`,
    `<rect width="96" height="96" fill="url(#bg)"/>`,
    // A faint ring behind the head, like a temple lamp's halo.
    `<circle cx="48" cy="42" r="29" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5" stroke-dasharray="2 3"/>`,
    hair.back ? `<path d="${hair.back}" fill="${hairColour}"/>` : "",
    `<path d="M13 96c0-19 15-29 35-29s35 10 35 29z" fill="${cloth}"/>`,
    shawl ? `<path d="M27 72c9 6 17 15 23 24h9C52 85 42 75 33 69z" fill="${accent}" fill-opacity=".9"/>` : "",
    `<path d="M42 52h12v13c0 3-12 3-12 0z" fill="${skinShade}"/>`,
    `<ellipse cx="48" cy="42" rx="15" ry="17.5" fill="${skin}"/>`,
    `<path d="${hair.front}" fill="${hairColour}"/>`,
    `<ellipse cx="42" cy="44" rx="1.7" ry="1.9" fill="#2a211c"/><ellipse cx="54" cy="44" rx="1.7" ry="1.9" fill="#2a211c"/>`,
    `<path d="M43.5 52.5q4.5 3 9 0" fill="none" stroke="#6d3b2a" stroke-width="1.4" stroke-linecap="round"/>`,
    glasses
      ? `<g fill="none" stroke="#3a3a3a" stroke-width="1.1"><circle cx="42" cy="44" r="4.6"/><circle cx="54" cy="44" r="4.6"/><path d="M46.6 44h2.8"/></g>`
      : "",
    // A tilak or a bindi for some, nothing for others.
    mark < 0.3 ? `<rect x="47" y="32.5" width="2" height="6" rx="1" fill="#c8331f"/>` : mark < 0.5 ? `<circle cx="48" cy="36.5" r="1.4" fill="#b0182a"/>` : "",
    `</svg>`,
  ];
  return parts.join("");
}
