import { describe, expect, it } from "vitest";
import { defaultContent } from "./defaults.ts";
import { SECTION_NAMES, sectionSchemas } from "./sections.ts";
import { withShippedEnglish } from "./shipped-english.ts";

/** A value as an older release saved it: no `en` anywhere. */
function withoutEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEnglish);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "en")
      .map(([key, item]) => [key, withoutEnglish(item)]),
  );
}

describe("content saved before English existed", () => {
  it.each(SECTION_NAMES)("%s as shipped reads with the shipped English", (name) => {
    const old = withoutEnglish(defaultContent[name]);
    expect(sectionSchemas[name].parse(withShippedEnglish(old))).toEqual(defaultContent[name]);
  });

  it("leaves a text staff changed without English, and keeps an English staff emptied", () => {
    const old = withoutEnglish(defaultContent.faq) as { question: string; answer: string }[];
    const changed = [{ ...old[0], question: "Hvilke spil har I nu?" }, ...old.slice(1)];
    const [first] = sectionSchemas.faq.parse(withShippedEnglish(changed));
    expect(first?.en).toEqual({
      question: "",
      answer: defaultContent.faq[0]?.en.answer,
    });
    const emptied = defaultContent.faq.map((entry) => ({
      ...entry,
      en: { question: "", answer: "" },
    }));
    expect(sectionSchemas.faq.parse(withShippedEnglish(emptied))[0]?.en).toEqual({
      question: "",
      answer: "",
    });
  });
});
