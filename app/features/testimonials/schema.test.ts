import { describe, expect, it } from "vitest";
import { fieldErrorsOf, testimonialInput, testimonialUpdate } from "./schema.ts";

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
      "Spiltype må højst være 50 tegn",
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

  // JSON as typed: nothing is coerced (the form and the import convert their text themselves).
  it.each([
    ["rating", "5", "Bedømmelse skal være et tal"],
    ["rating", [5], "Bedømmelse skal være et tal"],
    ["rating", true, "Bedømmelse skal være et tal"],
    ["rating", null, "Bedømmelse skal være et tal"],
    ["rating", { value: 5 }, "Bedømmelse skal være et tal"],
    ["name", 5, "Navn skal være tekst"],
    ["name", ["Mads"], "Navn skal være tekst"],
    ["name", null, "Navn skal udfyldes"],
    ["comment", true, "Kommentar skal være tekst"],
    ["location", 7, "Lokation skal være tekst"],
    ["gaming_type", ["VIP"], "Spiltype skal være tekst"],
    ["is_featured", "true", "Fremhævet skal være sand eller falsk"],
    ["is_featured", 1, "Fremhævet skal være sand eller falsk"],
    ["is_active", null, "Aktiv skal være sand eller falsk"],
    ["is_active", [true], "Aktiv skal være sand eller falsk"],
  ])("refuses %s given as %j: %s", (field, value, message) => {
    const result = testimonialInput.safeParse({ name: "x", comment: "y", [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)).toEqual({ [field]: message });
  });

  it.each([["3"], [[3]], [3.5], [0], [null], [true]])("refuses version %j", (version) => {
    const result = testimonialUpdate.safeParse({ name: "x", comment: "y", version });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrorsOf(result.error))).toEqual(["version"]);
  });

  it("requires the version on an edit", () => {
    expect(testimonialUpdate.safeParse({ name: "x", comment: "y" }).success).toBe(false);
    expect(testimonialUpdate.parse({ name: "x", comment: "y", version: 3 }).version).toBe(3);
  });
});
