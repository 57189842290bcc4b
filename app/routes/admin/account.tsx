import { data } from "react-router";
import { PageToasts } from "#app/components/forms/flash-toast.tsx";
import { accountOf } from "#app/features/own-account/account.server.ts";
import {
  isPlainForm,
  nameAction,
  plainAction,
} from "#app/features/own-account/account-action.server.ts";
import { AccountScreen } from "#app/features/own-account/account-screen.tsx";
import { NO_STORE_HEADERS, noStoreHeaders } from "#app/lib/cache-control.ts";
import { adminMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/site.ts";
import { pageData } from "#app/platform/admin-page.server.ts";
import { assertSameOrigin, readFormBody } from "#app/platform/api.server.ts";
import { answerForm } from "#app/platform/form-post.server.ts";
import { requireStaff } from "#app/platform/guards.server.ts";
import type { Route } from "./+types/account";

export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor gets the redirect and nothing else.
  const session = await requireStaff(request);
  const account = await accountOf(session.user.id);
  return pageData(request, { account });
}

/** The name (an editor form, `?form=navn`) or one of the plain forms (`form` in the post). */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  if (new URL(request.url).searchParams.get("form") === "navn") {
    return answerForm(request, "/admin/konto", async () => {
      const session = await requireStaff(request);
      return nameAction(await readFormBody(request), session);
    });
  }
  const session = await requireStaff(request);
  const posted = await readFormBody(request);
  const form = posted.get("form");
  if (!isPlainForm(form)) {
    return data({ error: "Ukendt formular." }, { status: 400, headers: NO_STORE_HEADERS });
  }
  return plainAction(request, form, posted, session);
}

/** Runs React in the browser (see `RouteHandle` in lib/site.ts). */
export const handle: RouteHandle = { hydrate: true };

/** Never kept; password checks held back by the account's limit say when to come back. */
export const headers: Route.HeadersFunction = noStoreHeaders;

export const meta: Route.MetaFunction = () => adminMeta("konto");

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const answer =
    actionData && ("status" in actionData || "form" in actionData) ? actionData : undefined;
  return (
    <>
      <AccountScreen account={loaderData.account} answer={answer} />
      <PageToasts toast={loaderData.toast} />
    </>
  );
}
