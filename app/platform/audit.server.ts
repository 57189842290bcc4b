import type { Kysely, Selectable } from "kysely";
import { containsText } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";

/**
 * The audit log (docs/api.md#audit-log-and-trash): every change by a signed-in person, and each
 * sign-in, leaves one entry. `recordAudit` takes the change's own transaction, so the entry exists
 * exactly when the change does. Entries are never edited; `purgeAudit` drops those older than 400
 * days. A summary is a short Danish line for people and never holds a secret (no password, token or
 * code).
 */

/** Every action the log knows, one name each (filter values of `/admin/log`). */
export const AUDIT_ACTIONS = [
  "testimonial.create",
  "testimonial.update",
  "testimonial.delete",
  "testimonial.restore",
  "testimonial.purge",
  "testimonial.approve",
  "testimonial.reject",
  "content.save",
  "content.restore",
  "image.upload",
  "event.create",
  "event.update",
  "event.cancel",
  "event.delete",
  "event.restore",
  "event.purge",
  "registration.update",
  "bracket.create",
  "bracket.delete",
  "match.update",
  "match.report",
  "user.invite",
  "user.role",
  "user.activate",
  "user.deactivate",
  "user.name",
  "password.set",
  "password.reset",
  "two_factor.enable",
  "two_factor.disable",
  "sign_in.success",
  "sign_in.failure",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A sign-in's entries, which the log keeps apart from the changes (`kind`). */
export const SIGN_IN_ACTIONS = [
  "sign_in.success",
  "sign_in.failure",
] as const satisfies readonly AuditAction[];

/** The log's two kinds of entry: changes to the site, and sign-ins. */
export const AUDIT_KINDS = ["changes", "sign-ins"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export type AuditRecord = {
  /**
   * Who did it; null for a visitor (a failed sign-in names no account, a player reports a
   * result).
   */
  actor: string | null;
  action: AuditAction;
  target_type: string;
  target_id: string | null;
  summary: string;
};

export type AuditEntry = Omit<Selectable<Database["audit_log"]>, "id"> & { id: string };

const KEEP_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes one entry; pass the transaction that makes the change. */
export async function recordAudit(
  db: Kysely<Database>,
  record: AuditRecord,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: now.toISOString(),
      actor_email: record.actor,
      action: record.action,
      target_type: record.target_type,
      target_id: record.target_id,
      summary: record.summary,
    })
    .execute();
}

export type AuditQuery = {
  limit: number;
  cursor?: string;
  actor?: string;
  action?: string;
  /** Words found in the summary or the actor's e-mail, in any case. */
  q?: string;
  /** From this moment (ISO 8601), and before that one. */
  from?: string;
  to?: string;
  kind?: AuditKind;
};

/**
 * Newest first, `limit` at a time, every filter given at once; `next` is the cursor of the
 * following page, or null.
 */
export async function auditEntries(
  db: Kysely<Database>,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; next: string | null }> {
  let select = db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("id", "desc")
    .limit(query.limit + 1);
  if (query.cursor) select = select.where("id", "<", Number(query.cursor));
  if (query.actor) select = select.where("actor_email", "=", query.actor);
  if (query.action) select = select.where("action", "=", query.action);
  if (query.q) select = select.where(containsText(db, ["summary", "actor_email"], query.q));
  if (query.from) select = select.where("at", ">=", query.from);
  if (query.to) select = select.where("at", "<", query.to);
  if (query.kind === "sign-ins") select = select.where("action", "in", SIGN_IN_ACTIONS);
  if (query.kind === "changes") select = select.where("action", "not in", SIGN_IN_ACTIONS);
  const rows = await select.execute();
  const page = rows.slice(0, query.limit).map((row) => ({ ...row, id: String(row.id) }));
  const next = rows.length > query.limit ? (page.at(-1)?.id ?? null) : null;
  return { entries: page, next };
}

/** Drops entries past their 400 days (the daily sweep). */
export async function purgeAudit(db: Kysely<Database>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_DAYS * DAY_MS).toISOString();
  const result = await db.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
