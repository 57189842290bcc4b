import { describe, expect, it } from "vitest";
import { defaultContent } from "./defaults.ts";
import { fallbackLang, localizedContent, missingEnglish, withEnglishLines } from "./localize.ts";
import { SECTION_NAMES, type SiteContent, sectionErrors, sectionSchemas } from "./sections.ts";

/** Every Danish text of `value` whose English twin is empty, by its path (`0.en.question`). */
function untranslated(value: unknown, at: string[] = []): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => untranslated(item, [...at, `${index}`]));
  if (typeof value !== "object" || value === null) return [];
  const object = value as Record<string, unknown>;
  const inner = Object.entries(object).flatMap(([key, item]) =>
    key === "en" ? [] : untranslated(item, [...at, key]),
  );
  const en = object.en as Record<string, unknown> | undefined;
  if (!en) return inner;
  const gaps = (da: unknown, english: unknown, path: string[]): string[] => {
    if (typeof da === "string")
      return da && !(typeof english === "string" && english.trim()) ? [path.join(".")] : [];
    if (Array.isArray(da))
      return da.flatMap((line, i) =>
        gaps(line, (english as unknown[] | undefined)?.[i], [...path, `${i}`]),
      );
    if (typeof da === "object" && da !== null)
      return Object.keys(english as object).flatMap((key) =>
        gaps((da as Record<string, unknown>)[key], (english as Record<string, unknown>)[key], [
          ...path,
          key,
        ]),
      );
    return [];
  };
  return [
    ...inner,
    ...Object.keys(en).flatMap((key) => gaps(object[key], en[key], [...at, "en", key])),
  ];
}

describe("the shipped content's English", () => {
  it.each(SECTION_NAMES)("%s has English for every Danish text, and is valid", (name) => {
    expect(untranslated(defaultContent[name])).toEqual([]);
    expect(missingEnglish(defaultContent[name])).toBe(0);
    expect(sectionErrors(name, defaultContent[name]).errors).toBeNull();
  });

  it("has an English object beside each object with visitor-facing text", () => {
    expect(defaultContent.notice.en).toEqual({ text: "" });
    expect(defaultContent.contact.en.hours).toBe("Open 24/7");
    for (const department of defaultContent.departments) {
      expect(department.en.highlights).toHaveLength(department.highlights.length);
      expect(department.en.specs).toHaveLength(department.specs.length);
    }
    for (const entry of defaultContent.faq) expect(entry.en.question).toMatch(/\?$/);
  });
});

describe("the sections' English in the schema", () => {
  it("parses content saved before English existed, with the English empty", () => {
    const old = { active: true, text: "Lukket i dag" };
    expect(sectionErrors("notice", old)).toEqual({
      value: { active: true, text: "Lukket i dag", en: { text: "" } },
      errors: null,
    });
    const faq = [{ question: "Hvad?", answer: "Det." }];
    expect(sectionSchemas.faq.parse(faq)).toEqual([
      { question: "Hvad?", answer: "Det.", en: { question: "", answer: "" } },
    ]);
    const departments = defaultContent.departments.map(({ en: _en, ...danish }) => danish);
    const parsed = sectionSchemas.departments.parse(departments);
    expect(parsed[0]?.en.comparison).toEqual({
      performance: "",
      screen: "",
      atmosphere: "",
      graphics: "",
    });
    expect(parsed[0]?.en.highlights).toEqual([]);
  });

  it("takes English texts, each optional and trimmed", () => {
    const value = { active: true, text: "Lukket", en: { text: "  Closed  " } };
    expect(sectionErrors("notice", value).value).toEqual({
      active: true,
      text: "Lukket",
      en: { text: "Closed" },
    });
    expect(
      sectionErrors("faq", [{ question: "Hvad?", answer: "Det.", en: { answer: "That." } }]),
    ).toMatchObject({ value: [{ en: { question: "", answer: "That." } }] });
  });

  it("holds the English to the Danish field's limits, keyed by its path", () => {
    expect(
      sectionErrors("notice", { active: false, text: "", en: { text: "x".repeat(201) } }).errors,
    ).toEqual({ "notice.en.text": "Højst 200 tegn." });
    const faq = [{ question: "Hvad?", answer: "Det.", en: { question: "x".repeat(201) } }];
    expect(sectionErrors("faq", faq).errors).toEqual({ "faq.0.en.question": "Højst 200 tegn." });
    const [first, ...rest] = defaultContent.departments;
    const fourLines = [
      { ...first, en: { ...first?.en, highlights: ["a", "b", "c", "d"] } },
      ...rest,
    ];
    expect(sectionErrors("departments", fourLines).errors).toEqual({
      "departments.0.en.highlights": "Højst 3 punkter.",
    });
    expect(sectionErrors("notice", { active: false, text: "", en: "Closed" }).errors).toEqual({
      "notice.en": "Skal være et objekt.",
    });
    expect(sectionErrors("notice", { active: false, text: "", en: { text: 3 } }).errors).toEqual({
      "notice.en.text": "Skal være tekst.",
    });
  });
});

