/**
 * The audit log of administrators' writes (issue 24): who, what, and the entity before and
 * after. `auditEntry` builds the insert so a route runs it in the same `db.batch` as the write
 * it records (one transaction: no write without its entry, no entry without its write); where
 * the write happens elsewhere (a Durable Object's ledger), the route records it right after.
 */
import type { Database } from "../../db/client";
import { auditLog, type UserRow } from "../../db/schema";

export interface AuditRecord {
  /** What was done, `<entity>.<verb>`: "content.text.save", "settings.update", "promo.create"… */
  action: string;
  /** The kind of thing changed: "content", "settings", "product", "promo", "ticket", "user"… */
  entity: string;
  entityId: string | number;
  /** The entity as it was (null when created) and as it is (null when deleted). */
  before: unknown;
  after: unknown;
}

/** The insert of one audit entry by `actor`, to run in the batch of the write it records. */
export function auditEntry(db: Database, actor: Pick<UserRow, "id" | "email">, record: AuditRecord) {
  return db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
