/**
 * `/api/wallet/*` (the signed-in user's wallet, recharges and packs), the Razorpay webhook and the
 * local development gateway. Route files validate, call ./service.ts and present; the `Wallet`
 * object owns the balance. Calls that spend or move money take an `Idempotency-Key` header.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { adjustmentBody, devPayBody, type PackAnswer, failureBody, invoiceParam, invoiceQuery, orderParam, packBody, packParam, rechargeBody, verifyBody, WALLET_PAGE_SIZE, walletQuery } from "@contract/wallet";
import { createDatabase, type Database } from "../../db/client";
import { astrologers, type ConsultationPackRow, consultationPacks, paymentWebhookEvents, walletOrders } from "../../db/schema";
import type { MessageLanguage } from "@contract/messages";
import type { AppEnv, Env } from "../../env";
import { ApiError, requestLanguage } from "../../lib/errors";
import { idempotencyKeyOf, idempotent } from "../../lib/idempotency";
import { validate } from "../../lib/validate";
import { localizedText } from "../astrologers/astrologer";
import { auditEntry } from "../admin/audit";
import { currentUser, requireRole, requireUser } from "../auth/middleware";
import { loadSettings } from "../pricing/settings";
import { localCheckout, localGatewayAllowed, paymentGateway } from "./gateway";
import { INVOICE_CSP, invoiceFileName, renderInvoiceHtml, renderInvoicePdf } from "./invoice";
import { adjustWallet, buyPack, createRechargeOrder, findOrder, handleWebhookEvent, quoteRecharge, recordFailure, refundOrder, toOrderAnswer, toWalletEntry, verifyRecharge } from "./service";
import { type LedgerEntry, walletOf } from "./wallet-object";

const noStore = { "Cache-Control": "no-store" };

/** A paid pack as `POST` and `GET /api/wallet/packs…` answer it. */
function toPackAnswer(pack: ConsultationPackRow, astrologerName: string, entry: LedgerEntry, balancePaise: number, lang: MessageLanguage): PackAnswer {
  const status = pack.status === "used" || pack.status === "refunded" ? pack.status : "paid";
  const { id, astrologerId, service, minutes, pricePaise, originalPricePaise, createdAt } = pack;
  return { id, astrologerId, astrologerName, service, minutes, pricePaise, originalPricePaise, status, createdAt, balancePaise, entry: toWalletEntry(entry, lang) };
}

