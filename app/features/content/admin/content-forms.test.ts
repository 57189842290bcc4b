import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { SECTION_NAMES, sectionErrors } from "#app/content/sections.ts";
import { changesLine, describeChanges } from "#app/lib/forms/changes.ts";
import { type Field, shownFields } from "#app/lib/forms/fields.ts";
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

  it("what a save did is said in the form's words: moved, added, removed, from and to", () => {
    const faq = sectionForms.faq.field;
    const shipped = defaultContent.faq;
    const last = shipped.at(-1);
    // The walkthrough's move: the last question to the top read "Ændrede Spørgsmål 1 › Spørgsmål,
    // … og 10 mere", every place whose text changed.
    const moved = [last, ...shipped.slice(0, -1)];
    expect(describeChanges(faq, shipped, moved).map((change) => change.text)).toEqual([
      `Flyttede spørgsmål „${last?.question}“ fra plads ${shipped.length} til 1`,
    ]);
    const added = [...shipped, { question: "Må man tage sin egen controller med?", answer: "Ja." }];
    expect(describeChanges(faq, shipped, added).map((change) => change.text)).toEqual([
      "Tilføjede spørgsmål „Må man tage sin egen controller med?“",
    ]);
    expect(describeChanges(faq, shipped, shipped.slice(1)).map((change) => change.kind)).toEqual([
      "removed",
    ]);

    const departments = sectionForms.departments.field;
    const dearer = setAt(defaultContent.departments, [0, "price"], 13);
    expect(changesLine(describeChanges(departments, defaultContent.departments, dearer))).toBe(
      "ændrede Standard › Pris i kr. pr. time fra 12 kr. til 13 kr.",
    );
  });
});

describe("the English fields", () => {
  const shown = (name: "faq" | "departments") => {
    const field = sectionForms[name].field;
    if (field.kind !== "list") throw new Error("a list");
    return shownFields(field.fields).map(({ field: child, under }) => ({
      key: [...under, child.key].join("."),
      label: child.label,
    }));
  };

  it("shows each English field right under its Danish one, labelled (engelsk)", () => {
    expect(shown("faq")).toEqual([
      { key: "question", label: "Spørgsmål" },
      { key: "en.question", label: "Spørgsmål (engelsk)" },
      { key: "answer", label: "Svar" },
      { key: "en.answer", label: "Svar (engelsk)" },
    ]);
    const departments = shown("departments").map(({ key }) => key);
    expect(departments.slice(0, 5)).toEqual(["id", "title", "en.title", "badge", "en.badge"]);
    expect(departments).toContain("en.comparison");
    expect(departments.indexOf("en.highlights")).toBe(departments.indexOf("highlights") + 1);
    // Numbers and pictures have none.
    expect(departments).not.toContain("en.price");
    expect(departments).not.toContain("en.image");
  });

  it("reads a form post's English, and a new item starts with its English empty", () => {
    const field = sectionForms.notice.field;
    const post = readPost(
      sectionForm("notice"),
      new URLSearchParams({ active: "on", text: "Lukket", "en.text": "Closed" }),
    );
    expect(post).toMatchObject({
      kind: "valid",
      value: { active: true, text: "Lukket", en: { text: "Closed" } },
    });
    expect(field.kind).toBe("group");
    const faq = sectionForms.faq.field;
    expect(faq.kind === "list" && faq.blank?.()).toEqual({
      question: "",
      answer: "",
      en: { question: "", answer: "" },
    });
  });
});
