import { isRouteErrorResponse } from "react-router";
import { formPage, formPageExports } from "#app/components/admin/form-page.tsx";
import { AdminOnlyMessage } from "#app/components/layout/admin-only-message.tsx";
import { listAccounts } from "#app/features/accounts/accounts.server.ts";
import { CONFIRM_PARAM } from "#app/features/accounts/admin/invite-form.tsx";
import { StaffScreen } from "#app/features/accounts/admin/staff-screen.tsx";
import type { AccountRecord } from "#app/features/accounts/schema.ts";
import { staffAction } from "#app/features/accounts/staff-action.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { formAction, pageData } from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { requireStaff } from "#app/platform/guards.server.ts";
import type { Route } from "./+types/staff";

const PATH = "/admin/personale";

/** The accounts (admins only: staff get 403), and whether invitations go out by e-mail. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStaff(request, "admin");
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
  (saved) => (hasLink(saved) ? null : PATH),
  (request, session) => staffAction(request, session, Boolean(settings().SMTP_URL)),
  "admin",
);

export const { clientAction, shouldRevalidate, handle, meta } = formPageExports("personale");

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

export default formPage<Route.ComponentProps>(StaffScreen);

/** Staff get 403 here: said in words; any other error goes on to the root's page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminOnlyMessage />;
  throw error;
}
