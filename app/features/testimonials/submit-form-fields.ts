import type { FormDescription } from "#app/lib/forms/fields.ts";
import { submissionInput } from "./schema.ts";

/**
 * The visitors' testimonial form (`/anmeldelse`, docs/admin.md#reviews-from-guests) for the one
 * form layer: its post is read by the same `readPost` as the admin's forms, checked by the schema
 * the JSON endpoint uses. The page draws it by hand (stars, a honeypot; no script runs on public
 * pages), with the controls named as here.
 */
export const submitTestimonialForm: FormDescription = {
  id: "submit",
  schema: submissionInput,
  field: {
    kind: "group",
    label: "Anmeldelse",
    fields: [
      { kind: "text", key: "name", label: "Navn" },
      { kind: "integer", key: "rating", label: "Bedømmelse" },
      { kind: "text", key: "comment", label: "Din anmeldelse", rows: 6 },
      { kind: "text", key: "gaming_type", label: "Spiltype" },
    ],
  },
};
