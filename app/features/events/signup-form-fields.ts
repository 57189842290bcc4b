import { eventPage as copy } from "#app/content/events-page.ts";
import type { Field } from "#app/lib/forms/fields.ts";
import type { PublicFormDescription } from "#app/lib/forms/public-forms.ts";
import { registrationInput } from "./schema.ts";

/**
 * An event's sign-up form (`/begivenheder/SLUG`, product.md §11), described once for the one form
 * layer: drawn from here by `PublicForm`, its post read back by `readPublicPost` and checked by
 * the schema `POST /api/events/SLUG/registrations` checks with; its limits are the schema's.
 * Events of teams ask for the team's name too.
 */

const NAME: Field = { kind: "text", key: "name", label: copy.name, autoComplete: "name" };
const EMAIL: Field = {
  kind: "text",
  key: "email",
  label: copy.email,
  autoComplete: "email",
  inputType: "email",
};
const TEAM: Field = {
  kind: "text",
  key: "team_name",
  label: copy.teamName,
  hint: copy.teamHint,
  autoComplete: "off",
};

const form = (teamSize: number, fields: Field[]): PublicFormDescription => ({
  id: "signup",
  schema: registrationInput(teamSize),
  copy,
  field: { kind: "group", label: "Tilmelding", fields },
});

const FORMS = { solo: form(1, [NAME, EMAIL]), teams: form(2, [NAME, EMAIL, TEAM]) };

export type SignUpForm = typeof FORMS.solo;

/** The sign-up form of an event with teams of `teamSize`. */
export function signUpForm(teamSize: number): SignUpForm {
  return teamSize > 1 ? FORMS.teams : FORMS.solo;
}
