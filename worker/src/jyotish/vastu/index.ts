// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Vastu Shastra for a home's plan: the eight directions and the centre (Brahmasthan) as a 3 × 3
 * grid, a rule table saying for each room which zones are good, acceptable or to be avoided, and
 * `scorePlan`, which scores a plan (each room in one zone) from that table.
 *
 * Sources. The zones and their ruling deities come from the site diagram (vastu-purusha-mandala,
 * padavinyasa) of Mayamata ch. 7 and Manasara ch. 7: Ishana in the north-east, Indra in the east,
 * Agni in the south-east, Yama in the south, Nirriti (the Pitris) in the south-west, Varuna in
 * the west, Vayu in the north-west, Kubera/Soma in the north and Brahma in the centre. The
 * classical texts place temple and palace halls, not modern rooms; where each room goes (kitchen
 * with Agni, water with Ishana, heavy rooms in the south-west, toilets away from the north-east
 * and the centre) is the common practice of Vastu consultants derived from those deities and
 * their elements, and the table says so (`source: "practice"`). The entrance is read in the
 * texts on the 32 padas (squares) of the outer ring, some good and some bad on every side; it is
 * simplified here to whole directions, as popular practice does.
 */

/** The nine zones in reading order of the grid, north at the top: NW N NE / W centre E / SW S SE. */
export const zoneIds = ["nw", "n", "ne", "w", "centre", "e", "sw", "s", "se"] as const;
export type ZoneId = (typeof zoneIds)[number];
export const isZoneId = (s: unknown): s is ZoneId => typeof s === "string" && (zoneIds as readonly string[]).includes(s);

export const roomIds = ["entrance", "kitchen", "master-bedroom", "bedroom", "puja", "toilet", "bathroom", "living", "study", "staircase", "store", "underground-water", "overhead-tank"] as const;
export type RoomId = (typeof roomIds)[number];
export const isRoomId = (s: unknown): s is RoomId => typeof s === "string" && (roomIds as readonly string[]).includes(s);

/** The deity of each zone in the padavinyasa (Mayamata ch. 7, Manasara ch. 7) and the element Vastu practice gives it. */
export const zoneFacts: Record<ZoneId, { deity: string; element: "water" | "fire" | "earth" | "air" | "space" }> = {
  ne: { deity: "Ishana", element: "water" },
  e: { deity: "Indra", element: "space" },
  se: { deity: "Agni", element: "fire" },
  s: { deity: "Yama", element: "earth" },
  sw: { deity: "Nirriti", element: "earth" },
  w: { deity: "Varuna", element: "water" },
  nw: { deity: "Vayu", element: "air" },
  n: { deity: "Kubera", element: "water" },
  centre: { deity: "Brahma", element: "space" },
};

export const ratings = ["good", "acceptable", "avoid"] as const;
export type Rating = (typeof ratings)[number];
/** Points per placement: a good zone scores 10, an acceptable one 5, a zone to avoid 0. */
export const ratingPoints: Record<Rating, number> = { good: 10, acceptable: 5, avoid: 0 };

export const sourceIds = ["mayamata", "manasara", "practice", "padas"] as const;
export type SourceId = (typeof sourceIds)[number];
/** The works and conventions the rules rest on (their titles are rendered per language by the page's texts). */
export const sources: Record<SourceId, string> = {
  mayamata: "Mayamata, ch. 7 (padavinyasa: the site diagram and the deities of its squares)",
  manasara: "Manasara, ch. 7 (padavinyasa)",
  practice: "Common Vastu Shastra practice, from the deity and element of each zone",
  padas: "The 32 padas of the outer ring of the site diagram (Mayamata ch. 7), simplified to directions",
};

export interface RoomRule {
  good: readonly ZoneId[];
  acceptable: readonly ZoneId[];
  /** Every other zone is to be avoided. */
  sources: readonly SourceId[];
}

