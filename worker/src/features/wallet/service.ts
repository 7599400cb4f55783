/**
 * The wallet's business rules, between the routes and the `Wallet` object: what a recharge costs
 * (amount, promo bonus, GST), orders at the gateway, crediting a verified payment exactly once,
 * the webhook, and packs of minutes paid from the wallet. Every amount is computed here from the
 * server's settings and stored rows; nothing the browser sends is a price.
 *
 * Crediting a payment (verify and webhook share `settleOrder`):
 *   1. the payment is checked against the order WE stored: signature (verify) or webhook
 *      signature, then the gateway's own record — order id, amount, currency, status `captured`;
 *   2. the wallet is credited with the key `<gateway>:<payment id>`: the browser's verify call and
 *      the webhook, in any order and any number of times, credit once;
 *   3. a promo bonus is claimed in libSQL (one per user, capped in all, in one transaction) and
 *      credited with the key `bonus:<order id>`;
 *   4. the order row is marked paid. A crash between any two steps is repaired by the next
 *      delivery (the webhook retries for a day): each step is idempotent.
 */
import { and, eq, or, sql } from "drizzle-orm";
import { quote } from "@contract/pricing";
import type { Gateway, LedgerKind, OrderAnswer, RechargeBody, RechargeQuote, WalletEntry } from "@contract/wallet";
import { type MessageLanguage, render } from "@contract/messages";
import type { Database } from "../../db/client";
import { astrologers, consultationPacks, promoCodes, promoRedemptions, type UserRow, users, walletOrders, type WalletOrderRow } from "../../db/schema";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { localizedText } from "../astrologers/astrologer";
import { loadSettings, type SiteSettings } from "../pricing/settings";
import { type GatewayPayment, paymentGateway, type PaymentGateway } from "./gateway";
import { financialYear, promoBonus, rechargeGst } from "./rules";
import { sha256Hex } from "../../lib/hash";
import { randomId } from "./signature";
import { type LedgerEntry, type MoveResult, walletOf } from "./wallet-object";

// ——— Ledger entries as the API shows them ———

function rupees(paise: number): string {
  return (paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 });
}

/** What a movement was, in `lang`: from its kind and the metadata stored with it. */
export function describeEntry(entry: LedgerEntry, lang: MessageLanguage): string {
  const meta = entry.meta;
  switch (entry.kind) {
    case "recharge":
      return render(lang, "ledger_recharge");
    case "bonus":
      return render(lang, "ledger_bonus", { code: String(meta.code ?? "") });
    case "consultation":
      if (meta.pack && (meta.service === "chat" || meta.service === "call" || meta.service === "video")) {
        return render(lang, `ledger_pack_${meta.service}`, { minutes: Number(meta.minutes), astrologer: String(meta[`astrologer_${lang}`] ?? meta.astrologer ?? "") });
      }
      return render(lang, "ledger_consultation");
    case "report":
      return render(lang, "ledger_report");
    case "refund":
      return render(lang, entry.amountPaise < 0 ? "ledger_refund_out" : "ledger_refund");
    case "adjustment":
      return meta.note ? `${render(lang, "ledger_adjustment")}: ${String(meta.note)}` : render(lang, "ledger_adjustment");
  }
}

export function toWalletEntry(entry: LedgerEntry, lang: MessageLanguage): WalletEntry {
  return {
    id: String(entry.seq),
    kind: entry.kind,
    amountPaise: entry.amountPaise,
    balanceAfterPaise: entry.balanceAfterPaise,
    reference: entry.reference,
    description: describeEntry(entry, lang),
    createdAt: entry.createdAt,
    hasInvoice: entry.kind === "recharge",
  };
}

/** A refusal of the object as the API's error. */
export function refusal(result: Exclude<MoveResult, { ok: true }>, pricePaise?: number): ApiError {
  if (result.reason === "insufficient_funds") {
    const details = { balancePaise: result.availablePaise, pricePaise: pricePaise ?? result.shortfallPaise + result.availablePaise, shortfallPaise: result.shortfallPaise };
    return new ApiError(
      "payment_required",
      { code: "insufficient_funds", params: { balance: rupees(details.balancePaise), price: rupees(details.pricePaise), shortfall: rupees(details.shortfallPaise) } },
      details,
    );
  }
  // A key reused with another amount, or a hold misuse: the server's own bug, never the user's.
  console.error(JSON.stringify({ level: "error", message: "wallet refused a movement", reason: result.reason }));
  return new ApiError("internal", "internal");
}

// ——— The price of a recharge ———

