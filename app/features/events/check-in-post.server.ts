import { assertSameOrigin } from "#app/platform/api.server.ts";
import { redirectWithToast } from "#app/platform/form-post.server.ts";
import { requireStaff } from "#app/platform/guards.server.ts";
import { staffChangeRegistration } from "./staff.server.ts";

/**
 * `Tjek ind` posted by the browser itself: a click before the page's script runs (or without
 * JavaScript) checks the guest in all the same and comes back to the same page of registrations
 * with a toast. Once the script runs, the button saves through the API and shows it at once.
 * The button's name is the state wanted (`ind`, `ud`), not a toggle: a click sent twice checks
 * in once; its value is the registration.
 */
export async function checkInPosted(request: Request, form: URLSearchParams): Promise<Response> {
  assertSameOrigin(request);
  const session = await requireStaff(request);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}#tilmeldinger`;
  const eventId = (url.searchParams.get("tilmeldinger") ?? "").slice(0, 100);
  const checkedIn = form.has("ind");
  const id = (form.get(checkedIn ? "ind" : "ud") ?? "").slice(0, 100);
  const result = await staffChangeRegistration(session.user.email, eventId, id, {
    checked_in: checkedIn,
  });
  if (result.kind === "not-found") {
    return redirectWithToast(back, {
      title: "Fejl",
      description: "Tilmeldingen findes ikke længere.",
      variant: "destructive",
    });
  }
  const name = result.registration.name ?? "Gæsten";
  return redirectWithToast(
    back,
    checkedIn
      ? { title: "Tjekket ind", description: `${name} er tjekket ind.` }
      : { title: "Indtjekning fjernet", description: `${name} er ikke tjekket ind.` },
  );
}
