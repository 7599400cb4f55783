/**
 * `/api/tarot`: seeded, shareable tarot draws and the cards of the year (issue 25). The route
 * rows are spread into `apiRoutes` (./routes).
 *
 * A draw is a pure function of its seed (32 hex digits: sfc32 → rejection-sampled Fisher–Yates,
 * worker/src/jyotish/tarot/random.ts), so a reading is shared by its URL. The spreads: one card,
 * three (past, present, future) and Waite's Celtic Cross (The Pictorial Key to the Tarot, 1911,
 * Part III §7). Meanings are original texts in four languages. For reflection, not prediction.
 */
import * as v from "valibot";
import { signIds } from "@jyotish/terms/signs";
import { cardIds } from "@jyotish/tarot/content/types";
import { spreadIds } from "@jyotish/tarot/spreads";
import { text } from "./messages";
import { choice, langParam, strictQuery, yearText } from "./common";
import type { RouteContract } from "./routes";

export { spreadIds };
export type SpreadId = (typeof spreadIds)[number];

/** 32 hex digits, either case (answered in lower case). */
export const seedParam = v.pipe(
  v.string(text("required", { field: "seed" })),
  v.regex(/^[0-9a-fA-F]{32}$/, text("seed_format")),
  v.transform((s) => s.toLowerCase()),
  v.description("128-bit seed, 32 hex digits; the same seed always draws the same cards"),
);

export const drawQuery = strictQuery({
  spread: v.optional(choice(spreadIds, "spread"), "three"),
  /** Without a seed the server makes one with crypto.getRandomValues and returns it. */
  seed: v.optional(seedParam),
  lang: langParam,
});
export type DrawQuery = v.InferOutput<typeof drawQuery>;

export const yearQuery = strictQuery({
  year: yearText(1900, 2100),
  lang: langParam,
});
export type YearQuery = v.InferOutput<typeof yearQuery>;

const cardId = v.picklist(cardIds);

/** A card as drawn: which, which way up, and its texts for that orientation in the request's language. */
export const drawnCard = v.object({
  id: cardId,
  name: v.string(),
  arcana: v.picklist(["major", "minor"]),
  /** Majors: "0", "I" … "XXI"; minors: null. */
  numeral: v.nullable(v.string()),
  /** Minors: the suit; majors: null. */
  suit: v.nullable(v.picklist(["wands", "cups", "swords", "pentacles"])),
  /** Minors: 1 = Ace … 10, 11 = Page, 12 = Knight, 13 = Queen, 14 = King; majors: null. */
  rank: v.nullable(v.number()),
  reversed: v.boolean(),
  keywords: v.array(v.string()),
  meaning: v.string(),
});
export type DrawnCardAnswer = v.InferOutput<typeof drawnCard>;

export const drawAnswer = v.object({
  spread: v.picklist(spreadIds),
  spreadName: v.string(),
  seed: v.string(),
  /** Where the spread comes from (Waite for the Celtic Cross). */
  source: v.string(),
  /** How the cards were shuffled and how to reproduce them. */
  method: v.string(),
  cards: v.array(
    v.object({
      position: v.object({ index: v.number(), id: v.string(), name: v.string(), question: v.string() }),
      card: drawnCard,
    }),
  ),
});
export type DrawAnswer = v.InferOutput<typeof drawAnswer>;

export const yearAnswer = v.object({
  year: v.number(),
  /** How each sign's seed is derived (cyrb128 of "tarot-year:<year>:<sign>"). */
  method: v.string(),
  signs: v.array(
    v.object({
      sign: v.picklist(signIds),
      signName: v.string(),
      seed: v.string(),
      card: drawnCard,
      /** The card as the card of the whole year. */
      yearText: v.string(),
    }),
  ),
});
export type YearAnswer = v.InferOutput<typeof yearAnswer>;

export const routeRows: RouteContract[] = [
  { method: "GET", path: "/api/tarot/draw", tag: "tarot", summary: "A tarot reading: one card, three (past, present, future) or Waite's Celtic Cross, drawn from a 128-bit seed (sfc32 + Fisher–Yates, so the same seed gives the same cards); without a seed the server makes one. Seeded answers are edge-cached", query: drawQuery, answer: { schema: drawAnswer } },
  { method: "GET", path: "/api/tarot/year", tag: "tarot", summary: "The card of the year for each of the twelve signs, each drawn from a seed derived from the year and the sign; edge-cached", query: yearQuery, answer: { schema: yearAnswer } },
];
