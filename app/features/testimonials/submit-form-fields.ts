import { submitTestimonialPage as copy } from "#app/content/submit-testimonial-page.ts";
import type { PublicFormDescription } from "#app/lib/forms/public-forms.ts";
import { submissionInput } from "./schema.ts";

/**
 * The visitors' testimonial form (`/anmeldelse`, docs/admin.md#reviews-from-guests), described once for the one form
 * layer: drawn from here by `PublicForm`, its post read back by `readPublicPost` and checked by
 * the schema the JSON endpoint checks with; its limits are the schema's.
 */
export const submitTestimonialForm: PublicFormDescription = {
  id: "submit",
  schema: submissionInput,
  copy,
  field: {
    kind: "group",
    label: "Anmeldelse",
    fields: [
      {
        kind: "text",
        key: "name",
        label: copy.name,
        hint: copy.nameHint,
        autoComplete: "given-name",
      },
      { kind: "integer", key: "rating", label: copy.rating },
      { kind: "text", key: "comment", label: copy.comment, hint: copy.commentHint, rows: 6 },
      {
        kind: "text",
        key: "gaming_type",
        label: `${copy.gamingType} (valgfrit)`,
        hint: copy.gamingTypeHint,
      },
    ],
  },
};
