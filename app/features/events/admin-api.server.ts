import { z } from "zod";
import { check } from "#app/lib/forms/errors.ts";
import { invalidFields, jsonError, readJsonBody } from "#app/platform/api.server.ts";
import type { Registration } from "./event.ts";
import type { RegistrationChange } from "./staff.server.ts";

/** The shared parts of the admin's event API handlers (product.md §11). */

export const eventNotFound = () => jsonError(404, "Begivenheden findes ikke.");
export const registrationNotFound = () => jsonError(404, "Tilmeldingen findes ikke.");

const checkedIn = z.object({
  checked_in: z.boolean({ error: "Tjekket ind skal være sand eller falsk" }),
});
const cancelled = z.object({
  status: z.literal("cancelled", { error: 'Status kan kun sættes til "cancelled" (afmeldt)' }),
});

/** `PATCH …/registrations/:rid`: `{ "checked_in": bool }` or `{ "status": "cancelled" }`. */
export async function readRegistrationChange(request: Request): Promise<RegistrationChange> {
  const body = await readJsonBody(request);
  if ("checked_in" in body && "status" in body) {
    throw invalidFields({ status: "Send enten checked_in eller status, ikke begge" });
  }
  if ("status" in body) return checkedBody(cancelled, body);
  if ("checked_in" in body) return checkedBody(checkedIn, body);
  throw invalidFields({ checked_in: "Send checked_in (sand eller falsk) eller status" });
}

function checkedBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const checked = check(schema, body);
  if (checked.errors) throw invalidFields(checked.errors);
  return checked.value as T;
}

/** A registration as staff see it through the API (product.md §11's fields). */
export function registrationJson(registration: Registration) {
  const { id, name, email, team_name, gamertag, status, position, created_at, checked_in_at } =
    registration;
  return { id, name, email, team_name, gamertag, status, position, created_at, checked_in_at };
}
