import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { EditorForm } from "#app/components/forms/editor-form.tsx";
import { FieldView } from "#app/components/forms/field-view.tsx";
import { useFormEditor } from "#app/components/forms/use-form-editor.ts";
import type { EventWithCounts } from "#app/features/events/event.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { eventForm, storedOf } from "./event-form-fields.ts";

/**
 * The event form of `/admin/begivenheder` through the one form layer: times typed in Copenhagen
 * time (winter and summer) reach the schema as the right moment, and are shown back the same way.
 */

const POSTED = {
  title: "Sommer-LAN",
  kind: "lan",
  status: "scheduled",
  game: "",
  starts_at: "2026-07-01T18:30",
  ends_at: "2026-07-02T02:00",
  signup_closes_at: "",
  capacity: "",
  team_size: "1",
  price: "49,50",
  waitlist: "on",
  description: "",
};

const WINTER = {
  title: "Vinter",
  kind: "lan",
  game: null,
  description: "",
  starts_at: "2026-12-14T17:00:00.000Z",
  ends_at: "2026-12-14T22:00:00.000Z",
  signup_closes_at: "2026-12-14T17:00:00.000Z",
  capacity: null,
  team_size: 1,
  price: 0,
  waitlist: true,
  status: "scheduled",
  image: null,
  version: 4,
} as unknown as EventWithCounts;
function WinterForm() {
  const editor = useFormEditor({
    description: eventForm,
    draftKey: "test",
    stored: storedOf(WINTER),
    failTitle: "Fejl",
  });
  return (
    <EditorForm editor={editor} action="/admin/begivenheder">
      <FieldView field={eventForm.field} path={[]} editor={editor} />
    </EditorForm>
  );
}

describe("the event form", () => {
  it("reads typed Copenhagen times as their moments, summer and winter", () => {
    const summer = readPost(eventForm, new URLSearchParams(POSTED));
    expect(summer).toMatchObject({
      kind: "valid",
      value: {
        starts_at: "2026-07-01T16:30:00.000Z",
        ends_at: "2026-07-02T00:00:00.000Z",
        signup_closes_at: null,
        capacity: null,
        price: 49.5,
        waitlist: true,
      },
    });
    const winter = readPost(
      eventForm,
      new URLSearchParams({
        ...POSTED,
        starts_at: "2026-12-14T18:00",
        ends_at: "2026-12-14T23:00",
      }),
    );
    expect(winter).toMatchObject({
      kind: "valid",
      value: { starts_at: "2026-12-14T17:00:00.000Z", ends_at: "2026-12-14T22:00:00.000Z" },
    });
  });

  it("refuses a missing start and an end before the start, by field", () => {
    const post = readPost(
      eventForm,
      new URLSearchParams({ ...POSTED, starts_at: "", ends_at: "2026-07-01T10:00" }),
    );
    expect(post.kind).toBe("invalid");
    expect(Object.keys((post as { errors: object }).errors)).toEqual(["starts_at"]);
    const backwards = readPost(
      eventForm,
      new URLSearchParams({ ...POSTED, ends_at: "2026-07-01T10:00" }),
    );
    expect(backwards).toMatchObject({ errors: { ends_at: "Slut skal ligge efter start" } });
  });

  it("shows a stored event's times in Copenhagen time in datetime-local fields", () => {
    const Stub = createRoutesStub([{ path: "/", Component: WinterForm }]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
    expect(input("starts_at")).toContain('type="datetime-local"');
    expect(input("starts_at")).toContain('value="2026-12-14T18:00"');
    expect(input("starts_at")).toContain("required");
    expect(input("ends_at")).toContain('value="2026-12-14T23:00"');
    // Sign-up closing when the event starts shows as empty (the default).
    expect(input("signup_closes_at")).toContain('value=""');
    expect(input("signup_closes_at")).not.toContain("required");
    // No limit: the capacity may stay empty.
    expect(input("capacity")).not.toContain("required");
    expect(input("team_size")).toContain("required");
    expect(html).toMatch(/<input[^>]*type="hidden"[^>]*name="version"[^>]*value="4"/);
  });
});