export const walletRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", validate("query", walletQuery), async (c) => {
    const { cursor, kind } = c.req.valid("query");
    const lang = requestLanguage(c);
    const wallet = walletOf(c.env, currentUser(c).id);
    const [summary, page] = await Promise.all([wallet.summary(), wallet.entries({ beforeSeq: cursor ? Number(cursor) : undefined, kind, limit: WALLET_PAGE_SIZE })]);
    return c.json(
      {
        balancePaise: summary.balancePaise,
        heldPaise: summary.heldPaise,
        currency: "INR" as const,
        entries: page.entries.map((e) => toWalletEntry(e, lang)),
        nextCursor: page.nextBeforeSeq === null ? null : String(page.nextBeforeSeq),
      },
      200,
      noStore,
    );
  })
  .get("/recharge", async (c) => {
    const db = createDatabase(c.env);
    const settings = await loadSettings(db);
    const gateway = paymentGateway(c.env, db);
    return c.json(
      {
        currency: "INR" as const,
        packsPaise: settings.wallet.packsPaise,
        minPaise: 100,
        maxPaise: settings.wallet.maxRechargePaise,
        gstBp: settings.pricing.gstBp,
        gateway: gateway.name,
        keyId: gateway.keyId,
      },
      200,
      noStore,
    );
  })
  .post("/quote", validate("json", rechargeBody), async (c) => {
    const db = createDatabase(c.env);
    return c.json(await quoteRecharge(db, await loadSettings(db), currentUser(c).id, c.req.valid("json")), 200, noStore);
  })
  .post("/orders", idempotent, validate("json", rechargeBody), async (c) => {
    const db = createDatabase(c.env);
    const order = await createRechargeOrder(c.env, db, currentUser(c), c.req.valid("json"));
    const { status: _status, paymentId: _p, entryId: _e, failureReason: _f, createdAt: _c, paidAt: _pa, ...answer } = toOrderAnswer(order, paymentGateway(c.env, db).keyId);
    return c.json(answer, 201, noStore);
  })
  .get("/orders/:orderId", validate("param", orderParam), async (c) => {
    const db = createDatabase(c.env);
    const order = await findOrder(db, currentUser(c).id, c.req.valid("param").orderId);
    return c.json(toOrderAnswer(order, paymentGateway(c.env, db).keyId), 200, noStore);
  })
  .post("/orders/:orderId/verify", idempotent, validate("param", orderParam), validate("json", verifyBody), async (c) => {
    const lang = requestLanguage(c);
    const settled = await verifyRecharge(c.env, createDatabase(c.env), currentUser(c).id, c.req.valid("param").orderId, c.req.valid("json"));
    return c.json(
      { balancePaise: settled.balancePaise, entry: toWalletEntry(settled.entry, lang), bonusEntry: settled.bonusEntry && toWalletEntry(settled.bonusEntry, lang) },
      200,
      noStore,
    );
  })
  .post("/orders/:orderId/failure", validate("param", orderParam), validate("json", failureBody), async (c) => {
    const db = createDatabase(c.env);
    const order = await findOrder(db, currentUser(c).id, c.req.valid("param").orderId);
    const { code, reason } = c.req.valid("json");
    const updated = await recordFailure(db, order, reason || code || "payment_failed");
    return c.json(toOrderAnswer(updated, paymentGateway(c.env, db).keyId), 200, noStore);
  })
  .post("/packs", idempotent, validate("json", packBody), async (c) => {
    const lang = requestLanguage(c);
    const bought = await buyPack(c.env, createDatabase(c.env), currentUser(c), c.req.valid("json"), lang, idempotencyKeyOf(c));
    return c.json(toPackAnswer(bought.pack, bought.astrologerName, bought.entry, bought.balancePaise, lang), 201, noStore);
  })
  .get("/packs/:id", validate("param", packParam), async (c) => {
    const db = createDatabase(c.env);
    const lang = requestLanguage(c);
    const user = currentUser(c);
    const [row] = await db
      .select({ pack: consultationPacks, astrologer: astrologers })
      .from(consultationPacks)
      .innerJoin(astrologers, eq(astrologers.id, consultationPacks.astrologerId))
      .where(and(eq(consultationPacks.id, c.req.valid("param").id), eq(consultationPacks.userId, user.id)))
      .limit(1);
    if (!row || row.pack.status === "pending" || row.pack.status === "failed" || row.pack.entrySeq === null) throw new ApiError("not_found", "no_such_pack");
    const wallet = walletOf(c.env, user.id);
    const [entry, summary] = await Promise.all([wallet.entry(row.pack.entrySeq), wallet.summary()]);
    if (!entry) throw new ApiError("not_found", "no_such_pack");
    return c.json(toPackAnswer(row.pack, localizedText(row.astrologer, lang).name, entry, summary.balancePaise, lang), 200, noStore);
  })
  .get("/invoices/:entryId", validate("param", invoiceParam), validate("query", invoiceQuery), async (c) => {
    const { format, lang } = c.req.valid("query");
    const db = createDatabase(c.env);
    const user = currentUser(c);
    const entry = await walletOf(c.env, user.id).entry(Number(c.req.valid("param").entryId));
    if (!entry || entry.kind !== "recharge") throw new ApiError("not_found", "no_such_invoice");
    const [[order], settings] = await Promise.all([
      db
        .select()
        .from(walletOrders)
        .where(and(eq(walletOrders.userId, user.id), eq(walletOrders.paymentId, entry.reference)))
        .limit(1),
      loadSettings(db),
    ]);
    if (!order) throw new ApiError("not_found", "no_such_invoice");
    const data = {
      number: order.invoiceNumber ?? order.receipt,
      issuedAt: entry.createdAt,
      seller: settings.seller,
      buyer: { name: user.name, email: user.email, phone: user.phone },
      gateway: order.gateway,
      paymentId: entry.reference,
      orderId: order.id,
      amountPaise: order.amountPaise,
      gstBp: order.gstBp,
      gstPaise: order.gstPaise,
      totalPaise: order.totalPaise,
      bonusPaise: order.bonusEntrySeq === null ? 0 : order.bonusPaise,
    };
    if (format === "pdf") {
      return c.body((await renderInvoicePdf(data, lang)) as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${invoiceFileName(data, "pdf")}"`,
        ...noStore,
      });
    }
    return c.body(renderInvoiceHtml(data, lang), 200, { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": INVOICE_CSP, ...noStore });
  });;

/** Handles one webhook delivery: signature over the raw body, de-duplication on the event id, then the event. */
export async function receiveWebhook(env: Env, db: Database, rawBody: string, signature: string | undefined, eventId: string | undefined): Promise<{ status: string }> {
  const gateway = paymentGateway(env, db);
  if (!signature || !(await gateway.verifyWebhook(rawBody, signature))) throw new ApiError("bad_request", "bad_webhook_signature");
  const event = (/"event"\s*:\s*"([a-z._]{1,64})"/.exec(rawBody)?.[1] ?? "unknown").slice(0, 64);
  if (eventId) {
    await db.insert(paymentWebhookEvents).values({ eventId: eventId.slice(0, 100), event }).onConflictDoNothing();
    const [seen] = await db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId.slice(0, 100))).limit(1);
    if (seen?.processedAt) return { status: "duplicate" };
  }
  let status: string;
  try {
    status = await handleWebhookEvent(env, db, gateway, rawBody);
  } catch (error) {
    // A payment we refuse (mismatch) is acknowledged, logged and left for a person; a failure of
    // ours (database, object) is not: the 5xx makes Razorpay deliver again.
    if (error instanceof ApiError && error.status < 500) {
      console.error(JSON.stringify({ level: "error", message: "webhook payment refused", code: error.code, text: error.message, eventId }));
      status = "refused";
    } else throw error;
  }
  if (eventId) await db.update(paymentWebhookEvents).set({ processedAt: new Date().toISOString() }).where(eq(paymentWebhookEvents.eventId, eventId.slice(0, 100)));
  return { status };
}