/** The rule table. Zones not listed as good or acceptable are to be avoided. */
export const roomRules: Record<RoomId, RoomRule> = {
  // The 32-pada door placement simplified: the north and east sides and the north-east corner hold most of the good padas.
  entrance: { good: ["n", "ne", "e"], acceptable: ["nw", "w"], sources: ["padas", "practice"] },
  // Agni rules the south-east; the north-west (Vayu, air that feeds fire) is the usual second choice.
  kitchen: { good: ["se"], acceptable: ["nw", "s", "e"], sources: ["mayamata", "practice"] },
  // Nirriti's south-west is the heavy, stable corner for the head of the house.
  "master-bedroom": { good: ["sw"], acceptable: ["s", "w", "nw"], sources: ["mayamata", "practice"] },
  bedroom: { good: ["w", "nw", "s"], acceptable: ["n", "e", "sw"], sources: ["practice"] },
  // Ishana, the lord of the north-east, is the seat of worship.
  puja: { good: ["ne"], acceptable: ["e", "n", "w", "centre"], sources: ["mayamata", "manasara", "practice"] },
  toilet: { good: ["nw", "w"], acceptable: ["s", "se"], sources: ["practice"] },
  bathroom: { good: ["e", "n"], acceptable: ["ne", "nw", "w"], sources: ["practice"] },
  living: { good: ["n", "e", "ne"], acceptable: ["nw", "w", "s", "se", "centre"], sources: ["practice"] },
  study: { good: ["e", "ne", "w"], acceptable: ["n", "nw", "sw"], sources: ["practice"] },
  // Weight goes to the south and west; the north-east and the centre stay light and open.
  staircase: { good: ["s", "w", "sw"], acceptable: ["se", "nw"], sources: ["practice"] },
  store: { good: ["sw", "nw"], acceptable: ["s", "w", "se"], sources: ["practice"] },
  // Water below the ground belongs to Ishana's north-east and the north and east beside it.
  "underground-water": { good: ["ne", "n", "e"], acceptable: ["w", "nw"], sources: ["mayamata", "practice"] },
  // Water stored high is weight: it goes to the south-west and west.
  "overhead-tank": { good: ["sw", "w"], acceptable: ["s", "nw"], sources: ["practice"] },
};

/** How a room is rated in a zone, by the rule table. */
export function ratingOf(room: RoomId, zone: ZoneId): Rating {
  const rule = roomRules[room];
  if (rule.good.includes(zone)) return "good";
  if (rule.acceptable.includes(zone)) return "acceptable";
  return "avoid";
}

/** A plan: each room placed in at most one zone. */
export type Plan = Partial<Record<RoomId, ZoneId>>;

export interface Placement {
  room: RoomId;
  zone: ZoneId;
  rating: Rating;
  points: number;
  /** The zones the table rates good for this room (the suggestion for a poor placement). */
  goodZones: readonly ZoneId[];
}

export interface PlanScore {
  /** The placed rooms, in the table's room order. */
  placements: Placement[];
  points: number;
  /** 10 per placed room. */
  maxPoints: number;
  /** points / maxPoints as a whole percentage, or null for an empty plan. */
  percent: number | null;
}

/** Scores a plan from the rule table: 10 points for a good zone, 5 for an acceptable one, 0 for one to avoid, out of 10 per placed room. */
export function scorePlan(plan: Plan): PlanScore {
  const placements = roomIds.flatMap((room): Placement[] => {
    const zone = plan[room];
    if (!zone) return [];
    const rating = ratingOf(room, zone);
    return [{ room, zone, rating, points: ratingPoints[rating], goodZones: roomRules[room].good }];
  });
  const points = placements.reduce((sum, p) => sum + p.points, 0);
  const maxPoints = placements.length * ratingPoints.good;
  return { placements, points, maxPoints, percent: maxPoints === 0 ? null : Math.round((100 * points) / maxPoints) };
}

/**
 * The plan a page keeps in its address (`?kitchen=se&toilet=ne`): each known room whose value
 * is a known zone; anything else in the query is ignored.
 */
export function planFromQuery(query: Readonly<Record<string, unknown>>): Plan {
  const plan: Plan = {};
  for (const room of roomIds) {
    const zone = query[room];
    if (isZoneId(zone)) plan[room] = zone;
  }
  return plan;
}
