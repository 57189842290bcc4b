import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Stars } from "./stars.tsx";

it("says the rating in words for screen readers and fills that many stars in the VIP colour", () => {
  const html = renderToStaticMarkup(<Stars rating={4} max={5} />);
  expect(html).toContain('<span class="sr-only">4 ud af 5 stjerner</span>');
  // One drawing, hidden from screen readers: the filled stars in one path, the rest in another.
  expect(html.match(/<svg[^>]*>/g)).toEqual([expect.stringContaining('aria-hidden="true"')]);
  const filled = html.match(/<path d="([^"]*)" class="fill-vip text-vip"/)?.[1] ?? "";
  const empty = html.match(/<path d="([^"]*)" class="text-muted"/)?.[1] ?? "";
  expect(filled.match(/M/g)).toHaveLength(4);
  expect(empty.match(/M/g)).toHaveLength(1);
});

it("draws five filled stars and no empty path for the top rating, none filled for zero", () => {
  expect(renderToStaticMarkup(<Stars rating={5} max={5} />)).not.toContain("text-muted");
  expect(renderToStaticMarkup(<Stars rating={0} max={5} />)).not.toContain("fill-vip");
});

it("says the rating in English on an English page", () => {
  const html = renderToStaticMarkup(<Stars rating={4} max={5} lang="en" />);
  expect(html).toContain('<span class="sr-only">4 out of 5 stars</span>');
});