/** The server's price of a recharge for this user: 400 naming why when a limit or the promo code refuses it. */
export async function quoteRecharge(db: Database, settings: SiteSettings, userId: string, body: RechargeBody, now = new Date()): Promise<RechargeQuote> {
  const { amountPaise } = body;
  if (amountPaise > settings.wallet.maxRechargePaise) {
    throw new ApiError("bad_request", { code: "recharge_max", params: { max: rupees(settings.wallet.maxRechargePaise) } });
  }
  const gstPaise = rechargeGst(amountPaise, settings.pricing.gstBp);
  let bonusPaise = 0;
  if (body.promoCode) {
    const [[promo], [used]] = await db.batch([
      db.select().from(promoCodes).where(eq(promoCodes.code, body.promoCode)).limit(1),
      db
        .select({ n: sql<number>`count(*)` })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.code, body.promoCode), eq(promoRedemptions.userId, userId))),
    ]);
    if (!promo) throw new ApiError("bad_request", "promo_unknown");
    if ((used?.n ?? 0) > 0) throw new ApiError("bad_request", "promo_used");
    const bonus = promoBonus(promo, amountPaise, now);
    if ("refused" in bonus) {
      throw new ApiError("bad_request", bonus.refused === "promo_min_amount" ? { code: bonus.refused, params: { min: rupees(promo.minAmountPaise) } } : bonus.refused);
    }
    bonusPaise = bonus.bonusPaise;
  }
  return { amountPaise, bonusPaise, gstPaise, totalPaise: amountPaise + gstPaise, currency: "INR", promoCode: body.promoCode ?? null };
}

// ——— Orders ———

export function toOrderAnswer(order: WalletOrderRow, keyId: string): OrderAnswer {
  return {
    orderId: order.id,
    gateway: order.gateway,
    keyId,
    amountPaise: order.amountPaise,
    bonusPaise: order.bonusPaise,
    gstPaise: order.gstPaise,
    totalPaise: order.totalPaise,
    currency: "INR",
    promoCode: order.promoCode,
    status: order.status,
    paymentId: order.paymentId,
    entryId: order.entrySeq === null ? null : String(order.entrySeq),
    failureReason: order.failureReason,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
  };
}

/** Prices the recharge, creates the order at the gateway, and stores it: the order the page opens in the checkout. */
export async function createRechargeOrder(env: Env, db: Database, user: UserRow, body: RechargeBody): Promise<WalletOrderRow> {
  const settings = await loadSettings(db);
  const priced = await quoteRecharge(db, settings, user.id, body);
  const gateway = paymentGateway(env, db);
  // Our receipt (≤ 40 characters, unique) goes to the gateway and onto the GST receipt.
  const receipt = randomId("rcpt_", 20);
  const { id } = await gateway.createOrder({ amountPaise: priced.totalPaise, receipt, notes: { user: user.id, purpose: "wallet recharge" } });
  const [order] = await db
    .insert(walletOrders)
    .values({
      id,
      userId: user.id,
      gateway: gateway.name,
      receipt,
      amountPaise: priced.amountPaise,
      bonusPaise: priced.bonusPaise,
      gstBp: settings.pricing.gstBp,
      gstPaise: priced.gstPaise,
      totalPaise: priced.totalPaise,
      promoCode: priced.promoCode,
    })
    .returning();
  return order!;
}

export async function findOrder(db: Database, userId: string, orderId: string): Promise<WalletOrderRow> {
  const [order] = await db
    .select()
    .from(walletOrders)
    .where(and(eq(walletOrders.id, orderId), eq(walletOrders.userId, userId)))
    .limit(1);
  if (!order) throw new ApiError("not_found", "no_such_order");
  return order;
}

/** The gateway that took an order; an order of the other gateway (keys set or removed since) cannot be settled here. */
function gatewayFor(env: Env, db: Database, order: WalletOrderRow): PaymentGateway {
  const gateway = paymentGateway(env, db);
  if (gateway.name !== order.gateway) throw new ApiError("not_found", "no_such_order");
  return gateway;
}

function ledgerKey(gateway: Gateway, paymentId: string): string {
  return `${gateway === "razorpay" ? "rzp" : "local"}:${paymentId}`;
}

export interface Settlement {
  balancePaise: number;
  entry: LedgerEntry;
  bonusEntry: LedgerEntry | null;
}

/**
 * Credits a verified, captured payment of `order` once (see the top of this file). A payment that
 * does not match the order is refused with 400 and credits nothing.
 */
