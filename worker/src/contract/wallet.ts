/**
 * The wallet and its payments (issue 20), as the Worker validates them and the SPA types them.
 *
 * Money is integer paise everywhere, decided on the server: the browser sends how much it wants
 * to add to the wallet (and a promo code), never a price. The `Wallet` Durable Object owns the
 * balance; its ledger is append-only and every movement carries an idempotency key.
 *
 * A recharge: `POST /api/wallet/orders` creates an order at the gateway (Razorpay, or the local
 * development gateway when no Razorpay keys are set) for the amount plus GST; the page opens the
 * gateway's checkout; `POST /api/wallet/orders/:orderId/verify` checks the payment's signature
 * against the order id the server stored and credits the wallet once, keyed on the payment id
 * (the webhook credits with the same key, so the two paths cannot both credit).
 */
import * as v from "valibot";
import { text } from "./messages";

/**
 * The kinds of ledger movement. Credits: recharge, bonus; debits: consultation, report; either:
 * refund (to the wallet, e.g. unused minutes; or out of it, a recharge refunded to the bank) and
 * adjustment (an administrator's correction, with a note).
 */
export const ledgerKinds = ["recharge", "bonus", "consultation", "report", "refund", "adjustment"] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** Payment gateways: Razorpay, or the local development gateway inside the Worker. */
export const gateways = ["razorpay", "local"] as const;
export type Gateway = (typeof gateways)[number];

/** The smallest recharge Razorpay accepts: ₹1. */
export const MIN_RECHARGE_PAISE = 100;
/** Ledger entries per page of `GET /api/wallet`. */
export const WALLET_PAGE_SIZE = 20;

const paise = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const signedPaise = v.pipe(v.number(), v.safeInteger());

/** An idempotency key in a header or a ledger: 8–80 characters of `[A-Za-z0-9_:.-]` (a UUID fits). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_:.-]{8,80}$/;

// ——— Settings (the `settings` table) ———

/** Recharge settings: suggested amounts and the largest recharge, in paise. */
export const walletSettingsSchema = v.object({
  packsPaise: v.pipe(v.array(v.pipe(paise, v.minValue(MIN_RECHARGE_PAISE))), v.minLength(1), v.maxLength(16)),
  maxRechargePaise: v.pipe(paise, v.minValue(MIN_RECHARGE_PAISE)),
});
export type WalletSettings = v.InferOutput<typeof walletSettingsSchema>;

/** The seller printed on GST receipts. */
export const sellerSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  address: v.string(),
  state: v.string(),
  gstin: v.string(),
  email: v.string(),
});
export type Seller = v.InferOutput<typeof sellerSchema>;

// ——— The ledger ———

/** One ledger movement as the API shows it; `amountPaise` is signed (credit > 0, debit < 0). */
export const walletEntry = v.object({
  id: v.string(),
  kind: v.picklist(ledgerKinds),
  amountPaise: signedPaise,
  balanceAfterPaise: paise,
  /** What it is about: `rzp:pay_…`, `local:pay_…`, `bonus:order_…`, `consult:<id>:m3`, `report:<id>`, `pack:<id>`… */
  reference: v.string(),
  /** What happened, in the request's language (`lang=`). */
  description: v.string(),
  createdAt: v.string(),
  /** A recharge has a GST receipt at `/api/wallet/invoices/:id`. */
  hasInvoice: v.boolean(),
});
export type WalletEntry = v.InferOutput<typeof walletEntry>;

/** `GET /api/wallet`: newest first; `cursor` is the previous page's `nextCursor`; `kind` filters. */
export const walletQuery = v.strictObject({
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, text("cursor_format")))),
  kind: v.optional(v.picklist(ledgerKinds, text("one_of", { field: "kind", options: ledgerKinds.join(", ") }))),
  lang: v.optional(v.picklist(["en", "hi", "ta", "te"])),
});

export const walletAnswer = v.object({
  balancePaise: paise,
  /** Reserved for running consultations; `balancePaise − heldPaise` is what can be spent. */
  heldPaise: paise,
  currency: v.literal("INR"),
  entries: v.array(walletEntry),
  nextCursor: v.nullable(v.string()),
});
export type WalletAnswer = v.InferOutput<typeof walletAnswer>;

// ——— Recharge options and the price of a recharge ———

