import type { FormDescription } from "#app/lib/forms/fields.ts";
import { welcomeInput } from "./schema.ts";

/**
 * The invitee's form at `/velkommen/TOKEN` (product.md §10): `Adgangskode`, `Gentag adgangskode`,
 * button `Opret adgangskode`. A plain form post, read on the server by its description.
 */
export const welcomeForm: FormDescription = {
  id: "welcome",
  schema: welcomeInput,
  field: {
    kind: "group",
    label: "Opret adgangskode",
    fields: [
      {
        kind: "text",
        key: "password",
        label: "Adgangskode",
        hint: "Mindst 8 tegn. En sætning af flere ord er let at huske og svær at gætte.",
        autoComplete: "new-password",
      },
      { kind: "text", key: "repeat", label: "Gentag adgangskode", autoComplete: "new-password" },
    ],
  },
};
