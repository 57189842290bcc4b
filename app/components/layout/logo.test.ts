import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, it } from "vitest";

/**
 * The header and footer draw the favicon's mark in the page (no image request, no raw HTML), so
 * the drawing is written twice: here they are kept the same, shape by shape.
 */
it("the logo draws the same mark as app/images/favicon.svg", () => {
  const favicon = readFileSync(resolve(import.meta.dirname, "../../images/favicon.svg"), "utf8");
  const logo = readFileSync(resolve(import.meta.dirname, "logo.tsx"), "utf8");
  // Every attribute after <defs>, `stop-color` and `stopColor` alike; the gradient's id and
  // the reference to it differ by design (the page has two logos, each with its own id).
  const drawing = (source: string) =>
    [
      ...source
        .slice(source.indexOf("<defs>"), source.indexOf("</svg>"))
        .matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g),
    ]
      .map(([, name = "", value]) => `${name.toLowerCase().replaceAll("-", "")}=${value}`)
      .filter((attribute) => !/^id=|^stroke=url/.test(attribute));
  expect(drawing(favicon).length).toBeGreaterThan(15);
  expect(drawing(logo)).toEqual(drawing(favicon));
});
