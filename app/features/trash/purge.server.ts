import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { testimonialEntry } from "#app/features/testimonials/queries.server.ts";
import { auditedWrite } from "#app/platform/audited-write.server.ts";
import type { TrashItem } from "./trash.server.ts";

/**
 * `Slet for altid` (docs/admin.md#undo-the-trash-and-the-log): one item taken out of the trash for good, before the
 * daily sweep would, with its audit entry (`testimonial.purge`, `event.purge`) in the same
 * transaction. An event's registrations go with it (on delete cascade). Only what is in the
 * trash can go: a live row, or one already restored or purged, is left alone (null).
 */
export async function purgeFromTrash(
  db: Kysely<Database>,
  actor: string,
  type: TrashItem["type"],
  id: string,
): Promise<{ title: string } | null> {
  if (type === "testimonial") {
    const row = await auditedWrite(
      db,
      (trx) =>
        trx
          .deleteFrom("testimonials")
          .where("id", "=", id)
          .where("deleted_at", "is not", null)
          .returning(["id", "name"])
          .executeTakeFirst(),
      testimonialEntry(
        actor,
        "testimonial.purge",
        (name) => `Slettede anmeldelsen fra ${name} for altid`,
      ),
    );
    return row ? { title: `Anmeldelse fra ${row.name}` } : null;
  }
  const done = await auditedWrite(
    db,
    async (trx) => {
      const registrations = await trx
        .selectFrom("event_registrations")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("event_id", "=", id)
        .executeTakeFirstOrThrow();
      const row = await trx
        .deleteFrom("events")
        .where("id", "=", id)
        .where("deleted_at", "is not", null)
        .returning(["id", "title"])
        .executeTakeFirst();
      return row && { ...row, registrations: Number(registrations.count) };
    },
    (event) => ({
      actor,
      action: "event.purge",
      target_type: "event",
      target_id: event.id,
      summary: `Slettede "${event.title}" for altid med ${registrationsText(event.registrations)}`,
    }),
  );
  return done ? { title: done.title } : null;
}

const registrationsText = (count: number) =>
  count === 1 ? "1 tilmelding" : `${count} tilmeldinger`;