export async function settleOrder(env: Env, db: Database, order: WalletOrderRow, payment: GatewayPayment): Promise<Settlement> {
  if (payment.orderId !== order.id || payment.amountPaise !== order.totalPaise || payment.currency !== "INR") {
    console.error(JSON.stringify({ level: "warn", message: "payment does not match its order", orderId: order.id, paymentId: payment.id }));
    throw new ApiError("bad_request", "payment_mismatch");
  }
  if (payment.status !== "captured") throw new ApiError("conflict", "payment_not_captured");
  if (order.paymentId !== null && order.paymentId !== payment.id) {
    // A second captured payment of a paid order: Razorpay refuses these; if one ever came, it is refunded by hand, not credited twice.
    console.error(JSON.stringify({ level: "error", message: "second payment for a paid order", orderId: order.id, paymentId: payment.id, paidWith: order.paymentId }));
    throw new ApiError("conflict", "payment_mismatch");
  }
  const wallet = walletOf(env, order.userId);
  const credit = await wallet.move({
    key: ledgerKey(order.gateway, payment.id),
    kind: "recharge",
    amountPaise: order.amountPaise,
    reference: payment.id,
    meta: { orderId: order.id, receipt: order.receipt, gateway: order.gateway, gstPaise: order.gstPaise, totalPaise: order.totalPaise },
    owner: order.userId,
  });
  if (!credit.ok) throw refusal(credit);

  let bonusEntry: LedgerEntry | null = null;
  if (order.promoCode && order.bonusPaise > 0 && (await claimPromo(db, order))) {
    const bonus = await wallet.move({
      key: `bonus:${order.id}`,
      kind: "bonus",
      amountPaise: order.bonusPaise,
      reference: order.promoCode,
      meta: { code: order.promoCode, orderId: order.id },
      owner: order.userId,
    });
    if (!bonus.ok) throw refusal(bonus);
    bonusEntry = bonus.entry;
  }
  await assignInvoiceNumber(db, order.id, credit.entry.createdAt);
  await db
    .update(walletOrders)
    .set({ status: "paid", paymentId: payment.id, entrySeq: credit.entry.seq, bonusEntrySeq: bonusEntry?.seq ?? null, paidAt: credit.entry.createdAt, failureReason: null })
    .where(eq(walletOrders.id, order.id));
  const { balancePaise } = await wallet.summary();
  return { balancePaise, entry: credit.entry, bonusEntry };
}

/**
 * Gives a paid order its GST receipt number once: the next of its financial year's series, in one
 * transaction with the counter, so numbers are consecutive and a repeated settlement takes none.
 */
async function assignInvoiceNumber(db: Database, orderId: string, paidAtIso: string): Promise<void> {
  const fy = financialYear(paidAtIso);
  await db.batch([
    db.run(sql`INSERT INTO invoice_series (financial_year, last)
      SELECT ${fy}, 1 WHERE EXISTS (SELECT 1 FROM wallet_orders WHERE id = ${orderId} AND invoice_number IS NULL)
      ON CONFLICT (financial_year) DO UPDATE SET last = last + 1`),
    db.run(sql`UPDATE wallet_orders SET invoice_number = printf('R%s-%07d', ${fy}, (SELECT last FROM invoice_series WHERE financial_year = ${fy}))
      WHERE id = ${orderId} AND invoice_number IS NULL AND changes() = 1`),
  ]);
}

/**
 * Claims the order's promo code for its user, in one transaction: a redemption row (one per code
 * and user) and a use counted against the cap. True when this order holds the claim — also on a
 * repeated settlement of the same order; false when another order of the user took the code first
 * or the cap was reached (the recharge is credited without the bonus).
 */
async function claimPromo(db: Database, order: WalletOrderRow): Promise<boolean> {
  const code = order.promoCode!;
  await db.batch([
    db.run(sql`INSERT INTO promo_redemptions (code, user_id, order_id, bonus_paise)
      SELECT ${code}, ${order.userId}, ${order.id}, ${order.bonusPaise}
      WHERE EXISTS (SELECT 1 FROM promo_codes WHERE code = ${code} AND (usage_cap IS NULL OR used_count < usage_cap))
      ON CONFLICT (code, user_id) DO NOTHING`),
    // changes(): the rows the INSERT just above added on this connection (0 or 1).
    db.run(sql`UPDATE promo_codes SET used_count = used_count + 1 WHERE code = ${code} AND changes() = 1`),
  ]);
  const [claim] = await db
    .select({ orderId: promoRedemptions.orderId })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.userId, order.userId)))
    .limit(1);
  return claim?.orderId === order.id;
}

