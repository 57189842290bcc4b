import type { Lang } from "#app/content/language.ts";
import { submitTestimonialPage } from "#app/content/submit-testimonial-page.ts";
import type { PublicFormDescription } from "#app/lib/forms/public-forms.ts";
import { submissionInputs } from "./schema.ts";

/**
 * The visitors' testimonial form (`/anmeldelse`, `/en/review`, docs/admin.md#reviews-from-guests),
 * described once for the one form layer: drawn from here by `PublicForm`, its post read back by
 * `readPublicPost` and checked by the schema the JSON endpoint checks with, in the page's
 * language; its limits are the schema's.
 */
function submitForm(lang: Lang): PublicFormDescription {
  const copy = submitTestimonialPage[lang];
  return {
    id: "submit",
    schema: submissionInputs[lang],
    copy,
    field: {
      kind: "group",
      label: copy.group,
      fields: [
        {
          kind: "text",
          key: "name",
          label: copy.name,
          hint: copy.nameHint,
          autoComplete: "given-name",
        },
        { kind: "integer", key: "rating", label: copy.rating, choiceText: copy.stars },
        { kind: "text", key: "comment", label: copy.comment, hint: copy.commentHint, rows: 6 },
        {
          kind: "text",
          key: "gaming_type",
          label: `${copy.gamingType} (${copy.optional})`,
          hint: copy.gamingTypeHint,
        },
      ],
    },
  };
}

export const submitTestimonialForms: Record<Lang, PublicFormDescription> = {
  da: submitForm("da"),
  en: submitForm("en"),
};
