import { data, isRouteErrorResponse } from "react-router";
import { PageToasts } from "#app/components/forms/flash-toast.tsx";
import { AdminOnlyMessage } from "#app/components/layout/admin-only-message.tsx";
import { listAccounts } from "#app/features/accounts/accounts.server.ts";
import { CONFIRM_PARAM } from "#app/features/accounts/admin/invite-form.tsx";
import { StaffScreen } from "#app/features/accounts/admin/staff-screen.tsx";
import type { AccountRecord } from "#app/features/accounts/schema.ts";
import { staffAction } from "#app/features/accounts/staff-action.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { postOrOffline, revalidateAfterSave } from "#app/lib/forms/outcome.ts";
import { adminMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/site.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { answerForm, takeToast } from "#app/platform/form-post.server.ts";
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
  const { toast, headers } = takeToast(request);
  return data(
    { accounts, me: session.user.id, confirming, mailEnabled: Boolean(settings().SMTP_URL), toast },
    { headers: { ...NO_STORE_HEADERS, ...headers } },
  );
}

/**
 * Invite, change a role, deactivate, activate, send an invitation again (product.md §10). A save
 * that brings a link to pass on is drawn in place, so the link is shown, also without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const hasLink = (outcome: { status: string; record?: unknown }) =>
    outcome.status === "saved" &&
    Boolean((outcome.record as AccountRecord | undefined)?.invite_url);
  return answerForm(
    request,
    (saved) => (hasLink(saved) ? null : PATH),
    async () =>
      staffAction(request, await requireStaff(request, "admin"), Boolean(settings().SMTP_URL)),
  );
}

export const clientAction = postOrOffline;

export const shouldRevalidate = revalidateAfterSave;

/** Runs React in the browser (see `RouteHandle` in lib/site.ts). */
export const handle: RouteHandle = { hydrate: true };

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("personale");

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffScreen
        accounts={loaderData.accounts}
        me={loaderData.me}
        confirming={loaderData.confirming}
        mailEnabled={loaderData.mailEnabled}
        outcome={actionData}
      />
      <PageToasts toast={loaderData.toast} />
    </>
  );
}

/** Staff get 403 here: said in words; any other error goes on to the root's page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminOnlyMessage />;
  throw error;
}
