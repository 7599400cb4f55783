/**
 * The admin area (issue 24) besides content (./content.ts): the dashboard's figures, the
 * settings the server prices and pages with, promo codes, support tickets and the audit log;
 * and the public `/support` form that opens a ticket.
 *
 * Every admin write is recorded in the audit log (`audit_log`: who, what, before and after) in
 * the same batch as the write itself.
 */
import * as v from "valibot";
import { apiLanguages, calendarDate, choice, isoText, strictQuery } from "./common";
import { text } from "./messages";
import { plainText } from "./consultations";
import { claimsSchema, pricingSettingsSchema } from "./pricing";
import { isPlainText, sellerSchema, walletSettingsSchema } from "./wallet";

const paise = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const positivePage = v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, text("page_number")), v.transform(Number)), "1");
export const ADMIN_PAGE_SIZE = 50;

// ——— Dashboard ———

export const statsQuery = strictQuery({
  /** Days back from today (IST), today included; 30 by default, at most 366. */
  days: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/, text("page_number")), v.transform(Number), v.maxValue(366, text("at_most", { field: "days", max: 366 }))), "30"),
});

/** One IST day of the dashboard's counts. */
export const statsDay = v.object({
  date: v.string(),
  /** Accounts created. */
  users: v.number(),
  /** Consultations started (any status but refused). */
  consultations: v.number(),
  /** Recharges paid that day (GST-inclusive), paise. */
  revenuePaise: v.number(),
  /** Reports bought. */
  reports: v.number(),
});
export const recentPayment = v.object({
  orderId: v.string(),
  userEmail: v.nullable(v.string()),
  amountPaise: paise,
  bonusPaise: paise,
  status: v.string(),
  gateway: v.string(),
  paidAt: v.nullable(isoText),
  createdAt: isoText,
});
export const recentRefund = v.object({
  orderId: v.string(),
  userEmail: v.nullable(v.string()),
  amountPaise: paise,
  refundId: v.nullable(v.string()),
  refundedAt: v.nullable(isoText),
});
export const statsAnswer = v.object({
  days: v.array(statsDay),
  totals: v.object({ users: v.number(), consultations: v.number(), revenuePaise: v.number(), reports: v.number() }),
  recentPayments: v.array(recentPayment),
  recentRefunds: v.array(recentRefund),
  openTickets: v.number(),
  pendingApplications: v.number(),
});
export type StatsAnswer = v.InferOutput<typeof statsAnswer>;

// ——— Settings ———

/** A sister site (spec §1): the hosts it answers, its name per language, theme, default language and analytics id. */
export const themeIds = ["modern", "classical", "pan-indian", "hindi", "tamil", "telugu"] as const;
const hostName = v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/, text("host_format")));
export const siteSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{1,30}$/, text("site_id_format"))),
  name: v.object({
    en: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
    hi: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
    ta: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
    te: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
  }),
  hosts: v.pipe(v.array(hostName), v.minLength(1), v.maxLength(8)),
  canonicalHost: hostName,
  theme: choice(themeIds, "theme"),
  defaultLocale: choice(apiLanguages, "defaultLocale"),
  /** Google Analytics 4 measurement id, or null for no analytics on this site. */
  measurementId: v.nullable(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]{4,16}$/, text("measurement_id_format")))),
  domainDescription: v.pipe(v.string(), v.maxLength(120)),
  themeColor: v.pipe(v.string(), v.regex(/^#[0-9A-Fa-f]{6}$/, text("colour_format"))),
});
export type SiteSetting = v.InferOutput<typeof siteSchema>;
export const sitesSchema = v.pipe(v.array(siteSchema), v.minLength(1), v.maxLength(20));

/**
 * The editable settings, each the value of one `settings` row (keys as in
 * worker/src/features/pricing/settings.ts), validated by its own schema on write.
 */
export const settingSchemas = {
  "pricing.freeChatMinutes": pricingSettingsSchema.entries.freeChatMinutes,
  "pricing.packs.chat": pricingSettingsSchema.entries.packs.entries.chat,
  "pricing.packs.call": pricingSettingsSchema.entries.packs.entries.call,
  "pricing.packs.video": pricingSettingsSchema.entries.packs.entries.video,
  "pricing.gstBp": pricingSettingsSchema.entries.gstBp,
  "pricing.astrologerShareBp": pricingSettingsSchema.entries.astrologerShareBp,
  "claims.astrologers": claimsSchema.entries.astrologers,
  "claims.rating": claimsSchema.entries.rating,
  "claims.users": claimsSchema.entries.users,
  "claims.years": claimsSchema.entries.years,
  "claims.availability": claimsSchema.entries.availability,
  "wallet.rechargePacksPaise": walletSettingsSchema.entries.packsPaise,
  "wallet.maxRechargePaise": walletSettingsSchema.entries.maxRechargePaise,
  seller: sellerSchema,
  sites: sitesSchema,
} as const;
export type SettingKey = keyof typeof settingSchemas;
export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

export const settingParam = v.object({ key: choice(settingKeys, "key") });
/** `PUT /api/admin/settings/:key`: `{ value }`, checked against the key's schema by the handler. */
export const settingBody = v.strictObject({ value: v.unknown() }, text("unknown_field"));

export const adminProduct = v.object({
  id: v.string(),
  kind: v.literal("report"),
  pricePaise: paise,
  sections: v.nullable(v.number()),
  active: v.boolean(),
  sortOrder: v.number(),
  updatedAt: isoText,
});
export type AdminProduct = v.InferOutput<typeof adminProduct>;

export const settingsAnswer = v.object({
  /** Every key of `settingSchemas` with its current value. */
  settings: v.record(v.string(), v.unknown()),
  products: v.array(adminProduct),
  updatedAt: v.record(v.string(), isoText),
});
export type SettingsAnswer = v.InferOutput<typeof settingsAnswer>;

