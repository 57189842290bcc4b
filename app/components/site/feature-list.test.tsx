import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { localizedContent } from "#app/content/localize.ts";
import { FeatureList } from "./feature-list.tsx";

it("marks a line shown in staff's Danish on an English page, and only that line", () => {
  const [standard, ...rest] = defaultContent.departments;
  if (!standard) throw new Error("no department");
  const oneLine = { ...standard, en: { ...standard.en, highlights: ["240 Hz monitors"] } };
  const english = localizedContent({ ...defaultContent, departments: [oneLine, ...rest] }, "en");
  const department = english.departments[0];
  if (!department) throw new Error("no department");
  const spans = renderToStaticMarkup(<FeatureList of={department} field="highlights" />).match(
    /<span[^>]*>[^<]*<\/span>/g,
  );
  expect(spans).toEqual([
    "<span>240 Hz monitors</span>",
    `<span lang="da">${standard.highlights[1]}</span>`,
    `<span lang="da">${standard.highlights[2]}</span>`,
  ]);
});

it("marks nothing on the Danish page", () => {
  const [standard] = defaultContent.departments;
  if (!standard) throw new Error("no department");
  const html = renderToStaticMarkup(<FeatureList of={standard} field="highlights" />);
  expect(html).not.toContain("lang=");
  for (const line of standard.highlights) expect(html).toContain(line);
});
