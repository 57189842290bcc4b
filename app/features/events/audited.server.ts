import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type AuditRecord, recordAudit } from "#app/platform/audit.server.ts";

/**
 * What a change by staff writes to the audit log (product.md §10), made from what the change did:
 * the store writes it in the change's own transaction, so the entry exists exactly when the
 * change does. Left out (a test, a sweep), nothing is written.
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
