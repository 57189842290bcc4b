import { z } from "zod";
import { chosenPassword, NOT_THE_SAME, passwordAgain } from "#app/features/auth/credentials.ts";
import { requiredText } from "#app/lib/forms/text-schemas.ts";

// The admin's browser runs these schemas under our CSP (no 'unsafe-eval'): without `jitless`, zod
// probes `new Function` when a schema is built, and the browser reports it.
z.config({ jitless: true });

/**
 * Staff accounts (docs/api.md#staff-accounts): what the admin sends to invite a person or change
 * one, what the API answers about each, and the invitee's new password. One zod schema per input,
 * shared by the page's forms and the JSON API.
 */

export const ROLES = ["admin", "staff"] as const;
export type AccountRole = (typeof ROLES)[number];

/** How the interface names each role. */
export const ROLE_LABELS: Record<AccountRole, string> = { admin: "Admin", staff: "Personale" };

/** The longest address mail systems deliver to (RFC 5321). */
const EMAIL_MAX = 254;
const NAME_MAX = 100;

const role = z.enum(ROLES, { error: "Vælg Admin eller Personale" });

export const inviteInput = z.object({
  email: z
    .string({ error: "E-mail skal udfyldes" })
    .trim()
    .toLowerCase()
    .min(1, "E-mail skal udfyldes")
    .max(EMAIL_MAX, `En e-mailadresse har højst ${EMAIL_MAX} tegn`)
    .pipe(z.email("Skriv en hel e-mailadresse, fx navn@eksempel.dk")),
  name: requiredText("Navn", NAME_MAX),
  role,
});

export type InviteInput = z.infer<typeof inviteInput>;

export const accountPatch = z
  .object({
    role: role.optional(),
    active: z.boolean({ error: "Aktiv skal være true eller false" }).optional(),
  })
  .refine((patch) => patch.role !== undefined || patch.active !== undefined, {
    error: "Angiv role eller active.",
    path: ["role"],
  });

export type AccountPatch = z.infer<typeof accountPatch>;

/** One account as the admin sees it (GET /api/admin/users). */
export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  active: boolean;
  last_sign_in_at: string | null;
  /** No password yet: the invitation has not been taken up. */
  invitation_pending: boolean;
};

/** What a change on the page shows beyond its toast: the account, and a link to pass on. */
export type AccountRecord = { account: StaffAccount; invite_url: string | null };

/**
 * The invitee's first password (`/velkommen/TOKEN`), by the password rules
 * (docs/security.md#threat-model).
 */
export const welcomeInput = z
  .object({ password: chosenPassword("Skriv en adgangskode"), repeat: passwordAgain })
  .refine((input) => input.password === input.repeat, { error: NOT_THE_SAME, path: ["repeat"] });

export type WelcomeInput = z.infer<typeof welcomeInput>;
