import { screenExports, screenPage } from "#app/components/admin/screen-page.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { restoreAction } from "#app/features/trash/restore-action.server.ts";
import { listTrash } from "#app/features/trash/trash.server.ts";
import { TrashScreen } from "#app/features/trash/trash-screen.tsx";
import { formAction, pageData, requireScreen } from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/trash";

/** Never stored: a signed-in person's screen. */
export { screenHeaders as headers } from "#app/platform/admin-page.server.ts";

const SCREEN = ADMIN_SCREENS.trash;

/** `/admin/papirkurv` (admin and staff): the trash, newest deletion first. */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not staff gets the redirect and nothing else.
  await requireScreen(request, SCREEN);
  const items = await listTrash(database().db);
  return pageData(request, { items });
}

/** `Gendan`: restored and back here with a toast, or the page again saying it is gone. */
export const action = formAction(SCREEN, restoreAction);

export const { clientAction, shouldRevalidate, handle, meta, ErrorBoundary } =
  screenExports("trash");

export default screenPage<Route.ComponentProps>(TrashScreen);
