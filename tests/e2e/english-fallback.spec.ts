import { ENGLISH_PAGE_PATHS } from "#app/content/public-paths.ts";
import { signedInAdmin } from "#tests/support/api-client.ts";
import { expect, test } from "./support/test.ts";

/**
 * Staff write their texts in Danish and, where they like, in English (docs/pages.md#english).
 * Where the English is empty, the English page shows the Danish, and a screen reader must read
 * it as Danish: every such text on every English page sits inside `lang="da"`.
 */

test.describe.configure({ timeout: 120_000 });

type Section = { value: unknown; version: number };

/** The value with every English text emptied: strings "", lists of lines []. */
function withoutEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEnglish);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "en" ? blank(inner) : withoutEnglish(inner),
    ]),
  );
}

function blank(value: unknown): unknown {
  if (typeof value === "string") return "";
  if (Array.isArray(value))
    return value.every((item) => typeof item === "string") ? [] : value.map(blank);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, blank(inner)]));
  return value;
}

/** The Danish texts whose shipped English differs: of two words or more, to be told apart. */
function danishTexts(value: unknown, english?: unknown): string[] {
  if (typeof value === "string") {
    return value !== english && value.trim().includes(" ") ? [value.trim()] : [];
  }
  if (Array.isArray(value)) {
    const other = Array.isArray(english) ? english : [];
    return value.flatMap((item, index) => danishTexts(item, other[index]));
  }
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  const en = (record.en ?? {}) as Record<string, unknown>;
  const theirs = (english ?? {}) as Record<string, unknown>;
  return Object.entries(record)
    .filter(([key]) => key !== "en")
    .flatMap(([key, inner]) =>
      key in en ? danishTexts(inner, en[key]) : danishTexts(inner, theirs[key] ?? inner),
    );
}

test('every Danish text shown where staff left the English empty is marked lang="da"', async ({
  page,
  ownServer: server,
}) => {
  const admin = await signedInAdmin(server);
  const { sections } = (await (await admin.get("/api/admin/content")).json()) as {
    sections: Record<string, Section>;
  };
  const all = Object.values(sections);
  const texts = [...new Set(all.flatMap((section) => danishTexts(section.value)))];
  expect(texts.length).toBeGreaterThan(50);
  for (const [name, section] of Object.entries(sections)) {
    const value = withoutEnglish(section.value);
    if (JSON.stringify(value) === JSON.stringify(section.value)) continue;
    const saved = await admin.put(`/api/admin/content/${name}`, {
      value,
      version: section.version,
    });
    expect(saved.status, name).toBe(200);
  }

  let seen = 0;
  const unmarked: string[] = [];
  for (const path of Object.values(ENGLISH_PAGE_PATHS)) {
    await page.goto(`${server.url}${path}`);
    const found = await page.evaluate((danish) => {
      const unmarked: string[] = [];
      let shown = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, template, noscript")) continue;
        const text = (node.textContent ?? "").replace(/\s+/g, " ");
        const hit = danish.find((line) => text.includes(line));
        if (!hit) continue;
        shown += 1;
        if (parent.closest("[lang]")?.getAttribute("lang") !== "da") unmarked.push(hit);
      }
      return { unmarked, shown };
    }, texts);
    seen += found.shown;
    unmarked.push(...found.unmarked.map((text) => `${path}: ${text}`));
  }
  expect(unmarked).toEqual([]);
  // The pages did show the staff's Danish: the check above looked at something.
  expect(seen).toBeGreaterThan(30);
});
