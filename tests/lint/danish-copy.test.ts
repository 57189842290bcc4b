import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The Danish a visitor or the staff reads: every string literal and JSX text in the copy
 * (`app/content/`) and in the components, features and routes that render it, checked against
 * the spellings we settled on. Code comments are not read. The original site's English
 * (`Tekniske Specs`, `Features`, `Oops! Page not found`) and the center's proper name from
 * `SITE_NAME` (`Frederiksberg Gaming Center`) are left alone by the rules below.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["app/content", "app/components", "app/features", "app/routes"];

function sourceFiles(folder: string): string[] {
  return readdirSync(resolve(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.server\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

/**
 * The English beside the Danish: `const en`/`english`, `…En` (`listEn`, `privacyEn`) and `en:`
 * (docs/api.md#english).
 */
function isEnglish(node: ts.Node): boolean {
  const named = (name: ts.Node) =>
    ts.isIdentifier(name) && /^(en|english)$|(En|English)$/.test(name.text);
  return (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) && named(node.name);
}

/** Each string literal, template part and JSX text of a file, with its line. */
function textsOf(path: string): { text: string; where: string }[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(resolve(ROOT, path), "utf8"),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: { text: string; where: string }[] = [];
  const visit = (node: ts.Node) => {
    // English copy (`const en = …`, a content object's `en: { … }`) is not Danish.
    if (isEnglish(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = node.text.replace(/\s+/g, " ").trim();
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (text) texts.push({ text, where: `${relative(ROOT, resolve(ROOT, path))}:${line}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const copy = FOLDERS.flatMap(sourceFiles).flatMap(textsOf);

/** A wrong spelling and the one we use instead. */
const RULES: [RegExp, string][] = [
  [/\b[Gg]aming[ -]cent(er|re|ret|rets|eret|erets)\b/, "gamingcenter, gamingcentret (one word)"],
  [/\bcenteret|\bcenterets\b/, "centret, centrets"],
  [/\b[Gg]aming-(station|stole|stol|mus|skærm)/, "gamingstation, gamingstole … (one word)"],
  [/\b[Gg]ruppe-gaming\b/, "gruppegaming"],
  [/\bsessions\b/, "sessioner"],
  [/\bYdelse\b|\bydelse\b/, "Ydeevne (performance)"],
  [/\bHz skærm/, "240 Hz-skærm"],
  [/\d+Hz\b/, "240 Hz (a space before Hz)"],
  [/G-Sync skærm/, "G-Sync-skærm"],
  [/\b(?!LAN-party(et|er|erne)?\b)[Ll][Aa][Nn][ -]?([Pp]art|[Ff]est)/, "LAN-party, written so"],
  [/\ben LAN-party\b|\bLAN-partyen\b/, "et LAN-party, LAN-partyet (neuter)"],
  [/\bfirma-LAN\b|\bLAN med\b/, "LAN-party"],
  [/\bFIFA\b/, "EA Sports FC"],
  [/\bbook(e|ing)? direkte\b/i, "booking is by phone and e-mail"],
  [/\bGaming type\b/, "Spiltype"],
  [/\bi Frederiksberg\b(?! Gaming Center)/, "på Frederiksberg"],
  [/\b[Ee]-sport- og\b/, "e-sports- og … (sport takes an s in a compound)"],
  [/\b[Pp]remium [a-zæøå]/, "premiumudstyr (one word)"],
];

describe("the Danish copy", () => {
  it("reads the copy of content, components, features and routes", () => {
    expect(copy.length).toBeGreaterThan(300);
    expect(copy.map((c) => c.text)).toContain("Tekniske Specs");
  });

  it.each(RULES)("has no %s (write: %s)", (wrong) => {
    const found = copy.filter(({ text }) => wrong.test(text)).map((c) => `${c.where}: ${c.text}`);
    expect(found).toEqual([]);
  });

  it("answers the age question in one sentence", () => {
    const ages = copy.filter(({ text }) => /aldersgrænse/.test(text) && /^Nej\b/.test(text));
    expect(ages).toHaveLength(1);
    expect(ages[0]?.text.match(/[.!?](\s|$)/g)).toHaveLength(1);
  });

  it("keeps the English the original site had", () => {
    const texts = new Set(copy.map((c) => c.text));
    for (const english of ["Tekniske Specs", "Features", "Oops! Page not found"]) {
      expect(texts).toContain(english);
    }
  });
});
