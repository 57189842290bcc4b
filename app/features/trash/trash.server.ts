import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { listTrashedEvents } from "#app/features/events/events.server.ts";

/**
 * The trash (docs/api.md#audit-log-and-trash): deleted testimonials and events, newest first, until
 * the daily sweep removes them after 30 days. Each is restored by its own endpoint
 * (`POST /api/admin/testimonials/:id/restore`, `POST /api/admin/events/:id/restore`).
 */

const TRASH_TYPES = ["testimonial", "event"] as const;

export type TrashItem = {
  type: (typeof TRASH_TYPES)[number];
  id: string;
  title: string;
  deleted_at: string;
  deleted_by: string | null;
};

/** `type` names a kind of row the trash holds (an address or a form says it). */
export const isTrashType = (type: string | null | undefined): type is TrashItem["type"] =>
  TRASH_TYPES.some((known) => known === type);

/** The trash holds at most 30 days of deletions; this bounds an answer all the same. */
const MAX_ITEMS = 1000;

export async function listTrash(db: Kysely<Database>): Promise<TrashItem[]> {
  const [testimonials, events] = await Promise.all([
    db
      .selectFrom("testimonials")
      .select(["id", "name", "deleted_at", "deleted_by"])
      .where("deleted_at", "is not", null)
      .orderBy("deleted_at", "desc")
      .limit(MAX_ITEMS)
      .execute(),
    listTrashedEvents(db),
  ]);
  const items: TrashItem[] = [
    ...testimonials.map((row) => ({
      type: "testimonial" as const,
      id: row.id,
      title: `Anmeldelse fra ${row.name}`,
      deleted_at: row.deleted_at ?? "",
      deleted_by: row.deleted_by,
    })),
    ...events,
  ];
  return items
    .sort((a, b) => (a.deleted_at < b.deleted_at ? 1 : a.deleted_at > b.deleted_at ? -1 : 0))
    .slice(0, MAX_ITEMS);
}
