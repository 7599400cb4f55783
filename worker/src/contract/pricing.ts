/**
 * Money of the product (spec §1, §9), in integer paise, as one pure module: the Worker
 * computes every price with it and the SPA shows the Worker's figures. No I/O, no clock:
 * the settings (pack minutes, discounts, free minutes, GST, products) are read from the
 * database by `worker/src/features/pricing/settings.ts` and come in as an argument.
 *
 * Units: `…Paise` are integer paise; `…Bp` are basis points (1 bp = 0.01 %, 10,000 = 100 %).
 * Only integer arithmetic is used: every division goes through `divRoundHalfUp`, so no
 * binary fraction ever touches an amount.
 *
 * The request/response schemas of `/api/pricing` and `/api/pricing/quote` live here too, so
 * the route validates with them and the SPA reads the same types.
 */
import * as v from "valibot";
import { strictQuery } from "./common";
import { text } from "./messages";

/** Consultation services sold in minutes (spec §7 payment query: `service=chat`). */
export const services = ["chat", "call", "video"] as const;
export type Service = (typeof services)[number];

/** 100 % in basis points. */
export const fullBp = 10_000;
const paisePerRupee = 100;

/** A service's pack: how many minutes it sells and at what discount off the per-minute rate. */
export interface PackSettings {
  minutes: number;
  discountBp: number;
}

/** The pricing settings of the site (the `settings` table); edited by the admin later. */
export interface PricingSettings {
  /** Minutes of a user's first chat that are not billed (spec §1: "first 5 minutes free"). */
  freeChatMinutes: number;
  packs: Record<Service, PackSettings>;
  /** GST rate included in every shown price, in basis points (18 % = 1800). */
  gstBp: number;
  /** The astrologer's share of a consultation's amount before GST, in basis points. */
  astrologerShareBp: number;
}

/** A sellable product with a fixed price (the `products` table): premium reports. */
export interface Product {
  id: string;
  kind: "report";
  /** GST-inclusive price. */
  pricePaise: number;
  /** Sections of a report (the life report has 82, spec §9); null when not counted. */
  sections: number | null;
}

function assertNonNegativeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
}

/**
 * `numerator / denominator` rounded half up, for non-negative integers, in integer arithmetic:
 * `(2n + d) div 2d`, where `div` drops the remainder exactly (`(a - a % b) / b` is an exact
 * integer quotient, unlike `Math.floor(a / b)`, whose float division can round up near
 * integers). Safe while `2 × numerator + denominator` stays below 2^53.
 */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  assertNonNegativeInteger(numerator, "numerator");
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError(`denominator must be a positive safe integer, got ${denominator}`);
  const a = 2 * numerator + denominator;
  const b = 2 * denominator;
  if (!Number.isSafeInteger(a)) throw new RangeError("amount too large for exact integer arithmetic");
  return (a - (a % b)) / b;
}

/** A pack's figures: what the user pays and what the minutes cost without the discount. */
export interface PackPrice {
  minutes: number;
  /** GST-inclusive price after the discount, a whole number of rupees (in paise). */
  pricePaise: number;
  /** `ratePerMinute × minutes`, before the discount. */
  originalPricePaise: number;
}

/**
 * The pack of minutes sold for a service (spec §9 for chat: price = rate × 20 × 0.85 rounded,
 * originalPrice = rate × 20). In paise with integers:
 *
 *   originalPricePaise = ratePerMinutePaise × minutes
 *   pricePaise = 100 × round_half_up(originalPricePaise × (10000 − discountBp) / (10000 × 100))
 *
 * The discounted price is rounded to a whole rupee, half a rupee up, as the spec's rupee
 * formula (`Math.round` of rupees) implies; the original price stays exact.
 */
export function packPrice(ratePerMinutePaise: number, service: Service, settings: PricingSettings): PackPrice {
  assertNonNegativeInteger(ratePerMinutePaise, "ratePerMinutePaise");
  const { minutes, discountBp } = settings.packs[service];
  const originalPricePaise = ratePerMinutePaise * minutes;
  const rupees = divRoundHalfUp(originalPricePaise * (fullBp - discountBp), fullBp * paisePerRupee);
  return { minutes, pricePaise: rupees * paisePerRupee, originalPricePaise };
}

/** What a consultation of whole minutes costs at the per-minute rate. */
export interface SessionCharge {
  durationMinutes: number;
  freeMinutes: number;
  billableMinutes: number;
  amountPaise: number;
}

/**
 * The charge of a consultation lasting `durationMinutes` whole minutes at the per-minute rate
 * (not a pack). A user's first chat has its first `freeChatMinutes` free (spec §1); calls,
 * videos and later chats are billed from the first minute.
 */
export function sessionCharge(
  input: { durationMinutes: number; ratePerMinutePaise: number; service: Service; firstConsultation: boolean },
  settings: PricingSettings,
): SessionCharge {
  assertNonNegativeInteger(input.durationMinutes, "durationMinutes");
  assertNonNegativeInteger(input.ratePerMinutePaise, "ratePerMinutePaise");
  const allowance = input.firstConsultation && input.service === "chat" ? settings.freeChatMinutes : 0;
  const freeMinutes = Math.min(allowance, input.durationMinutes);
  const billableMinutes = input.durationMinutes - freeMinutes;
  return { durationMinutes: input.durationMinutes, freeMinutes, billableMinutes, amountPaise: billableMinutes * input.ratePerMinutePaise };
}

/** A GST-inclusive amount split into its base and its GST; `basePaise + gstPaise` is the amount. */
export interface GstSplit {
  basePaise: number;
  gstPaise: number;
}

