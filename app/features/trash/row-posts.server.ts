import { errorToast } from "#app/lib/forms/outcome.ts";
import type { RowPosts } from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import { purgeFromTrash } from "./purge.server.ts";
import { GONE_TEXT, PURGE_INTENT, purgedToast } from "./row-actions.ts";
import { isTrashType } from "./trash.server.ts";

/**
 * The trash's row buttons posted by the browser itself (`formActionWithRow`: before React runs,
 * or without JavaScript): `Slet for altid` from the page's question, done as the API does it.
 * Sent twice, the second finds nothing and says so.
 */
export const trashRowPosts: RowPosts = {
  [PURGE_INTENT]: async (form, _url, session) => {
    const [type = "", ...id] = (form.get("id") ?? "").slice(0, 120).split(":");
    const purged = isTrashType(type)
      ? await purgeFromTrash(database().db, session.user.email, type, id.join(":"))
      : null;
    return purged ? purgedToast(purged.title) : errorToast(GONE_TEXT);
  },
};
