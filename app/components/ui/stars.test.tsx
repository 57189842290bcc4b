import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Stars } from "./stars.tsx";

it("says the rating in words for screen readers and fills that many stars in the VIP colour", () => {
  const html = renderToStaticMarkup(<Stars rating={4} max={5} />);
  expect(html).toContain('<span class="sr-only">4 ud af 5 stjerner</span>');
  const stars = html.match(/<svg[^>]*>/g) ?? [];
  expect(stars).toHaveLength(5);
  for (const star of stars) expect(star).toContain('aria-hidden="true"');
  expect(stars.filter((star) => star.includes("fill-vip text-vip"))).toHaveLength(4);
});
