import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { z } from "zod";
import { testimonialForm } from "#app/features/testimonials/admin/testimonial-form-fields.ts";
import type { Field, FormDescription } from "#app/lib/forms/fields.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { EditorForm } from "./editor-form.tsx";
import { FieldView } from "./field-view.tsx";
import { useFormEditor } from "./use-form-editor.ts";

/** The testimonial form with one field more, as a later change would add it. */
const root = testimonialForm.field as Extract<Field, { kind: "group" }>;
const extended: FormDescription = {
  ...testimonialForm,
  schema: (testimonialForm.schema as z.ZodObject).extend({
    visit: z.string().trim().min(1, "Skriv hvornår").max(40, "Højst 40 tegn"),
  }),
  field: { ...root, fields: [...root.fields, { kind: "text", key: "visit", label: "Besøgt" }] },
};

function Form({ description }: { description: FormDescription }) {
  const editor = useFormEditor({
    description,
    draftKey: "test",
    stored: { value: { name: "Ida", comment: "Godt", rating: 5, visit: "" }, version: 3 },
    failTitle: "Fejl",
  });
  return (
    <EditorForm editor={editor} action="/admin">
      <FieldView field={description.field} path={[]} editor={editor} />
    </EditorForm>
  );
}

const ShippedPage = () => <Form description={testimonialForm} />;
const ExtendedPage = () => <Form description={extended} />;

function render(Page: () => React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

it("a field added to a description appears in the form with the schema's limits", () => {
  const before = render(ShippedPage);
  expect(before).not.toContain("Besøgt");
  const html = render(ExtendedPage);
  expect(html).toMatch(/<label[^>]*for="testimonial-visit"[^>]*>Besøgt/);
  const input = html.match(/<input[^>]*id="testimonial-visit"[^>]*>/)?.[0] ?? "";
  expect(input).toContain('name="visit"');
  expect(input).toContain('maxLength="40"');
  expect(input).toContain("required");
  // The rest is drawn from the same description: the API's names, the version it edits.
  for (const name of "name comment rating gaming_type location is_featured is_active".split(" ")) {
    expect(html).toContain(`name="${name}"`);
  }
  expect(html).toMatch(/<input[^>]*type="hidden"[^>]*name="version"[^>]*value="3"/);
  expect(html).toContain("noValidate");
});

it("the field added to a description is validated when the form is posted to the server", () => {
  const form = new URLSearchParams({ name: "Ida", comment: "Godt", rating: "5", visit: " " });
  expect(readPost(extended, form)).toMatchObject({
    kind: "invalid",
    errors: { visit: "Skriv hvornår" },
  });
  form.set("visit", "Lørdag");
  expect(readPost(extended, form)).toMatchObject({ kind: "valid", value: { visit: "Lørdag" } });
  // Without the field in the description, the same post knows nothing of it.
  expect(readPost(testimonialForm, form)).toMatchObject({ kind: "valid" });
  expect((readPost(testimonialForm, form) as { value: object }).value).not.toHaveProperty("visit");
});
