import { eventPage } from "#app/content/events-page.ts";
import type { Lang } from "#app/content/language.ts";
import type { EventKind } from "#app/db/schema.ts";
import type { Field } from "#app/lib/forms/fields.ts";
import type { PublicFormDescription } from "#app/lib/forms/public-forms.ts";
import { registrationInput } from "./schema.ts";

/**
 * An event's sign-up form (`/begivenheder/SLUG`, docs/api.md#the-event-pages-form-posts), described once for the one form
 * layer: drawn from here by `PublicForm`, its post read back by `readPublicPost` and checked by
 * the schema `POST /api/events/SLUG/registrations` checks with; its limits are the schema's.
 * Events of teams ask for the team's name too; a solo tournament for an optional gamertag, the
 * public name its bracket shows (docs/api.md#tournaments). In the page's language
 * (docs/pages.md#english): the labels, and the refusals of the schema it checks with.
 */

function formsIn(lang: Lang) {
  const copy = eventPage[lang];
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
  const GAMERTAG: Field = {
    kind: "text",
    key: "gamertag",
    label: copy.gamertag,
    hint: copy.gamertagHint,
    autoComplete: "nickname",
  };
  const form = (teamSize: number, kind: EventKind, fields: Field[]) => ({
    id: "signup",
    schema: registrationInput(teamSize, kind, lang),
    copy,
    field: { kind: "group" as const, label: copy.formHeading, fields },
  });
  return {
    solo: form(1, "event", [NAME, EMAIL]),
    soloTournament: form(1, "tournament", [NAME, EMAIL, GAMERTAG]),
    teams: form(2, "event", [NAME, EMAIL, TEAM]),
  };
}

const FORMS = { da: formsIn("da"), en: formsIn("en") };

export type SignUpForm = PublicFormDescription & {
  schema: ReturnType<typeof registrationInput>;
};

/** The sign-up form of an event of `kind` with teams of `teamSize`, in `lang`. */
export function signUpForm(teamSize: number, kind: EventKind, lang: Lang = "da"): SignUpForm {
  const forms = FORMS[lang];
  if (teamSize > 1) return forms.teams;
  return kind === "tournament" ? forms.soloTournament : forms.solo;
}
