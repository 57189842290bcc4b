import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Testimonial } from "#app/features/testimonials/schema.ts";
import { TestimonialItem } from "./testimonial-item.tsx";

const row = (fields: Partial<Testimonial>): Testimonial => ({
  id: "t1",
  name: "Mette",
  comment: "Fed aften",
  rating: 5,
  location: "Frederiksberg Gaming Center",
  gaming_type: null,
  is_featured: false,
  is_active: true,
  status: "approved",
  reject_reason: null,
  has_link: false,
  lang: "da",
  created_at: "2026-11-20T17:00:00.000Z",
  updated_at: "2026-11-20T17:00:00.000Z",
  version: 1,
  ...fields,
});

const STATE_WORDS = ["Afventer", "Afvist", "Aktiv", "Inaktiv"];

/** A row's HTML as the server draws it. */
const rowHtml = (testimonial: Testimonial, firstView = false) =>
  renderToString(
    <TestimonialItem
      row={testimonial}
      editing={false}
      firstView={firstView}
      onEdit={() => {}}
      onDelete={() => {}}
      onApprove={() => {}}
      onReject={() => {}}
    />,
  );

/** The row's badges (the small labels beside its name), in order. */
function badgesOf(testimonial: Testimonial): string[] {
  const html = rowHtml(testimonial);
  return [...html.matchAll(/<span class="rounded-full[^"]*">([^<]+)<\/span>/g)].map(
    (match) => match[1] ?? "",
  );
}

describe("a row in the admin's list says where it stands once", () => {
  it.each([
    { what: "a review waiting in the queue", status: "pending", active: true, state: "Afventer" },
    { what: "a waiting review held back", status: "pending", active: false, state: "Afventer" },
    { what: "a rejected review", status: "rejected", active: false, state: "Afvist" },
    { what: "an approved, shown testimonial", status: "approved", active: true, state: "Aktiv" },
    { what: "an approved one held back", status: "approved", active: false, state: "Inaktiv" },
  ] as const)("$what: only $state", ({ status, active, state }) => {
    const badges = badgesOf(row({ status, is_active: active }));
    expect(badges.filter((text) => STATE_WORDS.includes(text))).toEqual([state]);
  });

  it("a featured review with a link keeps those labels beside its state", () => {
    const badges = badgesOf(row({ status: "pending", is_featured: true, has_link: true }));
    expect(badges).toEqual(["Fremhævet", "Indeholder link", "Afventer"]);
  });

  it("a review written in English says so", () => {
    expect(badgesOf(row({ lang: "en" }))).toEqual(["EN", "Aktiv"]);
    expect(badgesOf(row({ lang: "da" }))).toEqual(["Aktiv"]);
  });
});

describe("a row's layout", () => {
  it("in the list's first view it is laid out with the page; further down, when it comes near", () => {
    const rowClass = (html: string) => html.match(/^<li class="([^"]*)"/)?.[1] ?? "";
    expect(rowClass(rowHtml(row({}), true))).not.toContain("content-visibility");
    expect(rowClass(rowHtml(row({})))).toContain("[content-visibility:auto]");
  });
});
