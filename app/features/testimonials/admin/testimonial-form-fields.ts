import { DEFAULT_RATING } from "#app/features/testimonials/limits.ts";
import { type Testimonial, testimonialInput } from "#app/features/testimonials/schema.ts";
import { integer, longText, sideBySide, text, toggle } from "#app/lib/forms/field-builders.ts";
import type { FormDescription } from "#app/lib/forms/fields.ts";
import type { Stored } from "#app/lib/forms/outcome.ts";

/**
 * The testimonial form (docs/pages.md#sign-in-and-the-admins-names): a description for the admin's
 * one form layer. Controls are named as the entity's fields; the schema is the API's.
 */
export const testimonialForm: FormDescription = {
  id: "testimonial",
  schema: testimonialInput,
  field: {
    kind: "group",
    label: "Anmeldelse",
    fields: [
      text("name", "Navn"),
      longText("comment", "Kommentar", 4),
      sideBySide("Bedømmelse og spiltype", [
        integer("rating", "Bedømmelse (1-5)"),
        text("gaming_type", "Spiltype", "Valgfri, fx VIP, PS5 eller LAN-party"),
      ]),
      text("location", "Lokation", "Tom lokation bliver til centrets navn"),
      {
        kind: "group",
        label: "Visning",
        fields: [
          toggle("is_featured", "Fremhævet", "Vises først på forsiden"),
          toggle("is_active", "Aktiv", "Kun aktive anmeldelser vises på forsiden"),
        ],
      },
    ],
  },
};

/** What the form edits of a row: its fields and version. */
export function storedOf(row: Testimonial): Stored {
  const { name, comment, rating, location, gaming_type, is_featured, is_active } = row;
  return {
    value: { name, comment, rating, location, gaming_type, is_featured, is_active },
    version: row.version,
    updated_at: row.updated_at,
    updated_by: null,
  };
}

/** Add mode's start: rating 5, the center's own name as location, active, not featured. */
export function blankTestimonial(siteName: string): Stored {
  return {
    value: {
      name: "",
      comment: "",
      rating: DEFAULT_RATING,
      location: siteName,
      gaming_type: null,
      is_featured: false,
      is_active: true,
    },
    version: 0,
  };
}