/** `POST …/verify`: the signature against the order we stored, then the gateway's record, then the credit. */
export async function verifyRecharge(env: Env, db: Database, userId: string, orderId: string, body: { paymentId: string; signature: string }): Promise<Settlement> {
  const order = await findOrder(db, userId, orderId);
  const gateway = gatewayFor(env, db, order);
  if (!(await gateway.verifyPayment(order.id, body.paymentId, body.signature))) throw new ApiError("bad_request", "bad_signature");
  const payment = await gateway.fetchPayment(body.paymentId);
  if (!payment) throw new ApiError("bad_request", "payment_mismatch");
  return settleOrder(env, db, order, payment);
}

/** `POST …/failure`: records why a payment failed (for the failure page); a paid order stays paid. */
export async function recordFailure(db: Database, order: WalletOrderRow, reason: string): Promise<WalletOrderRow> {
  const [row] = await db
    .update(walletOrders)
    .set({ status: sql`CASE WHEN ${walletOrders.status} = 'paid' THEN 'paid' ELSE 'failed' END`, failureReason: sql`CASE WHEN ${walletOrders.status} = 'paid' THEN NULL ELSE ${reason} END` })
    .where(eq(walletOrders.id, order.id))
    .returning();
  return row!;
}

// ——— The webhook ———

interface WebhookPayload {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string; status?: string; error_description?: string; error_reason?: string } } };
}

/**
 * Handles one verified webhook delivery: `payment.captured` and `order.paid` credit the order's
 * wallet (the same settlement as verify); `payment.failed` records the failure. Unknown orders
 * and events are acknowledged and ignored (a webhook that fails is retried for a day, then disabled).
 */
export async function handleWebhookEvent(env: Env, db: Database, gateway: PaymentGateway, rawBody: string): Promise<"settled" | "failed" | "ignored"> {
  let body: WebhookPayload;
  try {
    body = JSON.parse(rawBody) as WebhookPayload;
  } catch {
    return "ignored";
  }
  const entity = body.payload?.payment?.entity;
  if (!entity?.id || !entity.order_id) return "ignored";
  const [order] = await db.select().from(walletOrders).where(eq(walletOrders.id, entity.order_id)).limit(1);
  if (!order || order.gateway !== gateway.name) {
    console.error(JSON.stringify({ level: "warn", message: "webhook for an unknown order", orderId: entity.order_id, event: body.event }));
    return "ignored";
  }
  if (body.event === "payment.captured" || body.event === "order.paid") {
    // The webhook's own fields are signed by Razorpay; the settlement checks them against the order.
    await settleOrder(env, db, order, {
      id: entity.id,
      orderId: entity.order_id,
      amountPaise: Number(entity.amount),
      currency: String(entity.currency),
      status: "captured",
    });
    return "settled";
  }
  if (body.event === "payment.failed") {
    await recordFailure(db, order, entity.error_description ?? entity.error_reason ?? "payment_failed");
    return "failed";
  }
  return "ignored";
}

// ——— Packs of minutes, paid from the wallet ———

export interface PackPurchase {
  pack: typeof consultationPacks.$inferSelect;
  astrologerName: string;
  entry: LedgerEntry;
  balancePaise: number;
}

/**
 * Buys an astrologer's pack of minutes from the wallet at the server's quote. With an
 * idempotency key the pack id (and so the ledger key `pack:<id>`) derives from it, so a retry
 * after a failure finds the debit already made instead of making another.
 */