export const productParam = v.object({ id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, text("product_id"))) });
export const productBody = v.strictObject(
  {
    pricePaise: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(100, text("at_least", { field: "pricePaise", min: 100 })), v.maxValue(10_000_000, text("at_most", { field: "pricePaise", max: 10_000_000 })))),
    active: v.optional(v.boolean()),
    sortOrder: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(1000))),
  },
  text("unknown_field"),
);

// ——— Promo codes ———

export const promoCodeSchema = v.object({
  code: v.string(),
  kind: v.picklist(["percent", "flat"]),
  valueBp: v.nullable(v.number()),
  valuePaise: v.nullable(v.number()),
  maxBonusPaise: v.nullable(v.number()),
  minAmountPaise: v.number(),
  expiresAt: v.nullable(isoText),
  usageCap: v.nullable(v.number()),
  usedCount: v.number(),
  active: v.boolean(),
  createdAt: isoText,
});
export type PromoCode = v.InferOutput<typeof promoCodeSchema>;
export const promoListAnswer = v.object({ codes: v.array(promoCodeSchema) });

const promoCodeText = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9_-]{3,32}$/, text("promo_format")));
const optionalPaise = v.optional(v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1))));
export const promoCreateBody = v.strictObject(
  {
    code: promoCodeText,
    kind: v.picklist(["percent", "flat"], text("either", { field: "kind", a: "percent", b: "flat" })),
    /** percent: basis points 1–10000 (1000 = 10 %). */
    valueBp: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(10_000)))),
    /** flat: the bonus in paise. */
    valuePaise: optionalPaise,
    maxBonusPaise: optionalPaise,
    minAmountPaise: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(100)), 100),
    expiresAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp(text("iso_timestamp", { field: "expiresAt" }))))),
    usageCap: optionalPaise,
  },
  text("unknown_field"),
);
export const promoParam = v.object({ code: promoCodeText });
export const promoUpdateBody = v.strictObject(
  {
    active: v.optional(v.boolean()),
    expiresAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp(text("iso_timestamp", { field: "expiresAt" }))))),
    usageCap: optionalPaise,
    maxBonusPaise: optionalPaise,
  },
  text("unknown_field"),
);

// ——— Support tickets ———

export const ticketTopics = ["billing", "astrologer", "technical", "other"] as const;

/** A message typed in a text area: line breaks kept (paragraphs), no other control characters. */
const messageText = (max: number, field: string) =>
  v.pipe(
    v.string(text("not_text", { field })),
    v.trim(),
    v.maxLength(max, text("too_long", { field })),
    v.check((s) => isPlainText(s.replace(/\r?\n/g, " ")), text("control_chars", { field })),
  );
export const ticketStatuses = ["open", "answered", "closed"] as const;

/** `POST /api/support/tickets`: the `/support` form (signed in or not). */
export const supportTicketBody = v.strictObject(
  {
    name: v.pipe(plainText(100, "Name"), v.minLength(1, text("required", { field: "Name" }))),
    email: v.pipe(v.string(text("not_text", { field: "Email" })), v.trim(), v.toLowerCase(), v.maxLength(254, text("too_long", { field: "Email" })), v.email(text("email_invalid"))),
    topic: choice(ticketTopics, "topic"),
    body: v.pipe(messageText(4000, "body"), v.minLength(10, text("required", { field: "body" }))),
    locale: v.optional(choice(apiLanguages, "locale"), "en"),
  },
  text("unknown_field"),
);
export type SupportTicketBody = v.InferOutput<typeof supportTicketBody>;
export const supportTicketAnswer = v.object({ id: v.string(), status: v.picklist(ticketStatuses) });

export const ticket = v.object({
  id: v.string(),
  userId: v.nullable(v.string()),
  email: v.nullable(v.string()),
  name: v.nullable(v.string()),
  locale: v.picklist(apiLanguages),
  consultationId: v.nullable(v.string()),
  topic: v.picklist(ticketTopics),
  body: v.string(),
  status: v.picklist(ticketStatuses),
  reply: v.nullable(v.string()),
  repliedAt: v.nullable(isoText),
  createdAt: isoText,
});
export type Ticket = v.InferOutput<typeof ticket>;
export const ticketsQuery = strictQuery({ status: v.optional(choice(ticketStatuses, "status")), page: positivePage });
export const ticketsAnswer = v.object({ tickets: v.array(ticket), total: v.number(), page: v.number(), pageSize: v.number() });
export const ticketParam = v.object({ id: v.pipe(v.string(), v.regex(/^tk_[0-9a-f]{20,32}$/, text("ticket_id"))) });
/** `POST /api/admin/tickets/:id/reply`: the answer is emailed to the ticket's address; `close` closes it. */
export const ticketReplyBody = v.strictObject(
  {
    reply: v.pipe(messageText(4000, "reply"), v.minLength(1, text("required", { field: "reply" }))),
    close: v.optional(v.boolean(), false),
  },
  text("unknown_field"),
);

// ——— Audit log ———

export const auditQuery = strictQuery({
  entity: v.optional(v.pipe(v.string(), v.regex(/^[a-z_.]{1,40}$/, text("audit_entity")))),
  from: v.optional(calendarDate("from")),
  page: positivePage,
});
export const auditEntry = v.object({
  id: v.number(),
  at: isoText,
  actorId: v.string(),
  actorEmail: v.nullable(v.string()),
  action: v.string(),
  entity: v.string(),
  entityId: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditEntry = v.InferOutput<typeof auditEntry>;
export const auditAnswer = v.object({ entries: v.array(auditEntry), total: v.number(), page: v.number(), pageSize: v.number() });