describe("localizedContent", () => {
  const content: SiteContent = {
    ...defaultContent,
    notice: { active: true, text: "Lukket i dag", en: { text: "" } },
    faq: [
      { question: "Hvad?", answer: "Det.", en: { question: "What?", answer: "" } },
      ...defaultContent.faq,
    ],
  };

  it("gives the Danish page the content as saved", () => {
    expect(localizedContent(content, "da")).toBe(content);
  });

  it("gives the English page each text's English, and the Danish where none is written", () => {
    const english = localizedContent(content, "en");
    const [first, second] = english.faq;
    expect(first).toMatchObject({ question: "What?", answer: "Det." });
    expect(second?.question).toBe("What games do you have?");
    expect(english.notice.text).toBe("Lukket i dag");
    expect(english.contact.hours).toBe("Open 24/7");
    expect(english.departments[0]?.comparison.atmosphere).toBe("Lively and social");
    expect(english.departments[0]?.highlights).toEqual(
      defaultContent.departments[0]?.en.highlights,
    );
    // Numbers, links and names without English stay as they are.
    expect(english.departments[0]?.price).toBe(12);
    expect(english.nightGaming.games).toEqual(defaultContent.nightGaming.games);
    expect(english.contact.phone).toBe(defaultContent.contact.phone);
    // The same saved content gives the same localised object: every component shares it.
    expect(localizedContent(content, "en")).toBe(english);
  });

  it("says which texts fell back to Danish, to mark them lang=da", () => {
    const english = localizedContent(content, "en");
    const [first, second] = english.faq;
    expect(first && fallbackLang(first, "answer")).toBe("da");
    expect(first && fallbackLang(first, "question")).toBeUndefined();
    expect(second && fallbackLang(second, "question")).toBeUndefined();
    expect(fallbackLang(english.notice, "text")).toBe("da");
    // Nothing is marked on the Danish page.
    expect(fallbackLang(content.notice, "text")).toBeUndefined();
  });

  it("falls back line by line in a list", () => {
    const [standard, ...rest] = defaultContent.departments;
    if (!standard) throw new Error("no department");
    const oneLine = { ...standard, en: { ...standard.en, highlights: ["240 Hz monitors"] } };
    const english = localizedContent({ ...content, departments: [oneLine, ...rest] }, "en");
    const department = english.departments[0];
    if (!department) throw new Error("no department");
    expect(department.highlights).toEqual([
      "240 Hz monitors",
      standard.highlights[1],
      standard.highlights[2],
    ]);
    expect(fallbackLang(department, "highlights", 0)).toBeUndefined();
    expect(fallbackLang(department, "highlights", 1)).toBe("da");
    expect(fallbackLang(department, "highlights", 2)).toBe("da");
  });
});

describe("missingEnglish", () => {
  it("counts the Danish texts whose English is empty, lines included", () => {
    expect(missingEnglish({ active: true, text: "Lukket", en: { text: "" } })).toBe(1);
    expect(missingEnglish({ active: false, text: "", en: { text: "" } })).toBe(0);
    const faq = [{ question: "Hvad?", answer: "Det.", en: { question: "What?", answer: " " } }];
    expect(missingEnglish(faq)).toBe(1);
    const [standard] = defaultContent.departments;
    const lines = [{ ...standard, en: { ...standard?.en, highlights: ["One"] } }];
    expect(missingEnglish(lines)).toBe(2);
  });

  it("pads the English lists to the Danish length for the form", () => {
    const gear = [{ title: "Udstyr", items: ["a", "b"], en: { title: "Gear", items: ["A"] } }];
    expect(withEnglishLines(gear)).toEqual([
      { title: "Udstyr", items: ["a", "b"], en: { title: "Gear", items: ["A", ""] } },
    ]);
  });
});
