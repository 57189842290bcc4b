import { screenExports, screenPage } from "#app/components/admin/screen-page.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { listAccounts } from "#app/features/accounts/accounts.server.ts";
import { CONFIRM_PARAM } from "#app/features/accounts/admin/invite-form.tsx";
import { StaffScreen } from "#app/features/accounts/admin/staff-screen.tsx";
import type { AccountRecord } from "#app/features/accounts/schema.ts";
import { staffAction } from "#app/features/accounts/staff-action.server.ts";
import { formAction, pageData, requireScreen } from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import type { Route } from "./+types/staff";

/** Never stored: a signed-in person's screen. */
export { screenHeaders as headers } from "#app/platform/admin-page.server.ts";

const SCREEN = ADMIN_SCREENS.staff;

/** The accounts (admins only: staff get 403), and whether invitations go out by e-mail. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireScreen(request, SCREEN);
  const accounts = await listAccounts(database().db);
  const asked = new URL(request.url).searchParams.get(CONFIRM_PARAM);
  const confirming =
    accounts.find(
      (account) => account.id === asked && account.active && asked !== session.user.id,
    ) ?? null;
  const mailEnabled = Boolean(settings().SMTP_URL);
  return pageData(request, { accounts, me: session.user.id, confirming, mailEnabled });
}

const hasLink = (outcome: { status: string; record?: unknown }) =>
  outcome.status === "saved" && Boolean((outcome.record as AccountRecord | undefined)?.invite_url);

/**
 * Invite, change a role, deactivate, activate, send an invitation again
 * (docs/admin.md#staff-accounts). A save that brings a link to pass on is drawn in place, so the
 * link is shown, also without JavaScript.
 */
export const action = formAction(
  SCREEN,
  (request, session) => staffAction(request, session, Boolean(settings().SMTP_URL)),
  (saved) => (hasLink(saved) ? null : SCREEN.path),
);

export const { clientAction, shouldRevalidate, handle, meta, ErrorBoundary } =
  screenExports("staff");

export default screenPage<Route.ComponentProps>(StaffScreen);