export async function buyPack(
  env: Env,
  db: Database,
  user: UserRow,
  body: { astrologer: string; service: "chat" | "call" | "video" },
  lang: MessageLanguage,
  idempotencyKey?: string,
): Promise<PackPurchase> {
  const [[astrologer], settings] = await Promise.all([
    db
      .select()
      .from(astrologers)
      .where(or(eq(astrologers.id, body.astrologer), eq(astrologers.slug, body.astrologer)))
      .limit(1),
    loadSettings(db),
  ]);
  if (!astrologer) throw new ApiError("not_found", { code: "no_astrologer", params: { id: body.astrologer } });
  const name = localizedText(astrologer, lang).name;
  if (!astrologer.isOnline) throw new ApiError("conflict", { code: "astrologer_offline", params: { name } });
  const price = quote(astrologer, body.service, settings.pricing);
  const id = idempotencyKey ? `pk_${(await sha256Hex(`${user.id}\n${idempotencyKey}`)).slice(0, 32)}` : `pk_${crypto.randomUUID().replaceAll("-", "")}`;

  await db
    .insert(consultationPacks)
    .values({ id, userId: user.id, astrologerId: astrologer.id, service: body.service, minutes: price.minutes, pricePaise: price.pricePaise, originalPricePaise: price.originalPricePaise })
    .onConflictDoNothing();
  const [pack] = await db.select().from(consultationPacks).where(eq(consultationPacks.id, id)).limit(1);
  const names = { astrologer: astrologer.name, astrologer_hi: localizedText(astrologer, "hi").name, astrologer_ta: localizedText(astrologer, "ta").name, astrologer_te: localizedText(astrologer, "te").name };
  const moved = await walletOf(env, user.id).move({
    key: `pack:${id}`,
    kind: "consultation" satisfies LedgerKind,
    amountPaise: -pack!.pricePaise,
    reference: id,
    meta: { pack: id, service: pack!.service, minutes: pack!.minutes, astrologerId: astrologer.id, ...names },
    owner: user.id,
  });
  if (!moved.ok) {
    // Nothing was paid: the pack is forgotten, and a retry after a top-up starts afresh.
    await db.delete(consultationPacks).where(and(eq(consultationPacks.id, id), eq(consultationPacks.status, "pending")));
    throw refusal(moved, pack!.pricePaise);
  }
  const [paid] = await db.update(consultationPacks).set({ status: "paid", entrySeq: moved.entry.seq }).where(and(eq(consultationPacks.id, id), eq(consultationPacks.status, "pending"))).returning();
  return { pack: paid ?? pack!, astrologerName: name, entry: moved.entry, balancePaise: moved.balancePaise };
}

// ——— Administrators ———

/**
 * Refunds a paid recharge to the payment method: first the wallet gives back what the recharge
 * and its bonus put in (key `refund:<order id>`; 402 when the user has already spent it), then the
 * gateway refunds the total paid with `X-Refund-Idempotency: refund_<order id>`. A retry after a
 * gateway failure finds the debit made and sends the same refund key, so nothing happens twice.
 */
export async function refundOrder(env: Env, db: Database, orderId: string, adminId: string): Promise<{ order: WalletOrderRow; refund: { id: string; status: string }; entry: LedgerEntry; balancePaise: number; replayed: boolean }> {
  const [order] = await db.select().from(walletOrders).where(eq(walletOrders.id, orderId)).limit(1);
  if (!order) throw new ApiError("not_found", "no_such_order");
  if ((order.status !== "paid" && order.status !== "refunded") || !order.paymentId) throw new ApiError("conflict", "order_not_refundable");
  const gateway = gatewayFor(env, db, order);
  const back = order.amountPaise + (order.bonusEntrySeq === null ? 0 : order.bonusPaise);
  const moved = await walletOf(env, order.userId).move({
    key: `refund:${order.id}`,
    kind: "refund",
    amountPaise: -back,
    reference: order.paymentId,
    meta: { orderId: order.id, by: adminId },
    owner: order.userId,
  });
  if (!moved.ok) throw refusal(moved, back);
  const refund = await gateway.refund({ paymentId: order.paymentId, amountPaise: order.totalPaise, idempotencyKey: `refund_${order.id}`, notes: { orderId: order.id, by: adminId } });
  const [updated] = await db.update(walletOrders).set({ status: "refunded" }).where(eq(walletOrders.id, order.id)).returning();
  console.log(JSON.stringify({ level: "info", message: "recharge refunded", orderId: order.id, refundId: refund.id, by: adminId }));
  return { order: updated!, refund, entry: moved.entry, balancePaise: moved.balancePaise, replayed: moved.replayed };
}

/** An administrator's correction: a credit or debit with a note, once per key; never below zero. */
export async function adjustWallet(env: Env, db: Database, body: { userId: string; amountPaise: number; note: string; key: string }, adminId: string): Promise<{ entry: LedgerEntry; balancePaise: number; replayed: boolean }> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.userId)).limit(1);
  if (!user) throw new ApiError("not_found", "no_such_user");
  const moved = await walletOf(env, user.id).move({
    key: `adjust:${body.key}`,
    kind: "adjustment",
    amountPaise: body.amountPaise,
    reference: `admin:${adminId}`,
    meta: { note: body.note, by: adminId },
    owner: user.id,
  });
  if (!moved.ok) {
    if (moved.reason === "key_conflict") throw new ApiError("conflict", "idempotency_key_reused");
    throw refusal(moved, -body.amountPaise);
  }
  return { entry: moved.entry, balancePaise: moved.balancePaise, replayed: moved.replayed };
}
