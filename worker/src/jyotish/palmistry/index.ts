// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Palmistry (hasta samudrika): the catalogue of what a palm reader looks at — the lines, the
 * mounts and the shape of the hand — with the drawing of an open right palm on which the lines
 * and mounts sit. Educational only: the texts (`./content/<lang>.ts`) say where a feature is and
 * what readers traditionally look for, never a prediction.
 *
 * The western names of lines and mounts follow Cheiro (William John Warner), "Language of the
 * Hand" (1894); the four elemental hand shapes follow Fred Gettings, "The Book of the Hand"
 * (1965), who drew them from the older chirognomy (Cheiro himself used seven types); the Indian
 * view is the Samudrika Shastra tradition, as summarised in Varahamihira's Brihat Samhita,
 * ch. 68 (Purusha-lakshana), which reads the hand with the rest of the body.
 */

export const sources = {
  cheiro: "Cheiro (W. J. Warner), Language of the Hand, 1894",
  gettings: "Fred Gettings, The Book of the Hand, 1965",
  samudrika: "Samudrika Shastra; Varahamihira, Brihat Samhita, ch. 68 (Purusha-lakshana)",
} as const;
export type SourceId = keyof typeof sources;

export const lineIds = ["heart", "head", "life", "fate", "sun", "mercury", "marriage"] as const;
export const mountIds = ["jupiter", "saturn", "sun-mount", "mercury-mount", "venus", "moon", "mars-upper", "mars-lower", "mars-plain"] as const;
export const shapeIds = ["earth", "air", "fire", "water"] as const;
export type LineId = (typeof lineIds)[number];
export type MountId = (typeof mountIds)[number];
export type ShapeId = (typeof shapeIds)[number];
export type FeatureId = LineId | MountId;
export const featureIds: readonly FeatureId[] = [...lineIds, ...mountIds];
export const isFeatureId = (s: unknown): s is FeatureId => typeof s === "string" && (featureIds as readonly string[]).includes(s);
export const isShapeId = (s: unknown): s is ShapeId => typeof s === "string" && (shapeIds as readonly string[]).includes(s);

/** Which tradition names each feature: every line and mount has its western name from Cheiro and its Indian name from the Samudrika tradition. */
export const featureSources: Record<FeatureId | ShapeId, readonly SourceId[]> = {
  ...(Object.fromEntries([...lineIds, ...mountIds].map((id) => [id, ["cheiro", "samudrika"]])) as Record<FeatureId, SourceId[]>),
  earth: ["gettings"],
  air: ["gettings"],
  fire: ["gettings"],
  water: ["gettings"],
};

/**
 * The drawing, in a 300 × 400 viewBox: an open right palm seen from the palm side, fingers up,
 * so the thumb is on the viewer's right and the little finger on the left. Original artwork.
 */
export const handViewBox = "0 0 300 400";
export const handOutline =
  "M84 392 C78 350 62 318 60 270 C58 236 60 206 62 178 L62 118 C62 98 96 98 96 118 L98 170 L100 78 C100 54 140 54 140 78 L142 164 L145 62 C145 36 185 36 185 62 L186 168 L190 88 C190 64 228 64 228 88 L228 214 C238 200 252 186 266 170 C280 154 300 166 290 186 C278 212 262 246 252 280 C244 306 236 340 226 392 Z";
/** The creases where fingers meet the palm, drawn lightly for realism. */
export const handCreases = ["M66 182 Q80 186 96 182", "M102 176 Q120 180 140 176", "M147 176 Q165 180 184 176", "M191 186 Q209 190 226 186"];

/** Each line as a path across the palm, in the hand's viewBox. */
export const linePaths: Record<LineId, string> = {
  // Heart: from under the little finger across to between the index and middle fingers.
  heart: "M62 214 C96 206 132 200 162 204 C184 208 200 196 210 184",
  // Head: from the thumb edge (joined to the life line) across the middle of the palm, sloping down.
  head: "M226 226 C196 232 160 240 128 252 C106 260 88 272 76 284",
  // Life: from the thumb edge above, curving round the ball of the thumb to the wrist.
  life: "M226 228 C200 246 182 282 180 318 C178 348 186 372 196 390",
  // Fate: up the middle of the palm from the wrist to the middle finger.
  fate: "M150 388 C152 340 156 290 160 240 C162 214 164 196 165 182",
  // Sun (Apollo): a shorter line rising towards the ring finger.
  sun: "M128 300 C126 268 124 232 121 184",
  // Mercury (health): slanting from near the base of the thumb towards the little finger.
  mercury: "M176 360 C150 320 120 276 98 240 C90 226 84 212 80 196",
  // Marriage (relationship): short strokes on the outer edge below the little finger.
  marriage: "M61 196 L80 194 M61 203 L76 202",
};

/** Each mount as a circle (centre and radius, in the hand's viewBox). */
export const mountShapes: Record<MountId, { cx: number; cy: number; r: number }> = {
  jupiter: { cx: 209, cy: 196, r: 13 },
  saturn: { cx: 165, cy: 190, r: 12 },
  "sun-mount": { cx: 121, cy: 190, r: 12 },
  "mercury-mount": { cx: 80, cy: 190, r: 12 },
  venus: { cx: 218, cy: 318, r: 28 },
  moon: { cx: 88, cy: 336, r: 26 },
  "mars-upper": { cx: 78, cy: 252, r: 14 },
  "mars-lower": { cx: 218, cy: 250, r: 13 },
  "mars-plain": { cx: 150, cy: 282, r: 20 },
};

/**
 * The four elemental hand shapes (Gettings): a square or oblong palm (its length against its
 * width across the knuckles) and short or long fingers (the middle finger against the palm's length).
 */
export const shapeRules: Record<ShapeId, { palm: "square" | "oblong"; fingers: "short" | "long" }> = {
  earth: { palm: "square", fingers: "short" },
  air: { palm: "square", fingers: "long" },
  fire: { palm: "oblong", fingers: "short" },
  water: { palm: "oblong", fingers: "long" },
};

/**
 * The elemental shape of a hand from two measurements: a palm is oblong when it is at least
 * 10% longer (wrist crease to the base of the middle finger) than it is wide; fingers are long
 * when the middle finger is at least 7/8 of the palm's length — the usual rule of thumb in
 * modern teaching of Gettings's system.
 */
export function handShape(palmLengthMm: number, palmWidthMm: number, middleFingerMm: number): ShapeId {
  const palm = palmLengthMm >= palmWidthMm * 1.1 ? "oblong" : "square";
  const fingers = middleFingerMm >= palmLengthMm * 0.875 ? "long" : "short";
  return shapeIds.find((s) => shapeRules[s].palm === palm && shapeRules[s].fingers === fingers)!;
}
