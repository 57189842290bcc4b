import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { SECTION_NAMES, sectionErrors } from "#app/content/sections.ts";
import { changesBetween } from "./changes.ts";
import { editList, formErrors, fromDraft, getAt, setAt, toDraft } from "./draft.ts";
import { type Field, sectionForms } from "./section-fields.ts";

/** Every key a field description names, as paths like `0.comparison.screen`. */
function describedKeys(field: Field, value: unknown, prefix: string[] = []): string[] {
  const at = field.key === undefined ? prefix : [...prefix, field.key];
  const here = field.key === undefined ? value : (value as Record<string, unknown>)[field.key];
  if (field.kind === "group") return field.fields.flatMap((f) => describedKeys(f, here, at));
  if (field.kind === "list") {
    return (here as unknown[]).flatMap((item, index) =>
      field.fields.flatMap((f) => describedKeys(f, item, [...at, String(index)])),
    );
  }
  return [at.join(".")];
}

/** Every leaf of a value (lists of texts count as one). */
function valueKeys(value: unknown, prefix: string[] = []): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
    return [prefix.join(".")];
  }
  if (value && typeof value === "object" && !isImage(value)) {
    return Object.entries(value).flatMap(([key, child]) => valueKeys(child, [...prefix, key]));
  }
  return [prefix.join(".")];
}

const isImage = (value: object) => "id" in value && "width" in value;

describe("the content admin's forms", () => {
  it.each(SECTION_NAMES)("%s: the form asks for every field of the section", (name) => {
    const value = defaultContent[name];
    const asked = new Set(describedKeys(sectionForms[name].field, value));
    // A department's id is fixed (product.md §7): the one field no form shows.
    const expected = valueKeys(value).filter((key) => !/^\d+\.id$/.test(key));
    expect([...asked].sort()).toEqual(expected.sort());
  });

  it.each(SECTION_NAMES)("%s: a draft of the saved value sends the same value", (name) => {
    const field = sectionForms[name].field;
    const sent = fromDraft(field, toDraft(field, defaultContent[name]));
    expect(sent).toEqual(defaultContent[name]);
    expect(sectionErrors(name, sent).errors).toBeNull();
  });

  it("a price is typed the Danish way and a half-typed one reaches the schema's error", () => {
    const field = sectionForms.departments.field;
    const draft = toDraft(field, defaultContent.departments);
    expect(getAt(draft, [0, "price"])).toBe(
      String(defaultContent.departments[0]?.price).replace(".", ","),
    );
    const typed = setAt(draft, [0, "price"], "12,50");
    expect((fromDraft(field, typed) as { price: number }[])[0]?.price).toBe(12.5);
    const broken = fromDraft(field, setAt(draft, [0, "price"], "12,"));
    expect(sectionErrors("departments", broken).errors).toBeNull();
    const notNumber = fromDraft(field, setAt(draft, [0, "price"], "tolv"));
    expect(sectionErrors("departments", notNumber).errors).toEqual({
      "departments.0.price": "Skal være et tal.",
    });
  });

  it("errors are keyed for the form without the section's name", () => {
    expect(
      formErrors("faq", { "faq.3.answer": "Skal udfyldes.", faq: "Højst 30 punkter." }),
    ).toEqual({
      "3.answer": "Skal udfyldes.",
      "": "Højst 30 punkter.",
    });
  });

  it("list edits move, remove and add, and leave the original alone", () => {
    const list = ["a", "b", "c"];
    expect(editList(list, { kind: "move", index: 2, by: -1 })).toEqual(["a", "c", "b"]);
    expect(editList(list, { kind: "move", index: 0, by: -1 })).toBe(list);
    expect(editList(list, { kind: "remove", index: 1 })).toEqual(["a", "c"]);
    expect(editList(list, { kind: "add", item: "d" })).toEqual(["a", "b", "c", "d"]);
    expect(list).toEqual(["a", "b", "c"]);
  });

  it("what changed is named as the form names it", () => {
    const field = sectionForms.faq.field;
    const before = [
      { question: "Åbent?", answer: "Ja" },
      { question: "Pris?", answer: "12 kr." },
    ];
    const after = [{ question: "Åbent?", answer: "Ja, altid" }];
    expect(changesBetween(field, before, after)).toEqual([
      { key: "0.answer", label: "Spørgsmål 1 (Åbent?) › Svar", before: "Ja", after: "Ja, altid" },
      { key: "1.question", label: "Spørgsmål 2 (Pris?) › Spørgsmål", before: "Pris?", after: null },
      { key: "1.answer", label: "Spørgsmål 2 (Pris?) › Svar", before: "12 kr.", after: null },
    ]);
    const departments = sectionForms.departments.field;
    const cheaper = setAt(defaultContent.departments, [0, "price"], 13);
    expect(changesBetween(departments, defaultContent.departments, cheaper)).toEqual([
      expect.objectContaining({ key: "0.price", after: "13 kr." }),
    ]);
    expect(
      changesBetween(departments, undefined, defaultContent.departments).length,
    ).toBeGreaterThan(30);
  });
});
