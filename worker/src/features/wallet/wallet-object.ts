/**
 * The `Wallet` Durable Object: one per user, the only owner of that user's balance (issue 20,
 * ARCHITECTURE.md §3). It keeps an append-only ledger of integer paise in its own SQLite storage:
 *
 * - Every movement carries an idempotency key (`rzp:pay_…`, `bonus:order_…`, `pack:<id>`,
 *   `consult:<id>:m3`…). A repeated key returns the first movement and moves nothing; the same
 *   key with a different kind or amount is refused (`key_conflict`), never applied.
 * - The balance is the `balance_after` of the last row, and `balance_after` is the previous
 *   balance plus the row's amount, checked to stay ≥ 0 by the table itself. Rows can be neither
 *   updated nor deleted (triggers abort), so the balance always equals the sum of the ledger.
 * - Holds reserve money for running consultations: what can be spent is the balance minus the
 *   open holds; a hold is captured minute by minute (each capture a ledger debit with its own
 *   key) and released at the end.
 * - Each movement is one `transactionSync`: no await, no call to another service or object in
 *   the middle of it. The input gate keeps other requests out while it runs, the output gate
 *   holds the answer until the row is durable.
 *
 * A read copy of the balance goes to libSQL (`users.balance_paise`) for admin reporting: after a
 * movement the object sets an alarm that writes the latest balance. The alarm tolerates running
 * twice or late (it writes the latest balance and remembers which ledger row it mirrored) and is
 * retried by the runtime when the database is unreachable.
 *
 * The object knows nothing of Razorpay or prices: the stateless Worker verifies payments and
 * computes prices first, then calls the object with facts (research §1.4).
 */
import { DurableObject } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { LedgerKind } from "@contract/wallet";
import { createDatabase } from "../../db/client";
import { users } from "../../db/schema";
import type { Env } from "../../env";

/** Metadata of a movement, shown in descriptions (order id, astrologer's name, minutes…). */
export type EntryMeta = Record<string, string | number>;

/** One ledger row as the object returns it. */
export interface LedgerEntry {
  seq: number;
  key: string;
  kind: LedgerKind;
  /** Signed: credits > 0, debits < 0. */
  amountPaise: number;
  balanceAfterPaise: number;
  reference: string;
  meta: EntryMeta;
  /** ISO 8601 UTC. */
  createdAt: string;
}

export interface Movement {
  /** The idempotency key: one movement per key, ever. */
  key: string;
  kind: LedgerKind;
  /** Signed, non-zero, a safe integer. */
  amountPaise: number;
  reference: string;
  meta?: EntryMeta;
  /** The user whose wallet this is, remembered for the read copy in libSQL. */
  owner?: string;
}

export interface Summary {
  balancePaise: number;
  heldPaise: number;
  /** `balancePaise − heldPaise`: what a debit may take. */
  availablePaise: number;
  /** The sequence number of the last ledger row (0 when empty). */
  lastSeq: number;
}

export type Refusal =
  | { ok: false; reason: "insufficient_funds"; balancePaise: number; availablePaise: number; shortfallPaise: number }
  | { ok: false; reason: "key_conflict"; entry: LedgerEntry }
  | { ok: false; reason: "no_such_hold" | "hold_closed" | "hold_exceeded" };

export type MoveResult = { ok: true; entry: LedgerEntry; replayed: boolean; balancePaise: number } | Refusal;

export interface Hold {
  key: string;
  amountPaise: number;
  capturedPaise: number;
  status: "open" | "released";
  reference: string;
  createdAt: string;
  expiresAtMs: number | null;
}

export type HoldResult = { ok: true; hold: Hold; replayed: boolean; availablePaise: number } | Refusal;

/** Entries per page at most. */
const MAX_PAGE = 100;
/** Keys: what the Worker builds (`rzp:pay_…`, `pack:<uuid>`, `consult:<id>:m12`…). */
const keyPattern = /^[A-Za-z0-9_:.-]{3,120}$/;

interface LedgerRow extends Record<string, SqlStorageValue> {
  seq: number;
  entry_key: string;
  kind: string;
  amount_paise: number;
  balance_after: number;
  reference: string;
  meta: string;
  created_at: string;
}

interface HoldRow extends Record<string, SqlStorageValue> {
  hold_key: string;
  amount_paise: number;
  captured_paise: number;
  status: string;
  reference: string;
  created_at: string;
  expires_at_ms: number | null;
}

