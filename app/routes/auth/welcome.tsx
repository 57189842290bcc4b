import { data, Link, redirect } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { ADMIN_PATH } from "#app/content/admin-screens.ts";
import { acceptInvitation, inviteeOf } from "#app/features/accounts/welcome.server.ts";
import { WelcomeForm } from "#app/features/accounts/welcome-view.tsx";
import { AuthPage } from "#app/features/auth/auth-page.tsx";
import { NO_STORE_HEADERS, noStoreHeaders } from "#app/lib/cache-control.ts";
import { siteFrom } from "#app/lib/meta.ts";
import { assertSameOrigin, readFormBody } from "#app/platform/api.server.ts";
import type { Route } from "./+types/welcome";

/**
 * `/velkommen/TOKEN` (docs/admin.md#staff-accounts): the invitee chooses a password and is signed
 * in at `/admin`. A plain form post (no JavaScript needed); a link that is old, used or unknown
 * says so and changes nothing.
 */

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = siteFrom(matches)?.siteName;
  return [
    { title: siteName ? `Velkommen – ${siteName}` : "Velkommen" },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

/** Never kept; a post held back by the hourly limit says when to come back. */
export const headers: Route.HeadersFunction = noStoreHeaders;

const EXPIRED = { expired: true as const };

export async function loader({ params }: Route.LoaderArgs) {
  const invitee = await inviteeOf(params.token);
  if (!invitee) return data(EXPIRED, { status: 404, headers: NO_STORE_HEADERS });
  return data(
    { expired: false as const, email: invitee.email, name: invitee.name },
    { headers: NO_STORE_HEADERS },
  );
}

const TOO_MANY = "For mange forsøg fra din forbindelse. Vent en time, og prøv igen.";

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readFormBody(request);
  const answer = await acceptInvitation(request, params.token, form);
  switch (answer.kind) {
    case "expired":
      return data(EXPIRED, { status: 404, headers: NO_STORE_HEADERS });
    case "rate-limited":
      return data(
        { expired: false as const, errors: { form: TOO_MANY } },
        { status: 429, headers: { ...NO_STORE_HEADERS, "Retry-After": "3600" } },
      );
    case "invalid":
      return data(
        { expired: false as const, errors: answer.errors },
        { status: 400, headers: NO_STORE_HEADERS },
      );
    case "done": {
      if (answer.cookies.length === 0) return redirect("/auth?redirectTo=%2Fadmin", 303);
      const headers = new Headers(NO_STORE_HEADERS);
      for (const cookie of answer.cookies) headers.append("Set-Cookie", cookie);
      return redirect(ADMIN_PATH, { status: 303, headers });
    }
  }
}

export default function Welcome({ loaderData, actionData }: Route.ComponentProps) {
  const expired = loaderData.expired || actionData?.expired;
  const errors = actionData && !actionData.expired ? actionData.errors : undefined;
  if (expired) {
    return (
      <AuthPage title="Linket er udløbet eller allerede brugt">
        {errors?.form ? (
          <p role="alert" className="text-danger">
            {errors.form}
          </p>
        ) : null}
        <p className="text-muted">
          Bed en administrator om at sende invitationen igen. Har du allerede valgt en adgangskode,
          kan du logge ind.
        </p>
        <Link to="/auth" className={buttonClass({ variant: "secondary", className: "self-start" })}>
          Log ind
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={`Velkommen, ${loaderData.name}`}
      intro={`Vælg en adgangskode til din konto (${loaderData.email}). Bagefter er du logget ind i administrationen.`}
    >
      <WelcomeForm email={loaderData.email ?? ""} errors={errors} />
    </AuthPage>
  );
}
