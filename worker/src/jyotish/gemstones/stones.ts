// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The nine gems (navaratna) of the grahas and how each is worn.
 *
 * - Gem of each graha: the navaratna as Indian tradition pairs them with the grahas (ruby of the
 *   Sun, pearl of the Moon, coral of Mars, emerald of Mercury, yellow sapphire of Jupiter,
 *   diamond of Venus, blue sapphire of Saturn, hessonite of Rahu, cat's eye of Ketu); the gems
 *   themselves are described in the Garuda Purana's ratna-pariksha (ch. 68–80).
 * - Substitutes (uparatna): the lesser stones of the same colour that gem-setters offer in
 *   their place, as commonly listed; no classical text fixes them.
 * - Finger: the fingers of the planets' mounts as palmistry names them (index: Jupiter,
 *   middle: Saturn, ring: Sun, little: Mercury), with the Moon's pearl on the little finger,
 *   Mars's coral on the ring finger, Venus's diamond and Rahu's hessonite on the middle finger
 *   and Ketu's cat's eye on the little finger, as the common tradition wears them.
 * - Day and time: the graha's own weekday, in the first hora after sunrise (the first hora of
 *   a weekday belongs to its lord); Rahu on Saturday and Ketu on Tuesday ("Rahu acts like
 *   Saturn, Ketu like Mars", BPHS 3).
 * - Weight: the minimum in carats that gem-setters commonly quote; the classical texts fix no
 *   weight, so it is guidance, not a rule.
 */
import type { GrahaId } from "../terms/grahas";

export const gemIds = ["ruby", "pearl", "red-coral", "emerald", "yellow-sapphire", "diamond", "blue-sapphire", "hessonite", "cats-eye"] as const;
export type GemId = (typeof gemIds)[number];
export const substituteIds = [
  "red-garnet", "red-spinel", "moonstone", "white-coral", "carnelian", "red-jasper", "peridot", "green-tourmaline", "citrine", "yellow-topaz",
  "white-sapphire", "white-zircon", "amethyst", "blue-spinel", "lapis-lazuli", "orange-zircon", "tigers-eye", "chrysoberyl",
] as const;
export type SubstituteId = (typeof substituteIds)[number];
export const fingerIds = ["index", "middle", "ring", "little"] as const;
export type FingerId = (typeof fingerIds)[number];
export const metalIds = ["gold", "silver", "copper", "panchadhatu"] as const;
export type MetalId = (typeof metalIds)[number];

export interface Stone {
  planet: GrahaId;
  gem: GemId;
  substitutes: SubstituteId[];
  finger: FingerId;
  /** The first is the usual one. */
  metals: MetalId[];
  /** 0 = Sunday. */
  weekday: number;
  minCarats: number;
}

export const stones: Record<GrahaId, Stone> = {
  sun: { planet: "sun", gem: "ruby", substitutes: ["red-garnet", "red-spinel"], finger: "ring", metals: ["gold", "copper"], weekday: 0, minCarats: 3 },
  moon: { planet: "moon", gem: "pearl", substitutes: ["moonstone", "white-coral"], finger: "little", metals: ["silver"], weekday: 1, minCarats: 4 },
  mars: { planet: "mars", gem: "red-coral", substitutes: ["carnelian", "red-jasper"], finger: "ring", metals: ["gold", "copper"], weekday: 2, minCarats: 6 },
  mercury: { planet: "mercury", gem: "emerald", substitutes: ["peridot", "green-tourmaline"], finger: "little", metals: ["gold", "silver"], weekday: 3, minCarats: 3 },
  jupiter: { planet: "jupiter", gem: "yellow-sapphire", substitutes: ["citrine", "yellow-topaz"], finger: "index", metals: ["gold"], weekday: 4, minCarats: 3 },
  venus: { planet: "venus", gem: "diamond", substitutes: ["white-sapphire", "white-zircon"], finger: "middle", metals: ["silver", "gold"], weekday: 5, minCarats: 0.5 },
  saturn: { planet: "saturn", gem: "blue-sapphire", substitutes: ["amethyst", "blue-spinel", "lapis-lazuli"], finger: "middle", metals: ["silver", "panchadhatu"], weekday: 6, minCarats: 3 },
  rahu: { planet: "rahu", gem: "hessonite", substitutes: ["orange-zircon"], finger: "middle", metals: ["silver", "panchadhatu"], weekday: 6, minCarats: 5 },
  ketu: { planet: "ketu", gem: "cats-eye", substitutes: ["tigers-eye", "chrysoberyl"], finger: "little", metals: ["silver", "panchadhatu"], weekday: 2, minCarats: 3 },
};

/**
 * Natural enmity (BPHS 3) as the gem-setters apply it: two stones are not worn together when
 * either graha counts the other its enemy; and the nodes' stones not with the Sun's or the
 * Moon's (the eclipse: Rahu and Ketu are the luminaries' foes).
 */
const enemies: Record<GrahaId, GrahaId[]> = {
  sun: ["venus", "saturn"],
  moon: [],
  mars: ["mercury"],
  mercury: ["moon"],
  jupiter: ["mercury", "venus"],
  venus: ["sun", "moon"],
  saturn: ["sun", "moon", "mars"],
  rahu: ["sun", "moon"],
  ketu: ["sun", "moon"],
};

/** Whether the stones of `a` and `b` may be worn together (see `enemies`). */
export const compatible = (a: GrahaId, b: GrahaId): boolean => !enemies[a].includes(b) && !enemies[b].includes(a);

/** The grahas whose stones are not worn with `planet`'s, in graha order. */
export const incompatibleWith = (planet: GrahaId): GrahaId[] =>
  (Object.keys(stones) as GrahaId[]).filter((other) => other !== planet && !compatible(planet, other));
