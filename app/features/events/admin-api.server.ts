import { z } from "zod";
import { check } from "#app/lib/forms/errors.ts";
import { invalidFields, jsonError, readBodyBytes, readJsonBody } from "#app/platform/api.server.ts";
import type { Registration } from "./event.ts";
import { deleteInput } from "./schema.ts";
import type { RegistrationChange } from "./staff.server.ts";

/** The shared parts of the admin's event API handlers (docs/api.md#events-for-staff). */

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

/**
 * `DELETE /api/admin/events/:id`'s body: none, or `{ "message" }` for the guests of an event that
 * has some to tell. Throws 400 for a body that is not such JSON.
 */
export async function readDeleteMessage(request: Request): Promise<string | undefined> {
  const text = (await readBodyBytes(request)).toString("utf8");
  if (!text.trim()) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw jsonError(400, "Ugyldig JSON.");
  }
  return checkedBody(deleteInput, body).message ?? undefined;
}

function checkedBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const checked = check(schema, body);
  if (checked.errors) throw invalidFields(checked.errors);
  return checked.value as T;
}

/** A registration as staff see it through the API (its fields: docs/api.md#events-for-staff). */
export function registrationJson(registration: Registration) {
  const { id, name, email, team_name, gamertag, status, position, created_at, checked_in_at } =
    registration;
  return { id, name, email, team_name, gamertag, status, position, created_at, checked_in_at };
}