/** `POST /api/payments/razorpay/webhook`: Razorpay's server calls it; no user, no JSON parse before the signature check. */
export const paymentRoutes = new Hono<AppEnv>().post("/razorpay/webhook", async (c) => {
  const rawBody = await c.req.text();
  const result = await receiveWebhook(c.env, createDatabase(c.env), rawBody, c.req.header("X-Razorpay-Signature"), c.req.header("X-Razorpay-Event-Id"));
  return c.json(result, 200, noStore);
});

/** The local development gateway's checkout: 404 wherever real keys are set (or the database is hosted). */
export const devGatewayRoutes = new Hono<AppEnv>()
  .use(async (_c, next) => {
    if (!localGatewayAllowed(_c.env)) throw new ApiError("not_found", "dev_gateway_off");
    await next();
  })
  .use(requireUser)
  .post("/orders/:orderId/pay", validate("param", orderParam), validate("json", devPayBody), async (c) => {
    const db = createDatabase(c.env);
    const order = await findOrder(db, currentUser(c).id, c.req.valid("param").orderId);
    if (order.gateway !== "local") throw new ApiError("not_found", "no_such_order");
    return c.json(await localCheckout(db, order, c.req.valid("json").outcome), 200, noStore);
  });

/** `/api/admin/wallet/*`: corrections and refunds, administrators only. */
export const adminWalletRoutes = new Hono<AppEnv>()
  .use(requireRole("admin"))
  .post("/adjustments", validate("json", adjustmentBody), async (c) => {
    const body = c.req.valid("json");
    const db = createDatabase(c.env);
    const admin = currentUser(c);
    const done = await adjustWallet(c.env, db, body, admin.id);
    // The ledger is the Wallet object's: its entry is recorded once the object has answered (a replay is not a new write).
    if (!done.replayed) {
      await auditEntry(db, admin, { action: "wallet.adjust", entity: "wallet", entityId: body.userId, before: { balancePaise: done.balancePaise - done.entry.amountPaise }, after: { note: body.note, key: body.key, entry: done.entry, balancePaise: done.balancePaise } });
    }
    return c.json({ balancePaise: done.balancePaise, entry: toWalletEntry(done.entry, requestLanguage(c)) }, 200, noStore);
  })
  .post("/orders/:orderId/refund", validate("param", orderParam), async (c) => {
    const db = createDatabase(c.env);
    const admin = currentUser(c);
    const done = await refundOrder(c.env, db, c.req.valid("param").orderId, admin.id);
    if (!done.replayed) {
      await auditEntry(db, admin, {
        action: "wallet.refund",
        entity: "wallet_order",
        entityId: done.order.id,
        before: { status: "paid", balancePaise: done.balancePaise - done.entry.amountPaise },
        after: { status: done.order.status, refundId: done.refund.id, refundStatus: done.refund.status, entry: done.entry, balancePaise: done.balancePaise },
      });
    }
    return c.json(
      { orderId: done.order.id, refundId: done.refund.id, refundStatus: done.refund.status, balancePaise: done.balancePaise, entry: toWalletEntry(done.entry, requestLanguage(c)) },
      200,
      noStore,
    );
  });
