import { expect, it } from "vitest";
import { svgInPage } from "./svg-in-page.ts";

const DRAWING = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>A station</title>
<defs><linearGradient id="glow"/><filter id="f"/></defs>
<rect fill="url(#glow)" filter="url(#f)"/><use href="#glow"/></svg>`;

it("gives every id and every reference to one the file's prefix", () => {
  const markup = svgInPage(DRAWING, "vip");
  expect(markup).toContain('id="vip-glow"');
  expect(markup).toContain('id="vip-f"');
  expect(markup).toContain('fill="url(#vip-glow)" filter="url(#vip-f)"');
  expect(markup).toContain('href="#vip-glow"');
  expect(markup).not.toMatch(/id="glow"|url\(#glow\)/);
});

it("drops the XML declaration and the English title, and adds attributes to the root", () => {
  const markup = svgInPage(DRAWING, "vip", 'preserveAspectRatio="xMidYMid slice"');
  expect(markup.startsWith('<svg preserveAspectRatio="xMidYMid slice" xmlns=')).toBe(true);
  expect(markup).not.toContain("<title>");
  expect(markup).not.toContain("<?xml");
});
