import { screenExports, screenPage } from "#app/components/admin/screen-page.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { restoreAction } from "#app/features/trash/restore-action.server.ts";
import { itemKey, PURGE_INTENT, purgeQuestion } from "#app/features/trash/row-actions.ts";
import { trashRowPosts } from "#app/features/trash/row-posts.server.ts";
import { listTrash } from "#app/features/trash/trash.server.ts";
import { TrashScreen } from "#app/features/trash/trash-screen.tsx";
import {
  askedFor,
  formActionWithRow,
  pageData,
  requireScreen,
} from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/trash";

/** Never stored: a signed-in person's screen. */
export { screenHeaders as headers } from "#app/platform/admin-page.server.ts";

const SCREEN = ADMIN_SCREENS.trash;

/**
 * `/admin/papirkurv` (admin and staff): the trash, newest deletion first; `?slet=event:ID` (the
 * button before React runs) asks about that item on the page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not staff gets the redirect and nothing else.
  await requireScreen(request, SCREEN);
  const items = await listTrash(database().db);
  const asked = askedFor(new URL(request.url).searchParams, [PURGE_INTENT]);
  const item = asked ? items.find((candidate) => itemKey(candidate) === asked.id) : undefined;
  const asking = asked && item ? { ...asked, question: purgeQuestion(item) } : null;
  return pageData(request, { items, asking });
}

/**
 * `Gendan`: restored and back here with a toast, or the page again saying it is gone; `Slet for
 * altid` from the page's question: gone for good, and back here with a toast.
 */
export const action = formActionWithRow(SCREEN, restoreAction, trashRowPosts);

export const { clientAction, shouldRevalidate, handle, meta, ErrorBoundary } =
  screenExports("trash");

export default screenPage<Route.ComponentProps>(TrashScreen);
