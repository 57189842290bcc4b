import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { pruneInlineStyles, pruneStylesheet, usedClasses } from "./prune-styles.ts";

const CSS = [
  "@layer theme{:root{--color-primary:#22d3ee}}",
  "@layer base{h1{line-height:1.15}[hidden]{display:none}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".grid{display:grid}",
  ".md\\:flex{@media (width>=48rem){display:flex}}",
  "@media (width>=64rem){.lg\\:grid{display:grid}.lg\\:block{display:block}}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ".group-hover\\:text-primary:is(:where(.group):hover *){color:var(--color-primary)}",
  ".a,.b{color:red}",
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
  "}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

describe("usedClasses", () => {
  it("reads every class attribute, with HTML entities decoded", () => {
    const html =
      '<div class="flex  md:flex"><p class="[&amp;_svg]:size-4 a"></p><i class=""></i></div>';
    expect([...usedClasses(html)].sort()).toEqual(["[&_svg]:size-4", "a", "flex", "md:flex"]);
  });

  it("ignores class-like text that is not an attribute", () => {
    expect(usedClasses('<p>class=&quot;grid&quot;</p><div data-class="grid"></div>').size).toBe(0);
  });
});

describe("pruneStylesheet", () => {
  const prune = (...classes: string[]) => pruneStylesheet(CSS, new Set(classes));

  it("keeps the utilities a page names, escaped ones and variants included", () => {
    const css = prune("flex", "md:flex", "lg:grid", "[&_svg]:size-4", "group-hover:text-primary");
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".md\\:flex{@media (width>=48rem){display:flex}}");
    expect(css).toContain("@media (width>=64rem){.lg\\:grid{display:grid}}");
    expect(css).toContain(".\\[\\&_svg\\]\\:size-4 svg{width:1rem}");
    expect(css).toContain(".group-hover\\:text-primary:is(");
  });

  it("drops the utilities it does not name, and media queries left empty", () => {
    const css = prune("flex");
    expect(css).not.toContain(".grid{");
    expect(css).not.toContain("lg\\:");
    expect(css).not.toContain("@media (width>=64rem)");
    expect(css).not.toContain("space-y-4");
    expect(css).not.toContain(".a,.b");
  });

  it("keeps a rule with several selectors when one of them is used", () => {
    expect(prune("b")).toContain(".a,.b{color:red}");
  });

  it("keeps everything outside the utilities: theme, base, @property, keyframes", () => {
    const css = prune();
    expect(css).toContain("@layer theme{:root{--color-primary:#22d3ee}}");
    expect(css).toContain("@layer base{h1{line-height:1.15}[hidden]{display:none}}");
    expect(css).toContain("@property --tw-shadow{");
    expect(css).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    expect(css).not.toContain("@layer utilities");
  });

  it("changes nothing when every class is used", () => {
    const all = ["flex", "grid", "md:flex", "lg:grid", "lg:block", "[&_svg]:size-4"];
    expect(prune(...all, "group-hover:text-primary", "a", "space-y-4")).toBe(CSS);
  });
});

describe("pruneInlineStyles", () => {
  it("cuts the marked inline stylesheet to what the page uses", () => {
    const html = `<html><head><style data-site-styles="">${CSS}</style></head><body><div class="grid"></div></body></html>`;
    const pruned = pruneInlineStyles(html);
    expect(pruned).toContain(".grid{display:grid}");
    expect(pruned).not.toContain(".flex{display:flex}");
    expect(pruned).toMatch(/^<html><head><style data-site-styles="">@layer theme/);
    expect(pruned).toMatch(/<\/style><\/head><body><div class="grid"><\/div><\/body><\/html>$/);
  });

  it("leaves a page without the marked stylesheet as it is", () => {
    const html = `<html><head><style>${CSS}</style></head><body></body></html>`;
    expect(pruneInlineStyles(html)).toBe(html);
  });

  it("keeps `$` sequences in the stylesheet as they are", () => {
    const css = `@layer utilities{.x{content:"$&$1"}}`;
    const html = `<style data-site-styles="">${css}</style><p class="x"></p>`;
    expect(pruneInlineStyles(html)).toBe(html);
  });
});

/** The same cut made with PostCSS's parser: what the scanner in prune-styles.ts must agree with. */
function prunedByPostcss(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const classesOf = (selector: string) =>
    [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) =>
      (m[1] as string).replace(/\\(.)/g, "$1"),
    );
  root.walkRules((rule) => {
    let inUtilities = false;
    for (let node: postcss.Node | undefined = rule.parent; node; node = node.parent) {
      if (node.type === "rule") return;
      if (node.type === "atrule") {
        const atRule = node as postcss.AtRule;
        inUtilities ||= atRule.name === "layer" && atRule.params === "utilities";
      }
    }
    if (!inUtilities) return;
    const named = rule.selectors.map(classesOf);
    if (named.every((names) => names.length > 0 && !names.some((name) => classes.has(name)))) {
      rule.remove();
    }
  });
  for (let removed = true; removed; ) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

describe("pruneStylesheet on the site's built stylesheet", () => {
  const assets = resolve(import.meta.dirname, "../build/client/assets");
  const file = readdirSync(assets).find((name) => /^root-[\w-]+\.css$/.test(name));
  const css = readFileSync(resolve(assets, file ?? "missing.css"), "utf8").trimEnd();
  // Every class the stylesheet names (and a few non-classes such as `.5` from `1.5rem`).
  const allClasses = [...new Set(css.match(/\.(?:\\.|[\w-])+/g) ?? [])].map((name) =>
    name.slice(1).replace(/\\(.)/g, "$1"),
  );

  it("reads it as PostCSS does, for any set of classes a page might name", () => {
    expect(allClasses.length).toBeGreaterThan(200);
    fc.assert(
      fc.property(fc.subarray(allClasses), (names) => {
        const classes = new Set(names);
        expect(pruneStylesheet(css, classes)).toBe(prunedByPostcss(css, classes));
      }),
      { numRuns: 60 },
    );
  });

  it("keeps it whole when a page names every class, and cuts most of it for a page naming none", () => {
    expect(pruneStylesheet(css, new Set(allClasses))).toBe(css);
    expect(pruneStylesheet(css, new Set()).length).toBeLessThan(css.length * 0.4);
  });
});
