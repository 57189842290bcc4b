import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { z } from "zod";
import { groupForm } from "#app/lib/forms/fields.ts";
import { FieldView } from "./field-view.tsx";
import { type PlainAnswer, PlainFields, PlainForm } from "./plain-form.tsx";
import { useFormEditor } from "./use-form-editor.ts";

/** A description with one field of each input type, as the account forms have them. */
const description = {
  ...groupForm(
    "probe",
    "Prøve",
    z.object({ email: z.string().min(1), password: z.string().min(1), note: z.string() }),
    [
      { kind: "text", key: "email", label: "E-mail", inputType: "email" },
      { kind: "text", key: "password", label: "Adgangskode", inputType: "password" },
      { kind: "text", key: "note", label: "Note" },
    ],
  ),
  submit: "Send",
  busy: "…",
};

function render(Page: () => React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

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

const renderPlainForm = (answer?: PlainAnswer) =>
  render(() => <PlainForm description={description} answer={answer} submitting={false} />);

it("every form takes a text field's input type from its description", () => {
  for (const html of [render(EditorPage), renderPlainForm()]) {
    expect(inputOf(html, "email")).toContain('type="email"');
    expect(inputOf(html, "password")).toContain('type="password"');
    expect(inputOf(html, "note")).toContain('type="text"');
  }
});

it("a refused plain form keeps what was typed, but never a password", () => {
  const answer = {
    errors: { password: "Skriv din adgangskode" },
    values: { email: "ida@eksempel.dk", password: "hemmelig-kode" },
  };
  const html = renderPlainForm(answer);
  expect(inputOf(html, "email")).toContain('value="ida@eksempel.dk"');
  expect(html).not.toContain("hemmelig-kode");
  expect(inputOf(html, "password")).toContain('aria-invalid="true"');
});

it("fields drawn without the star are still said to be required", () => {
  const html = render(() => (
    <PlainFields description={description} errors={{}} focus="email" markRequired={false} />
  ));
  expect(inputOf(html, "email")).toContain('aria-required="true"');
  expect(inputOf(html, "email")).not.toContain('required=""');
  expect(inputOf(html, "email")).toContain("autofocus");
  expect(html).not.toContain("*");
});