/** `GET /api/wallet/recharge`: what the recharge page offers, from the settings. */
export const rechargeOptions = v.object({
  currency: v.literal("INR"),
  /** Suggested amounts (added to the wallet; GST is on top). */
  packsPaise: v.array(paise),
  minPaise: paise,
  maxPaise: paise,
  gstBp: paise,
  gateway: v.picklist(gateways),
  /** Razorpay's key id for Checkout.js (public); the local gateway's name otherwise. */
  keyId: v.string(),
});
export type RechargeOptions = v.InferOutput<typeof rechargeOptions>;

const amountPaise = v.pipe(
  v.number(text("not_a_number", { field: "amountPaise" })),
  v.safeInteger(text("whole_paise")),
  v.minValue(MIN_RECHARGE_PAISE, text("recharge_min", { min: MIN_RECHARGE_PAISE / 100 })),
);
const promoCode = v.pipe(
  v.string(text("not_text", { field: "promoCode" })),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9_-]{3,32}$/, text("promo_format")),
);

/** `POST /api/wallet/quote` and `POST /api/wallet/orders`: how much to add, and a promo code. */
export const rechargeBody = v.strictObject(
  { amountPaise, promoCode: v.optional(v.union([promoCode, v.pipe(v.literal(""), v.transform(() => undefined))])) },
  text("unknown_field"),
);
export type RechargeBody = v.InferOutput<typeof rechargeBody>;

/** What a recharge costs: the amount goes to the wallet with the bonus; GST is paid on top. */
export const rechargeQuote = v.object({
  amountPaise: paise,
  bonusPaise: paise,
  gstPaise: paise,
  totalPaise: paise,
  currency: v.literal("INR"),
  /** The promo code applied (upper case), or null. A code that cannot apply is a 400 naming why. */
  promoCode: v.nullable(v.string()),
});
export type RechargeQuote = v.InferOutput<typeof rechargeQuote>;

/** `POST /api/wallet/orders`: the order to open in the gateway's checkout. */
export const rechargeOrder = v.object({
  ...rechargeQuote.entries,
  /** The gateway's order id (`order_…`); the path parameter of verify. */
  orderId: v.string(),
  gateway: v.picklist(gateways),
  keyId: v.string(),
});
export type RechargeOrder = v.InferOutput<typeof rechargeOrder>;

export const orderParam = v.object({ orderId: v.pipe(v.string(), v.regex(/^order_[A-Za-z0-9]{6,40}$/, text("order_id"))) });

/** What Checkout.js's handler receives on success, sent to verify. */
export const verifyBody = v.strictObject(
  {
    paymentId: v.pipe(v.string(text("required", { field: "paymentId" })), v.regex(/^pay_[A-Za-z0-9]{6,40}$/, text("payment_id"))),
    signature: v.pipe(v.string(text("required", { field: "signature" })), v.regex(/^[0-9a-f]{64}$/, text("signature_format"))),
  },
  text("unknown_field"),
);

/** `POST …/verify`: the wallet after the credit (the same answer however often it is sent). */
export const verifyAnswer = v.object({ balancePaise: paise, entry: walletEntry, bonusEntry: v.nullable(walletEntry) });
export type VerifyAnswer = v.InferOutput<typeof verifyAnswer>;

/** What Checkout.js reports on `payment.failed`, sent so the order records why (`POST …/failure`). */
export const failureBody = v.strictObject(
  {
    paymentId: v.optional(v.pipe(v.string(), v.regex(/^pay_[A-Za-z0-9]{6,40}$/, text("payment_id")))),
    code: v.optional(v.pipe(v.string(), v.maxLength(64))),
    reason: v.optional(v.pipe(v.string(), v.maxLength(200))),
  },
  text("unknown_field"),
);

export const orderStatuses = ["created", "failed", "paid", "refunded"] as const;

/** `GET /api/wallet/orders/:orderId`: an order's state, for the success and failure pages. */
export const orderAnswer = v.object({
  ...rechargeOrder.entries,
  status: v.picklist(orderStatuses),
  paymentId: v.nullable(v.string()),
  /** The ledger entry of the credit once paid (its GST receipt is `/api/wallet/invoices/:entryId`). */
  entryId: v.nullable(v.string()),
  failureReason: v.nullable(v.string()),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
});
export type OrderAnswer = v.InferOutput<typeof orderAnswer>;

// ——— The local development gateway (404 when Razorpay keys are set) ———

export const devPayBody = v.strictObject({ outcome: v.picklist(["success", "failure"], text("either", { field: "outcome", a: "success", b: "failure" })) }, text("unknown_field"));

/** What Checkout.js would hand the page: on success a signed payment, on failure Razorpay's error. */
export const devPayAnswer = v.object({
  paymentId: v.string(),
  signature: v.optional(v.string()),
  error: v.optional(v.object({ code: v.string(), description: v.string(), reason: v.string() })),
});

