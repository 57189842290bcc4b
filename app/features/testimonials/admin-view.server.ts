import type { Asking } from "#app/components/admin/confirm-notice.tsx";
import { askedFor } from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { AFTER, ALL, type ListFilter } from "./admin/list-address.ts";
import { PAGE_SIZE } from "./admin/use-testimonial-list.ts";
import { findTestimonial, listAdmin } from "./queries.server.ts";
import {
  ASKING_INTENTS,
  type AskingIntent,
  deleteQuestion,
  REJECT_INTENT,
  rejectQuestion,
} from "./row-actions.ts";
import { type AdminPage, type AdminQuery, adminQuery, type Testimonial } from "./schema.ts";

const EMPTY: AdminPage = {
  testimonials: [],
  next: null,
  counts: { pending: 0, approved: 0, rejected: 0 },
};

/** What `/admin` shows: a view of the list, the row in the form, the question asked. */
export type AdminView = {
  page: AdminPage;
  filter: ListFilter;
  /** The list starts after this row (`?efter=`, `Vis flere` before React runs); null: the top. */
  after: string | null;
  loadFailed: boolean;
  editing: Testimonial | null;
  asking: Asking<AskingIntent> | null;
};

/**
 * `/admin`'s address read (list-address.ts): `?status=` (`alle` for every row; none: the queue
 * while anything waits in it, else every row), `?q=`, `?efter=` (the list continued after a row),
 * `?rediger=ID` (that row in the form: the list's button before React runs), `?afvis=ID` and
 * `?slet=ID` (asked about first).
 */
export async function adminView(params: URLSearchParams): Promise<AdminView> {
  const status = params.get("status");
  const parsed = adminQuery.safeParse({
    status: status === ALL ? undefined : status || undefined,
    q: params.get("q") || undefined,
    cursor: params.get(AFTER) || undefined,
  });
  const query: AdminQuery = { ...(parsed.success ? parsed.data : {}), limit: PAGE_SIZE };
  const chosen = status === ALL || query.status !== undefined;
  const db = database().db;
  let page = EMPTY;
  let editing: Testimonial | null = null;
  let asking: Asking<AskingIntent> | null = null;
  let loadFailed = false;
  try {
    page = await listAdmin(db, chosen ? query : { ...query, status: "pending" });
    if (!chosen && page.counts.pending > 0) query.status = "pending";
    else if (!chosen) page = await listAdmin(db, query);
    const id = params.get("rediger");
    if (id) editing = await findTestimonial(db, id.slice(0, 100));
    const asked = askedFor(params, ASKING_INTENTS);
    const row = asked ? await findTestimonial(db, asked.id) : null;
    // Only a review waiting in the queue can be rejected (as its button shows).
    if (asked && row && (asked.intent !== REJECT_INTENT || row.status === "pending")) {
      const question = asked.intent === REJECT_INTENT ? rejectQuestion : deleteQuestion;
      asking = { ...asked, question: question(row.name) };
    }
  } catch (error) {
    log.error(errorFields(error), "admin list failed");
    loadFailed = true;
  }
  return {
    page,
    filter: { status: query.status, q: query.q ?? "" },
    after: query.cursor ?? null,
    loadFailed,
    editing,
    asking,
  };
}
