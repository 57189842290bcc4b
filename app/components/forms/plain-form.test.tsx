import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { z } from "zod";
import type { FormDescription } from "#app/lib/forms/fields.ts";
import { FieldView } from "./field-view.tsx";
import { type PlainAnswer, PlainForm } from "./plain-form.tsx";
import { useFormEditor } from "./use-form-editor.ts";

/** One text field of each input type, as the account forms have them: key, label, input type. */
const TEXT_FIELDS = [
  ["email", "E-mail", "email"],
  ["password", "Adgangskode", "password"],
  ["note", "Note", undefined],
] as const;

const description: FormDescription = {
  id: "probe",
  schema: z.object({ email: z.string().min(1), password: z.string().min(1), note: z.string() }),
  field: {
    kind: "group",
    label: "Prøve",
    fields: TEXT_FIELDS.map(([key, label, inputType]) => ({ kind: "text", key, label, inputType })),
  },
};

function render(Page: () => React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

const renderPlainForm = (answer?: PlainAnswer) =>
  render(() => (
    <PlainForm
      description={description}
      answer={answer}
      submit="Send"
      busy="…"
      submitting={false}
    />
  ));

const inputOf = (html: string, name: string) =>
  html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";

function EditorPage() {
  const editor = useFormEditor({
    description,
    draftKey: "probe",
    stored: { value: { email: "", password: "", note: "" }, version: 1 },
    failTitle: "Fejl",
  });
  return <FieldView field={description.field} path={[]} editor={editor} />;
}

it("every form takes a text field's input type from its description", () => {
  for (const html of [render(EditorPage), renderPlainForm()]) {
    for (const [key, , inputType = "text"] of TEXT_FIELDS) {
      expect(inputOf(html, key)).toContain(`type="${inputType}"`);
    }
  }
});

it("a refused plain form keeps what was typed, but never a password", () => {
  const html = renderPlainForm({
    errors: { password: "Skriv din adgangskode" },
    values: { email: "ida@eksempel.dk", password: "hemmelig-kode" },
  });
  expect(inputOf(html, "email")).toContain('value="ida@eksempel.dk"');
  expect(html).not.toContain("hemmelig-kode");
  expect(inputOf(html, "password")).toContain('aria-invalid="true"');
});
