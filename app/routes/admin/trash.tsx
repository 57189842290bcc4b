import { PageToasts } from "#app/components/forms/flash-toast.tsx";
import { restoreAction } from "#app/features/trash/restore-action.server.ts";
import { listTrash } from "#app/features/trash/trash.server.ts";
import { TrashScreen } from "#app/features/trash/trash-screen.tsx";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { formAction, pageData } from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import { requireStaff } from "#app/platform/guards.server.ts";
import type { Route } from "./+types/trash";

/** `/admin/papirkurv` (admin and staff): the trash, newest deletion first. */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not staff gets the redirect and nothing else.
  await requireStaff(request);
  const items = await listTrash(database().db);
  return pageData(request, { items });
}

/** `Gendan`: restored and back here with a toast, or the page again saying it is gone. */
export const action = formAction("/admin/papirkurv", restoreAction);

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("papirkurv");

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData?.status === "failed" ? actionData.toast : null;
  return (
    <>
      <TrashScreen items={loaderData.items} />
      {/* A signed-in person's page runs React: the toast then shows in place. */}
      <PageToasts toast={failed ?? loaderData.toast} />
    </>
  );
}
