import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { SECTION_NAMES, sectionErrors } from "#app/content/sections.ts";
import { changesBetween } from "#app/lib/forms/changes.ts";
import type { Field } from "#app/lib/forms/fields.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { fromDraft, getAt, setAt, toDraft } from "#app/lib/forms/values.ts";
import { sectionForm, sectionForms } from "./section-fields.ts";

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

/** The form post a browser makes of a draft: every control named by its path. */
function formOf(field: Field, draft: unknown, at: string[] = [], into = new URLSearchParams()) {
  const key = field.key === undefined ? at : [...at, field.key];
  const here = field.key === undefined ? draft : (draft as Record<string, unknown>)[field.key];
  const name = key.join(".");
  switch (field.kind) {
    case "group":
      for (const child of field.fields) formOf(child, draft === here ? draft : here, key, into);
      break;
    case "list":
    case "texts": {
      const items = here as unknown[];
      into.set([...key, "#"].join("."), String(items.length));
      items.forEach((item, index) => {
        if (field.kind === "texts") into.set([...key, index].join("."), String(item));
        else for (const child of field.fields) formOf(child, item, [...key, String(index)], into);
      });
      break;
    }
    case "switch":
      if (here === true) into.set(name, "on");
      break;
    case "image": {
      const image = here as { id: string; width: number; height: number } | null;
      if (image)
        for (const part of ["id", "width", "height"] as const)
          into.set(`${name}.${part}`, String(image[part]));
      break;
    }
    default:
      into.set(name, String(here ?? ""));
  }
  return into;
}

describe("the content admin's forms", () => {
  it.each(SECTION_NAMES)("%s: the form asks for every field of the section", (name) => {
    const value = defaultContent[name];
    const asked = new Set(describedKeys(sectionForms[name].field, value));
    expect([...asked].sort()).toEqual(valueKeys(value).sort());
  });

  it.each(SECTION_NAMES)(
    "%s: the saved value, posted as a form, is read back as it was",
    (name) => {
      const { field } = sectionForms[name];
      const post = readPost(sectionForm(name), formOf(field, toDraft(field, defaultContent[name])));
      expect(post).toMatchObject({ kind: "valid", value: defaultContent[name] });
      expect(sectionErrors(name, fromDraft(field, post.draft)).errors).toBeNull();
    },
  );

  it("a price is typed the Danish way and a half-typed one reaches the schema's error", () => {
    const field = sectionForms.departments.field;
    const draft = toDraft(field, defaultContent.departments);
    expect(getAt(draft, [0, "price"])).toBe(
      String(defaultContent.departments[0]?.price).replace(".", ","),
    );
    const typed = setAt(draft, [0, "price"], "12,50");
    expect((fromDraft(field, typed) as { price: number }[])[0]?.price).toBe(12.5);
    const notNumber = fromDraft(field, setAt(draft, [0, "price"], "tolv"));
    expect(sectionErrors("departments", notNumber).errors).toEqual({
      "departments.0.price": "Skal være et tal.",
    });
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
  });
});
