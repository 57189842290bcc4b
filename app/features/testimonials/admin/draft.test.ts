import { describe, expect, it } from "vitest";
import { type Testimonial, testimonialInput } from "#app/features/testimonials/schema.ts";
import { draftOf, emptyDraft, inputOf } from "./draft.ts";

const stored: Testimonial = {
  id: "b7c1",
  name: "Mads",
  comment: "Fed aften",
  rating: 4,
  location: "Frederiksberg Gaming Center",
  gaming_type: null,
  is_featured: true,
  is_active: false,
  created_at: "2026-11-22T10:00:00.000Z",
  updated_at: "2026-11-22T10:00:00.000Z",
  version: 3,
  status: "approved",
  reject_reason: null,
  has_link: false,
};

describe("admin form draft", () => {
  it("starts add mode with the spec's defaults: rating 5, the center's name, active, not featured", () => {
    expect(emptyDraft("Frederiksberg Gaming Center")).toEqual({
      name: "",
      comment: "",
      rating: "5",
      location: "Frederiksberg Gaming Center",
      gaming_type: "",
      is_featured: false,
      is_active: true,
    });
  });

  it("loads a stored testimonial's fields for editing, a missing gaming type as empty text", () => {
    expect(draftOf(stored)).toEqual({
      name: "Mads",
      comment: "Fed aften",
      rating: "4",
      location: "Frederiksberg Gaming Center",
      gaming_type: "",
      is_featured: true,
      is_active: false,
    });
  });

  it("turns the draft into input the shared schema accepts, rating as a number", () => {
    const input = inputOf({ ...draftOf(stored), gaming_type: "VIP" });
    expect(input.rating).toBe(4);
    expect(testimonialInput.parse(input)).toMatchObject({ name: "Mads", gaming_type: "VIP" });
  });

  it("is the edge where the typed rating becomes a JSON number, or null when it is none", () => {
    expect(inputOf({ ...draftOf(stored), rating: " 3 " }).rating).toBe(3);
    for (const typed of ["", "fem", "3 stjerner"]) {
      const input = inputOf({ ...draftOf(stored), rating: typed });
      expect(input.rating).toBeNull();
      const result = testimonialInput.safeParse(JSON.parse(JSON.stringify(input)));
      expect(result.success).toBe(false);
    }
  });

  it("sends no id, timestamps or version from the form", () => {
    expect(Object.keys(inputOf(draftOf(stored))).sort()).toEqual(
      ["comment", "gaming_type", "is_active", "is_featured", "location", "name", "rating"].sort(),
    );
  });
});