// ——— Packs of minutes bought from the wallet (`/payment` → `/checkout`) ———

export const packBody = v.strictObject(
  {
    astrologer: v.pipe(v.string(text("required", { field: "astrologer" })), v.regex(/^[a-z0-9_-]{1,80}$/, text("astrologer_id"))),
    service: v.picklist(["chat", "call", "video"], text("one_of_three", { field: "service", a: "chat", b: "call", c: "video" })),
  },
  text("unknown_field"),
);

export const packStatuses = ["paid", "used", "refunded"] as const;

/** A pack of consultation minutes paid from the wallet, used by the consultation (issue 21). */
export const packAnswer = v.object({
  id: v.string(),
  astrologerId: v.string(),
  astrologerName: v.string(),
  service: v.picklist(["chat", "call", "video"]),
  minutes: v.number(),
  pricePaise: paise,
  originalPricePaise: paise,
  status: v.picklist(packStatuses),
  createdAt: v.string(),
  /** The wallet after paying. */
  balancePaise: paise,
  entry: walletEntry,
});
export type PackAnswer = v.InferOutput<typeof packAnswer>;

export const packParam = v.object({ id: v.pipe(v.string(), v.regex(/^pk_[0-9a-f]{32}$/, text("pack_id"))) });

/**
 * What Razorpay posts (documentation and the JSON body cap of 64 KB; the route checks the
 * signature over the raw bytes before it reads any of it).
 */
export const webhookBody = v.looseObject({
  event: v.string(),
  payload: v.looseObject({ payment: v.optional(v.looseObject({ entity: v.looseObject({ id: v.string(), order_id: v.nullable(v.string()), amount: v.number(), currency: v.string(), status: v.string() }) })) }),
});

/** The webhook's acknowledgement (Razorpay reads only the status code). */
export const webhookAnswer = v.object({ status: v.string() });

/** `GET /api/wallet/invoices/:entryId?format=html|pdf`. */
export const invoiceParam = v.object({ entryId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, text("entry_id"))) });
export const invoiceQuery = v.strictObject({
  format: v.optional(v.picklist(["html", "pdf"], text("either", { field: "format", a: "html", b: "pdf" })), "html"),
  lang: v.optional(v.picklist(["en", "hi", "ta", "te"]), "en"),
});

/** Everything a GST receipt shows; the invoice renderer is pure over this. */
export interface InvoiceData {
  /** Our receipt number (the order's `receipt`, unique). */
  number: string;
  /** ISO 8601 UTC time of the credit. */
  issuedAt: string;
  seller: Seller;
  /**
   * `state`: the buyer's state on record, if any (the same spelling as `seller.state`). It
   * decides the place of supply and so IGST or CGST + SGST (invoice.ts); absent or null, the
   * place of supply is the seller's state (IGST Act s.12(2)(b)(ii)).
   */
  buyer: { name: string | null; email: string | null; phone: string | null; state?: string | null };
  gateway: Gateway;
  paymentId: string;
  orderId: string;
  /** Wallet credit (the taxable value), GST rate and amount, total paid; bonus credited free. */
  amountPaise: number;
  gstBp: number;
  gstPaise: number;
  totalPaise: number;
  bonusPaise: number;
}

// ——— Administrators: corrections and refunds ———

/** `POST /api/admin/wallet/adjustments`: a signed correction with a note, once per `key`. */
export const adjustmentBody = v.strictObject(
  {
    userId: v.pipe(v.string(text("required", { field: "userId" })), v.minLength(1), v.maxLength(64)),
    amountPaise: v.pipe(v.number(text("not_a_number", { field: "amountPaise" })), v.safeInteger(text("whole_paise")), v.check((n) => n !== 0, text("whole_paise"))),
    note: v.pipe(v.string(text("adjustment_note")), v.trim(), v.minLength(3, text("adjustment_note")), v.maxLength(200, text("adjustment_note"))),
    key: v.pipe(v.string(text("required", { field: "key" })), v.regex(idempotencyKeyPattern, text("idempotency_key_format"))),
  },
  text("unknown_field"),
);

export const adjustmentAnswer = v.object({ balancePaise: paise, entry: walletEntry });

/** `POST /api/admin/wallet/orders/:orderId/refund`: the whole recharge back to the payment method. */
export const refundAnswer = v.object({ orderId: v.string(), refundId: v.string(), refundStatus: v.string(), balancePaise: paise, entry: walletEntry });
