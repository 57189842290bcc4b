import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { localizedContent } from "#app/content/localize.ts";
import { FeatureList } from "./feature-list.tsx";

it("marks a line shown in staff's Danish on an English page, and only that line", () => {
  const danish = defaultContent.departments[0]?.highlights ?? [];
  const departments = defaultContent.departments.map((department, index) =>
    index === 0
      ? { ...department, en: { ...department.en, highlights: ["240 Hz monitors"] } }
      : department,
  );
  const english = localizedContent({ ...defaultContent, departments }, "en").departments[0];
  const html = english && renderToStaticMarkup(<FeatureList of={english} field="highlights" />);
  expect(html?.match(/<span[^>]*>[^<]*<\/span>/g)).toEqual([
    "<span>240 Hz monitors</span>",
    `<span lang="da">${danish[1]}</span>`,
    `<span lang="da">${danish[2]}</span>`,
  ]);
});

it("marks nothing on the Danish page", () => {
  const [standard] = defaultContent.departments;
  if (!standard) throw new Error("no department");
  const html = renderToStaticMarkup(<FeatureList of={standard} field="highlights" />);
  expect(html).not.toContain("lang=");
  for (const line of standard.highlights) expect(html).toContain(line);
});