const schema = [
  `CREATE TABLE IF NOT EXISTS ledger (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    entry_key TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('recharge', 'bonus', 'consultation', 'report', 'refund', 'adjustment')),
    amount_paise INTEGER NOT NULL CHECK (amount_paise <> 0),
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    reference TEXT NOT NULL,
    meta TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL
  )`,
  `CREATE TRIGGER IF NOT EXISTS ledger_no_update BEFORE UPDATE ON ledger BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS ledger_no_delete BEFORE DELETE ON ledger BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END`,
  `CREATE INDEX IF NOT EXISTS ledger_kind ON ledger (kind, seq)`,
  `CREATE TABLE IF NOT EXISTS holds (
    hold_key TEXT PRIMARY KEY,
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    captured_paise INTEGER NOT NULL DEFAULT 0 CHECK (captured_paise >= 0 AND captured_paise <= amount_paise),
    status TEXT NOT NULL CHECK (status IN ('open', 'released')),
    reference TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at_ms INTEGER
  )`,
  `CREATE TABLE IF NOT EXISTS state (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
];

function assertMovement(m: Movement): void {
  if (!keyPattern.test(m.key)) throw new RangeError(`bad ledger key ${JSON.stringify(m.key)}`);
  if (!Number.isSafeInteger(m.amountPaise) || m.amountPaise === 0) throw new RangeError(`amount must be a non-zero safe integer of paise, got ${m.amountPaise}`);
}

function toEntry(row: LedgerRow): LedgerEntry {
  return {
    seq: row.seq,
    key: row.entry_key,
    kind: row.kind as LedgerKind,
    amountPaise: row.amount_paise,
    balanceAfterPaise: row.balance_after,
    reference: row.reference,
    meta: JSON.parse(row.meta) as EntryMeta,
    createdAt: row.created_at,
  };
}

function toHold(row: HoldRow): Hold {
  return {
    key: row.hold_key,
    amountPaise: row.amount_paise,
    capturedPaise: row.captured_paise,
    status: row.status as Hold["status"],
    reference: row.reference,
    createdAt: row.created_at,
    expiresAtMs: row.expires_at_ms,
  };
}

export class Wallet extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    // Schema first, before any request is delivered (idempotent: IF NOT EXISTS).
    ctx.blockConcurrencyWhile(async () => {
      ctx.storage.transactionSync(() => {
        for (const statement of schema) this.sql.exec(statement);
      });
    });
  }

  // ——— Reads ———

  private state(key: string): string | null {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM state WHERE key = ?", key).toArray()[0];
    return row?.value ?? null;
  }

  private summaryNow(): Summary {
    const last = this.sql.exec<{ seq: number; balance_after: number }>("SELECT seq, balance_after FROM ledger ORDER BY seq DESC LIMIT 1").toArray()[0];
    const held = this.sql.exec<{ held: number }>("SELECT COALESCE(SUM(amount_paise - captured_paise), 0) AS held FROM holds WHERE status = 'open'").one().held;
    const balancePaise = last?.balance_after ?? 0;
    return { balancePaise, heldPaise: held, availablePaise: balancePaise - held, lastSeq: last?.seq ?? 0 };
  }

  private byKey(key: string): LedgerEntry | null {
    const row = this.sql.exec<LedgerRow>("SELECT * FROM ledger WHERE entry_key = ?", key).toArray()[0];
    return row ? toEntry(row) : null;
  }

  /** The balance, what is held, and what can be spent. */
  summary(): Summary {
    return this.summaryNow();
  }

  /** Ledger entries, newest first, before `beforeSeq` when given, optionally of one kind. */
  entries(options: { beforeSeq?: number; kind?: LedgerKind; limit?: number } = {}): { entries: LedgerEntry[]; nextBeforeSeq: number | null } {
    const limit = Math.min(Math.max(1, options.limit ?? 20), MAX_PAGE);
    const before = options.beforeSeq ?? Number.MAX_SAFE_INTEGER;
    const rows = options.kind
      ? this.sql.exec<LedgerRow>("SELECT * FROM ledger WHERE seq < ? AND kind = ? ORDER BY seq DESC LIMIT ?", before, options.kind, limit + 1).toArray()
      : this.sql.exec<LedgerRow>("SELECT * FROM ledger WHERE seq < ? ORDER BY seq DESC LIMIT ?", before, limit + 1).toArray();
    const page = rows.slice(0, limit).map(toEntry);
    return { entries: page, nextBeforeSeq: rows.length > limit ? page.at(-1)!.seq : null };
  }

  entry(seq: number): LedgerEntry | null {
    const row = this.sql.exec<LedgerRow>("SELECT * FROM ledger WHERE seq = ?", seq).toArray()[0];
    return row ? toEntry(row) : null;
  }

  /** The sum of every ledger amount: equals the balance (the consistency check of tests and audits). */
  audit(): { sumPaise: number; balancePaise: number; rows: number; negativeBalances: number } {
    const row = this.sql
      .exec<{ total: number; rows: number; negative: number }>("SELECT COALESCE(SUM(amount_paise), 0) AS total, COUNT(*) AS rows, SUM(balance_after < 0) AS negative FROM ledger")
      .one();
    return { sumPaise: row.total, balancePaise: this.summaryNow().balancePaise, rows: row.rows, negativeBalances: row.negative ?? 0 };
  }

  // ——— Movements ———

  /** The one write path of the ledger, inside a transaction the caller holds. */
  private append(m: Movement, nowIso: string, options: { fromHold?: boolean } = {}): MoveResult {
    const existing = this.byKey(m.key);
    if (existing) {
      if (existing.kind !== m.kind || existing.amountPaise !== m.amountPaise) return { ok: false, reason: "key_conflict", entry: existing };
      return { ok: true, entry: existing, replayed: true, balancePaise: this.summaryNow().balancePaise };
    }
    const s = this.summaryNow();
    // A capture spends money its hold already set aside; any other debit may take only what is not held.
    const spendable = options.fromHold ? s.balancePaise : s.availablePaise;
    if (m.amountPaise < 0 && spendable + m.amountPaise < 0) {
      return { ok: false, reason: "insufficient_funds", balancePaise: s.balancePaise, availablePaise: s.availablePaise, shortfallPaise: -(spendable + m.amountPaise) };
    }
    const balanceAfter = s.balancePaise + m.amountPaise;
    const row = this.sql
      .exec<LedgerRow>(
        "INSERT INTO ledger (entry_key, kind, amount_paise, balance_after, reference, meta, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *",
        m.key,
        m.kind,
        m.amountPaise,
        balanceAfter,
        m.reference,
        JSON.stringify(m.meta ?? {}),
        nowIso,
      )
      .one();
    return { ok: true, entry: toEntry(row), replayed: false, balancePaise: balanceAfter };
  }

  /** Credits (amount > 0) or debits (amount < 0) the wallet once per key; never below zero. */
  async move(m: Movement): Promise<MoveResult> {
    assertMovement(m);
    const result = this.ctx.storage.transactionSync(() => {
      if (m.owner) this.remember(m.owner);
      return this.append(m, new Date().toISOString());
    });
    if (result.ok && !result.replayed) await this.scheduleMirror();
    return result;
  }

  /** Reserves `amountPaise` of what can be spent for a consultation; once per key. */
  async hold(input: { key: string; amountPaise: number; reference: string; expiresAtMs?: number }): Promise<HoldResult> {
    if (!keyPattern.test(input.key)) throw new RangeError(`bad hold key ${JSON.stringify(input.key)}`);
    if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) throw new RangeError("a hold must be a positive safe integer of paise");
    const result = this.ctx.storage.transactionSync((): HoldResult => {
      const existing = this.sql.exec<HoldRow>("SELECT * FROM holds WHERE hold_key = ?", input.key).toArray()[0];
      if (existing) return { ok: true, hold: toHold(existing), replayed: true, availablePaise: this.summaryNow().availablePaise };
      const s = this.summaryNow();
      if (s.availablePaise < input.amountPaise) {
        return { ok: false, reason: "insufficient_funds", balancePaise: s.balancePaise, availablePaise: s.availablePaise, shortfallPaise: input.amountPaise - s.availablePaise };
      }
      const row = this.sql
        .exec<HoldRow>(
          "INSERT INTO holds (hold_key, amount_paise, status, reference, created_at, expires_at_ms) VALUES (?, ?, 'open', ?, ?, ?) RETURNING *",
          input.key,
          input.amountPaise,
          input.reference,
          new Date().toISOString(),
          input.expiresAtMs ?? null,
        )
        .one();
      return { ok: true, hold: toHold(row), replayed: false, availablePaise: s.availablePaise - input.amountPaise };
    });
    if (result.ok && result.hold.expiresAtMs !== null) await this.scheduleAlarm(result.hold.expiresAtMs);
    return result;
  }

  /** Takes `amountPaise` of an open hold as a ledger debit with its own key (a minute of a consultation). */
  async capture(input: { holdKey: string } & Movement): Promise<MoveResult> {
    assertMovement(input);
    if (input.amountPaise >= 0) throw new RangeError("a capture is a debit: amountPaise < 0");
    const result = this.ctx.storage.transactionSync((): MoveResult => {
      if (input.owner) this.remember(input.owner);
      const replay = this.byKey(input.key);
      if (replay) return this.append(input, "");
      const hold = this.sql.exec<HoldRow>("SELECT * FROM holds WHERE hold_key = ?", input.holdKey).toArray()[0];
      if (!hold) return { ok: false, reason: "no_such_hold" };
      if (hold.status !== "open") return { ok: false, reason: "hold_closed" };
      if (hold.captured_paise - input.amountPaise > hold.amount_paise) return { ok: false, reason: "hold_exceeded" };
      const moved = this.append(input, new Date().toISOString(), { fromHold: true });
      if (moved.ok) this.sql.exec("UPDATE holds SET captured_paise = captured_paise + ? WHERE hold_key = ?", -input.amountPaise, input.holdKey);
      return moved;
    });
    if (result.ok && !result.replayed) await this.scheduleMirror();
    return result;
  }

  /** Ends a hold: what it did not capture can be spent again. Releasing twice is harmless. */
  release(holdKey: string): { ok: true; releasedPaise: number } | { ok: false; reason: "no_such_hold" } {
    return this.ctx.storage.transactionSync(() => {
      const hold = this.sql.exec<HoldRow>("SELECT * FROM holds WHERE hold_key = ?", holdKey).toArray()[0];
      if (!hold) return { ok: false as const, reason: "no_such_hold" as const };
      if (hold.status === "released") return { ok: true as const, releasedPaise: 0 };
      this.sql.exec("UPDATE holds SET status = 'released' WHERE hold_key = ?", holdKey);
      return { ok: true as const, releasedPaise: hold.amount_paise - hold.captured_paise };
    });
  }

  // ——— The read copy in libSQL, and expired holds ———

  /** Whose wallet this is, for the read copy (given with movements; the first one stays). */
  private remember(userId: string): void {
    this.sql.exec("INSERT OR IGNORE INTO state (key, value) VALUES ('user_id', ?)", userId);
  }

  /** After a movement: the read copy needs writing (only where there is a database and an owner). */
  private async scheduleMirror(): Promise<void> {
    if (this.env.LIBSQL_URL && this.state("user_id") !== null) await this.scheduleAlarm(Date.now());
  }

  private async scheduleAlarm(atMs: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > atMs) await this.ctx.storage.setAlarm(atMs);
  }

  /**
   * Writes the latest balance to `users.balance_paise` when the ledger moved since the last
   * write, and releases holds past their expiry. Safe to run twice or late; a failure throws
   * and the runtime retries the alarm.
   */
  override async alarm(): Promise<void> {
    const nowMs = Date.now();
    const expired = this.sql.exec<{ hold_key: string }>("SELECT hold_key FROM holds WHERE status = 'open' AND expires_at_ms IS NOT NULL AND expires_at_ms <= ?", nowMs).toArray();
    for (const { hold_key } of expired) this.release(hold_key);
    const next = this.sql.exec<{ at: number | null }>("SELECT MIN(expires_at_ms) AS at FROM holds WHERE status = 'open' AND expires_at_ms IS NOT NULL").one().at;

    const userId = this.state("user_id");
    const { balancePaise, lastSeq } = this.summaryNow();
    const mirrored = Number(this.state("mirrored_seq") ?? 0);
    if (userId !== null && lastSeq > mirrored && this.env.LIBSQL_URL) {
      // Outside any ledger transaction: the input gate opens here, and that is fine — the write
      // is of the latest balance, and the sequence is recorded only after it succeeded.
      await createDatabase(this.env).update(users).set({ balancePaise }).where(eq(users.id, userId));
      this.sql.exec("INSERT INTO state (key, value) VALUES ('mirrored_seq', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE CAST(value AS INTEGER) < CAST(excluded.value AS INTEGER)", String(lastSeq));
      // A movement that landed while the write was in flight is mirrored by the next run.
      if (this.summaryNow().lastSeq > lastSeq) await this.scheduleAlarm(Date.now());
    }
    if (next !== null) await this.scheduleAlarm(next);
  }
}

/** The wallet of one user (one object per user id). */
export function walletOf(env: Env, userId: string): DurableObjectStub<Wallet> {
  return env.WALLET.get(env.WALLET.idFromName(userId));
}

/** The balance the header shows: the object's, never the read copy in libSQL. */
export async function walletBalance(env: Env, userId: string): Promise<number> {
  return (await walletOf(env, userId).summary()).balancePaise;
}
