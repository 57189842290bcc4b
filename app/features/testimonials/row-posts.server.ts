import { deletedToast } from "#app/components/admin/confirm-notice.tsx";
import { errorToast } from "#app/lib/forms/outcome.ts";
import type { RowPosts } from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import { findTestimonial } from "./queries.server.ts";
import {
  APPROVE_INTENT,
  approvedToast,
  DELETE_INTENT,
  DELETED_TEXT,
  REJECT_INTENT,
  rejectedToast,
} from "./row-actions.ts";
import { rejectInput } from "./schema.ts";
import {
  staffApproveTestimonial,
  staffDeleteTestimonial,
  staffRejectTestimonial,
} from "./staff.server.ts";

const GONE = errorToast("Anmeldelsen findes ikke længere.");

const rowId = (form: URLSearchParams) => (form.get("id") ?? "").slice(0, 100);

/**
 * The list's row buttons posted by the browser itself (`formActionWithRow`: before React runs,
 * or without JavaScript), each done as the API does it. `Godkend` posts at once; `Afvis` and
 * `Slet` post from the page's question. Doing it again changes nothing and says so.
 */
export const testimonialRowPosts: RowPosts = {
  [APPROVE_INTENT]: async (form, _url, session) => {
    const row = await staffApproveTestimonial(session.user.email, rowId(form));
    return row ? approvedToast(row.name) : GONE;
  },
  [REJECT_INTENT]: async (form, _url, session) => {
    const input = rejectInput.safeParse({ reason: form.get("reason") ?? undefined });
    if (!input.success) {
      const description = input.error.issues[0]?.message ?? "Angiv en grund til afvisningen";
      return errorToast(description);
    }
    const row = await staffRejectTestimonial(session.user.email, rowId(form), input.data.reason);
    return row ? rejectedToast(row.name) : GONE;
  },
  [DELETE_INTENT]: async (form, _url, session) => {
    const row = await findTestimonial(database().db, rowId(form));
    if (!row || !(await staffDeleteTestimonial(session.user.email, row.id))) return GONE;
    return deletedToast(DELETED_TEXT);
  },
};
