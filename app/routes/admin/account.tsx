import { screenExports, screenPage } from "#app/components/admin/screen-page.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { accountOf } from "#app/features/own-account/account.server.ts";
import { accountAction } from "#app/features/own-account/account-action.server.ts";
import { AccountScreen } from "#app/features/own-account/account-screen.tsx";
import { pageData, requireScreen, screenAction } from "#app/platform/admin-page.server.ts";
import type { Route } from "./+types/account";

/** Never stored: a signed-in person's screen. */
export { screenHeaders as headers } from "#app/platform/admin-page.server.ts";

const SCREEN = ADMIN_SCREENS.account;

export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor gets the redirect and nothing else.
  const session = await requireScreen(request, SCREEN);
  const account = await accountOf(session.user.id);
  return pageData(request, { account });
}

/** The name (an editor form) or one of the plain forms, each posting its name as `form`. */
export const action = screenAction(SCREEN, accountAction);

export const { clientAction, shouldRevalidate, handle, meta, ErrorBoundary } =
  screenExports("account");

export default screenPage<Route.ComponentProps>(AccountScreen);
