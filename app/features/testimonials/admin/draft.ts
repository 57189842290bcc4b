import type { z } from "zod";
import { DEFAULT_RATING } from "#app/features/testimonials/limits.ts";
import type { Testimonial, testimonialInput } from "#app/features/testimonials/schema.ts";
import { numberFromText } from "#app/lib/number-text.ts";

/**
 * What the admin has typed, exactly as typed: strings for the text inputs (the rating too, so a
 * half-typed number survives a failed save) and booleans for the checkboxes.
 */
export type Draft = {
  name: string;
  comment: string;
  rating: string;
  location: string;
  gaming_type: string;
  is_featured: boolean;
  is_active: boolean;
};

export type DraftField = keyof Draft;

/** What the form sends: the schema's input, with null for a rating that is not a number. */
export type TestimonialBody = Omit<z.input<typeof testimonialInput>, "rating"> & {
  rating: number | null;
};

/** Add mode's starting point: rating 5, the center's own name as location, active, not featured. */
export function emptyDraft(siteName: string): Draft {
  return {
    name: "",
    comment: "",
    rating: String(DEFAULT_RATING),
    location: siteName,
    gaming_type: "",
    is_featured: false,
    is_active: true,
  };
}

/** Edit mode's starting point: the stored row's fields. */
export function draftOf(testimonial: Testimonial): Draft {
  return {
    name: testimonial.name,
    comment: testimonial.comment,
    rating: String(testimonial.rating),
    location: testimonial.location,
    gaming_type: testimonial.gaming_type ?? "",
    is_featured: testimonial.is_featured,
    is_active: testimonial.is_active,
  };
}

/**
 * The request body for the API; the server trims, checks and fills in defaults. The form is the
 * edge where the rating is text: it becomes a JSON number here, or null when it is not a number
 * (the server then answers with the rating's field error).
 */
export function inputOf(draft: Draft): TestimonialBody {
  return {
    name: draft.name,
    comment: draft.comment,
    rating: numberFromText(draft.rating),
    location: draft.location,
    gaming_type: draft.gaming_type,
    is_featured: draft.is_featured,
    is_active: draft.is_active,
  };
}
