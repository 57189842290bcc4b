import { describe, expect, it } from "vitest";
import { fieldErrorsOf, testimonialInput, testimonialUpdate } from "./schema";

describe("testimonialInput", () => {
  it("applies the defaults and trims text", () => {
    const parsed = testimonialInput.parse({ name: "  Mads ", comment: " Fedt sted " });
    expect(parsed).toEqual({
      name: "Mads",
      comment: "Fedt sted",
      rating: 5,
      location: null,
      gaming_type: null,
      is_featured: false,
      is_active: true,
    });
  });

  it("drops fields clients may not set", () => {
    const parsed = testimonialInput.parse({
      name: "A",
      comment: "B",
      id: "x",
      version: 9,
      created_at: "2020-01-01",
      role: "admin",
    });
    expect(parsed).not.toHaveProperty("id");
    expect(parsed).not.toHaveProperty("version");
    expect(parsed).not.toHaveProperty("created_at");
    expect(parsed).not.toHaveProperty("role");
  });

  it.each([
    [{ name: " ", comment: "x" }, "name", "Navn skal udfyldes"],
    [{ name: "x", comment: "" }, "comment", "Kommentar skal udfyldes"],
    [{ name: "x".repeat(101), comment: "x" }, "name", "Navn må højst være 100 tegn"],
    [{ name: "x", comment: "x".repeat(2001) }, "comment", "Kommentar må højst være 2000 tegn"],
    [{ name: "x", comment: "x", rating: 0 }, "rating", "Bedømmelse skal være mellem 1 og 5"],
    [{ name: "x", comment: "x", rating: 6 }, "rating", "Bedømmelse skal være mellem 1 og 5"],
    [{ name: "x", comment: "x", rating: 4.5 }, "rating", "Bedømmelse skal være et helt tal"],
    [
      { name: "x", comment: "x", location: "x".repeat(101) },
      "location",
      "Lokation må højst være 100 tegn",
    ],
    [
      { name: "x", comment: "x", gaming_type: "x".repeat(51) },
      "gaming_type",
      "Gaming type må højst være 50 tegn",
    ],
    [
      { name: "x", comment: "x", is_active: "yes" },
      "is_active",
      "Aktiv skal være sand eller falsk",
    ],
  ])("refuses %o with a Danish message on %s", (input, field, message) => {
    const result = testimonialInput.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)[field]).toBe(message);
  });

  it("requires the version on an edit", () => {
    expect(testimonialUpdate.safeParse({ name: "x", comment: "y" }).success).toBe(false);
    expect(testimonialUpdate.parse({ name: "x", comment: "y", version: 3 }).version).toBe(3);
  });
});
