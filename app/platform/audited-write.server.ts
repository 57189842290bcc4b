import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { type AuditRecord, recordAudit } from "./audit.server.ts";

/**
 * A change by staff and its audit entry (docs/api.md#audit-log-and-trash) in one write transaction,
 * so the entry exists exactly when the change does. `change` answers what it changed, or null or
 * undefined when there was nothing to change (no such row, a stale version): then no entry is
 * written. Without `audit` (a test, a sweep) only the change is made.
 */
export function auditedWrite<T>(
  db: Kysely<Database>,
  change: (trx: Kysely<Database>) => Promise<T>,
  audit: AuditOf<NonNullable<T>> | undefined,
  now = new Date(),
): Promise<T> {
  return writeTransaction(db, async (trx) => {
    const done = await change(trx);
    if (done !== null && done !== undefined && audit) await recordAudit(trx, audit(done), now);
    return done;
  });
}

/**
 * An audit entry made from what a change did, for a change whose outcomes are not all audited
 * (a cancel that found nothing to cancel): the caller writes it inside its own transaction with
 * `audited`. Left out (a test, a sweep), nothing is written.
 */
export type AuditOf<T> = (done: T) => AuditRecord;

export async function audited<T>(
  trx: Kysely<Database>,
  audit: AuditOf<T> | undefined,
  done: T,
  now: Date,
): Promise<void> {
  if (audit) await recordAudit(trx, audit(done), now);
}