/**
 * Splits a GST-inclusive price: base = round_half_up(price × 10000 / (10000 + gstBp)),
 * GST = price − base, so the two always add up to the price exactly.
 */
export function splitGst(pricePaise: number, gstBp: number): GstSplit {
  assertNonNegativeInteger(pricePaise, "pricePaise");
  assertNonNegativeInteger(gstBp, "gstBp");
  const basePaise = divRoundHalfUp(pricePaise * fullBp, fullBp + gstBp);
  return { basePaise, gstPaise: pricePaise - basePaise };
}

/** The astrologer's share of a GST-inclusive amount: `astrologerShareBp` of the base before GST. */
export function astrologerSharePaise(pricePaise: number, settings: Pick<PricingSettings, "gstBp" | "astrologerShareBp">): number {
  return divRoundHalfUp(splitGst(pricePaise, settings.gstBp).basePaise * settings.astrologerShareBp, fullBp);
}

/** The lowest report price, for the promotional "premium reports from ₹…" (spec §1); null without reports. */
export function reportsFromPaise(products: readonly Product[]): number | null {
  const prices = products.filter((p) => p.kind === "report").map((p) => p.pricePaise);
  return prices.length ? Math.min(...prices) : null;
}

/** The server's price of a pack for one astrologer and service: what payment routes must charge. */
export interface Quote extends PackPrice {
  astrologerId: string;
  service: Service;
  currency: "INR";
  gst: GstSplit;
}

/** An astrologer's per-minute rates: chat, and call and video where they differ (null: the chat rate). */
export interface ServiceRates {
  ratePerMinutePaise: number;
  callRatePerMinutePaise?: number | null;
  videoRatePerMinutePaise?: number | null;
}

/** The GST-inclusive per-minute rate of a service: a call's or video's own rate, else the chat rate. */
export function serviceRatePaise(astrologer: ServiceRates, service: Service): number {
  if (service === "call") return astrologer.callRatePerMinutePaise ?? astrologer.ratePerMinutePaise;
  if (service === "video") return astrologer.videoRatePerMinutePaise ?? astrologer.ratePerMinutePaise;
  return astrologer.ratePerMinutePaise;
}

/**
 * Recomputes a pack's price from the astrologer's stored rate and the site's settings. The
 * wallet and payment routes call this and never read a price from the browser (the payment
 * page's `price=` is for display only).
 */
export function quote(astrologer: { id: string } & ServiceRates, service: Service, settings: PricingSettings): Quote {
  const pack = packPrice(serviceRatePaise(astrologer, service), service, settings);
  return { astrologerId: astrologer.id, service, currency: "INR", ...pack, gst: splitGst(pack.pricePaise, settings.gstBp) };
}

// ——— Schemas: settings rows as read from the database, and the routes' queries and answers ———

const paise = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const basisPoints = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(fullBp));
const packSettingsSchema = v.object({ minutes: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(600)), discountBp: basisPoints });

/** The pricing settings, checked when they are read from the `settings` table. */
export const pricingSettingsSchema = v.object({
  freeChatMinutes: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(600)),
  packs: v.object({ chat: packSettingsSchema, call: packSettingsSchema, video: packSettingsSchema }),
  gstBp: basisPoints,
  astrologerShareBp: basisPoints,
});

/** Promotional claims shown on the pages (spec §1, §9), as the admin words them. */
export const claimsSchema = v.object({
  astrologers: v.string(),
  rating: v.string(),
  users: v.string(),
  years: v.string(),
  availability: v.string(),
});
export type Claims = v.InferOutput<typeof claimsSchema>;

export const serviceSchema = v.picklist(services, text("one_of_three", { field: "service", a: "chat", b: "call", c: "video" }));

export const packPriceSchema = v.object({ minutes: v.number(), pricePaise: paise, originalPricePaise: paise });
const gstSplitSchema = v.object({ basePaise: paise, gstPaise: paise });

/** `GET /api/pricing` takes no parameters. */
export const pricingQuery = strictQuery({});

/** `GET /api/pricing`: everything the SPA shows about prices. */
export const pricingResponseSchema = v.object({
  currency: v.literal("INR"),
  gstBp: basisPoints,
  freeChatMinutes: v.number(),
  packs: v.object({ chat: packSettingsSchema, call: packSettingsSchema, video: packSettingsSchema }),
  products: v.array(
    v.object({ id: v.string(), kind: v.literal("report"), pricePaise: paise, sections: v.nullable(v.number()), gst: gstSplitSchema }),
  ),
  reportsFromPaise: v.nullable(paise),
  claims: claimsSchema,
});
export type PricingResponse = v.InferOutput<typeof pricingResponseSchema>;

/**
 * `GET /api/pricing/quote` query. Other parameters are dropped unread, so the payment page may
 * pass its whole query (spec §7: astrologer, service, duration, price, originalPrice, type):
 * a `price` from the browser never reaches the computation.
 */
export const quoteQuerySchema = v.object({
  astrologer: v.pipe(v.string(text("required", { field: "astrologer" })), v.regex(/^[a-z0-9_-]{1,80}$/, text("astrologer_id"))),
  service: serviceSchema,
});

/** `GET /api/pricing/quote` answer. */
export const quoteResponseSchema = v.object({
  astrologerId: v.string(),
  service: serviceSchema,
  currency: v.literal("INR"),
  minutes: v.number(),
  pricePaise: paise,
  originalPricePaise: paise,
  gst: gstSplitSchema,
});
