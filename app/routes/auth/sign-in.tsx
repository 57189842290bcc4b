import { data, Form, redirect, useNavigation } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { siteFrom } from "#app/lib/meta.ts";
import { isAdminPath } from "#app/lib/private-paths.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import type { RouteHandle } from "#app/lib/site.ts";
import { hasAdminRole } from "#app/platform/guards.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { signIn } from "#app/platform/sign-in.server.ts";
import { viewerOf } from "#app/platform/viewer.server.ts";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = siteFrom(matches)?.siteName;
  return [
    { title: siteName ? `Log ind – ${siteName}` : "Log ind" },
    { name: "robots", content: "noindex" },
  ];
};

/** Runs React in the browser (see `RouteHandle` in root.tsx). */
export const handle: RouteHandle = { hydrate: true };

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

/** Admins land on redirectTo or /admin; others on redirectTo (if not admin-only) or /. */
function destination(redirectTo: string | null, admin: boolean): string | null {
  if (admin) return redirectTo ?? "/admin";
  if (redirectTo && isAdminPath(redirectTo)) return null;
  return redirectTo ?? "/";
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const viewer = await viewerOf(request);
  if (viewer) {
    const to = destination(redirectTo, viewer.isAdmin);
    if (to) throw redirect(to);
  }
  return { redirectTo, signedInAs: viewer?.email ?? null };
}

const MESSAGES: Record<number, string> = {
  401: "Forkert e-mail eller adgangskode.",
  429: "For mange loginforsøg. Vent et minut, og prøv igen.",
};

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  if (!email || !password) {
    return data({ error: "Udfyld både e-mail og adgangskode." }, { status: 400 });
  }
  const result = await signIn(request, email, password).catch((error: unknown) => {
    log.error(errorFields(error), "sign-in failed");
    return { ok: false as const, status: 503, retryAfter: undefined };
  });
  if (!result.ok) {
    // Unknown e-mail, wrong password and a malformed e-mail all read the same.
    const status = result.status === 400 ? 401 : result.status;
    const error = MESSAGES[status] ?? "Login er ikke muligt lige nu. Prøv igen om lidt.";
    const headers: HeadersInit = result.retryAfter ? { "Retry-After": result.retryAfter } : {};
    return data({ error }, { status, headers });
  }
  const headers = new Headers(NO_STORE_HEADERS);
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  const admin = await hasAdminRole(result.userId);
  return redirect(destination(redirectTo, admin) ?? "/", { headers });
}

const field =
  "min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-6 pt-32 pb-20">
      <h1 className="font-display text-h2 font-bold">Log ind</h1>
      {loaderData.signedInAs ? (
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
          <p>
            Du er logget ind som {loaderData.signedInAs}, men kontoen har ikke adgang til
            administrationen. Log ind med en anden konto nedenfor.
          </p>
          <Form method="post" action="/logout">
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              Log ud
            </button>
          </Form>
        </div>
      ) : (
        <p className="text-muted">For centrets personale. Konti oprettes af driften.</p>
      )}
      <Form
        method="post"
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
      >
        {loaderData.redirectTo ? (
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        ) : null}
        <label className="flex flex-col gap-1 font-semibold">
          E-mail
          <input name="email" type="email" autoComplete="username" required className={field} />
        </label>
        <label className="flex flex-col gap-1 font-semibold">
          Adgangskode
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={field}
          />
        </label>
        <p role="alert" className="min-h-6 text-danger">
          {actionData?.error ?? ""}
        </p>
        <button type="submit" disabled={submitting} className={buttonClass()}>
          {submitting ? "Logger ind…" : "Log ind"}
        </button>
      </Form>
    </section>
  );
}
