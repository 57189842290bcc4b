import type { Toast } from "#app/lib/forms/outcome.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import { staffChangeRegistration } from "./staff.server.ts";

/**
 * `Tjek ind` posted by the browser itself (`formActionWithRow`): a click before the page's script
 * runs (or without JavaScript) checks the guest in all the same. Once the script runs, the button
 * saves through the API and shows it at once. The button's name is the state wanted (`ind`,
 * `ud`), not a toggle: a click sent twice checks in once; its value is the registration.
 */
export async function checkInPosted(
  form: URLSearchParams,
  url: URL,
  session: StaffSession,
): Promise<Toast> {
  const eventId = (url.searchParams.get("tilmeldinger") ?? "").slice(0, 100);
  const checkedIn = form.has("ind");
  const id = (form.get(checkedIn ? "ind" : "ud") ?? "").slice(0, 100);
  const result = await staffChangeRegistration(session.user.email, eventId, id, {
    checked_in: checkedIn,
  });
  if (result.kind === "not-found") {
    return {
      title: "Fejl",
      description: "Tilmeldingen findes ikke længere.",
      variant: "destructive",
    };
  }
  const name = result.registration.name ?? "Gæsten";
  return checkedIn
    ? { title: "Tjekket ind", description: `${name} er tjekket ind.` }
    : { title: "Indtjekning fjernet", description: `${name} er ikke tjekket ind.` };
}
