import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { codeForm, signInForm } from "#app/features/auth/sign-in-form.ts";
import { signUpForm } from "#app/features/events/signup-form-fields.ts";
import { submitTestimonialForms } from "#app/features/testimonials/submit-form-fields.ts";
import {
  HONEYPOT,
  type PublicFormDescription,
  readPublicPost,
} from "#app/lib/forms/public-forms.ts";
import { PlainForm } from "./plain-form.tsx";
import { PublicForm } from "./public-form.tsx";

/**
 * The forms a visitor fills in — the review, an event's sign-up (solo and for teams) and the
 * sign-in — are drawn from their descriptions by one layer: every field their schema asks for is
 * drawn, named by its key, with the schema's limits; nothing else is; the visitors' forms carry
 * the honeypot once; and what a form draws, its post is read back by.
 */

/** The keys a schema asks a person for (not the honeypot, nor what it drops: `unknown`). */
function askedKeys(schema: z.ZodType): string[] {
  const shape = (schema as z.ZodObject).shape;
  return Object.keys(shape).filter((key) => {
    const json = z.toJSONSchema(shape[key] as z.ZodType, { io: "input", unrepresentable: "any" });
    return "type" in json || "anyOf" in json;
  });
}

/** The form elements' names in drawn markup, once each, in order. */
function drawnNames(html: string): string[] {
  const names = [...html.matchAll(/<(?:input|textarea|select)[^>]*\sname="([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  return [...new Set(names)];
}

const controlOf = (html: string, name: string) =>
  html.match(new RegExp(`<(?:input|textarea)[^>]*\\sname="${name}"[^>]*>`))?.[0] ?? "";

const drawPublic = (description: PublicFormDescription, fieldErrors = {}) =>
  renderToString(
    <PublicForm description={description} action="/" fieldErrors={fieldErrors} className="" />,
  );

const SignInStep = () => (
  <PlainForm description={signInForm} answer={undefined} submitting={false} />
);
const CodeStep = () => <PlainForm description={codeForm} answer={undefined} submitting={false} />;

function drawPlain(Page: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

const VISITORS: [string, PublicFormDescription, Record<string, string>][] = [
  [
    "the review",
    submitTestimonialForms.da,
    { name: "Ida", rating: "4", comment: "En god aften.", gaming_type: "" },
  ],
  [
    "the English review",
    submitTestimonialForms.en,
    { name: "Ida", rating: "4", comment: "A great night.", gaming_type: "" },
  ],
  ["a solo sign-up", signUpForm(1, "event"), { name: "Ida", email: "ida@example.dk" }],
  [
    "a solo tournament's sign-up",
    signUpForm(1, "tournament"),
    { name: "Ida", email: "ida@example.dk", gamertag: "IdaPwns" },
  ],
  [
    "a team's sign-up",
    signUpForm(4, "event"),
    { name: "Ida", email: "ida@example.dk", team_name: "De Blå" },
  ],
];

describe.each(VISITORS)("%s", (_name, description, valid) => {
  it("draws every field its schema asks for, with the schema's limits, and the honeypot once", () => {
    const html = drawPublic(description);
    const asked = askedKeys(description.schema);
    // In page order, which need not be the schema's.
    expect(drawnNames(html).sort()).toEqual([...asked, HONEYPOT].sort());
    for (const key of asked) {
      const control = controlOf(html, key);
      const limit = (description.schema as z.ZodObject).shape[key];
      const json = z.toJSONSchema(limit as z.ZodType, { io: "input", unrepresentable: "any" });
      const maxLength = "maxLength" in json ? json.maxLength : undefined;
      if (maxLength !== undefined) expect(control, key).toContain(`maxLength="${maxLength}"`);
    }
    expect(html.match(new RegExp(`name="${HONEYPOT}"`, "g"))).toHaveLength(1);
    expect(html).toContain(`>${description.copy.submit}</button>`);
  });

  it("its error summary links to a drawn control of each field", () => {
    const asked = askedKeys(description.schema);
    const html = drawPublic(
      description,
      Object.fromEntries(asked.map((key) => [key, `Fejl i ${key}`])),
    );
    for (const key of asked) {
      const link = html.match(new RegExp(`<a href="#([^"]+)"[^>]*>Fejl i ${key}<`))?.[1];
      expect(link, key).toBeDefined();
      expect(html, key).toContain(`id="${link}"`);
    }
  });

  it("reads back what it draws: a post of its fields is valid, and the honeypot comes along", () => {
    const post = readPublicPost(description, new URLSearchParams(valid));
    expect(post.kind).toBe("valid");
    const filled = readPublicPost(
      description,
      new URLSearchParams({ ...valid, [HONEYPOT]: "https://spam.example" }),
    );
    expect(filled.kind === "valid" && (filled.value as Record<string, unknown>)[HONEYPOT]).toBe(
      "https://spam.example",
    );
  });
});

it("the sign-in's steps are drawn from their descriptions by the same fields, without a honeypot", () => {
  for (const [description, Page] of [
    [signInForm, SignInStep],
    [codeForm, CodeStep],
  ] as const) {
    const html = drawPlain(Page);
    expect(drawnNames(html).sort()).toEqual(askedKeys(description.schema).sort());
  }
});
