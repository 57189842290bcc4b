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
 * The event form of `/admin/begivenheder` through the one form layer: times typed the Danish way
 * in Copenhagen time (winter and summer) reach the schema as the right moment, are shown back
 * the same way, and text that is no moment is told how to write one.
 */

const POSTED = {
  title: "Sommer-LAN",
  kind: "lan",
  status: "scheduled",
  game: "",
  "starts_at.date": "01.07.2026",
  "starts_at.time": "18.30",
  "ends_at.date": "02.07.2026",
  "ends_at.time": "02.00",
  "signup_closes_at.date": "",
  "signup_closes_at.time": "",
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
  en: { title: "Winter", description: "" },
  version: 4,
} as unknown as EventWithCounts;

type Moment = "starts_at" | "ends_at" | "signup_closes_at";

/** POSTED read by the form, with the given moments typed as their two texts: [date, time]. */
const posted = (typed: Partial<Record<Moment, [string, string]>> = {}) =>
  readPost(
    eventForm,
    new URLSearchParams({
      ...POSTED,
      ...Object.fromEntries(
        Object.entries(typed).flatMap(([moment, [date, time]]) => [
          [`${moment}.date`, date],
          [`${moment}.time`, time],
        ]),
      ),
    }),
  );

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
    const summer = posted();
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
    const winter = posted({ starts_at: ["14.12.2026", "18.00"], ends_at: ["14.12.2026", "23.00"] });
    expect(winter).toMatchObject({
      kind: "valid",
      value: { starts_at: "2026-12-14T17:00:00.000Z", ends_at: "2026-12-14T22:00:00.000Z" },
    });
  });

  it("refuses a missing start and an end before the start, by field, saying it the Danish way", () => {
    const post = posted({ starts_at: ["", ""], ends_at: ["01.07.2026", "10.00"] });
    expect(post).toMatchObject({
      kind: "invalid",
      errors: { starts_at: "Start skal udfyldes, fx 14.12.2026 kl. 18.00" },
    });
    expect(Object.keys((post as { errors: object }).errors)).toEqual(["starts_at"]);
    const backwards = posted({ ends_at: ["01.07.2026", "10.00"] });
    expect(backwards).toMatchObject({ errors: { ends_at: "Slut skal ligge efter start" } });
  });

  it("tells a date or a time that is no moment how to write it, an optional one too", () => {
    const post = posted({
      starts_at: ["12/14/2026", POSTED["starts_at.time"]],
      ends_at: [POSTED["ends_at.date"], "kl. 2"],
      signup_closes_at: ["", "17.00"],
    });
    expect(post).toMatchObject({
      kind: "invalid",
      errors: {
        starts_at: "Start: 12/14/2026 er ikke en dag i kalenderen",
        signup_closes_at: "Tilmeldingsfrist: skriv også datoen, fx 14.12.2026",
      },
    });
    // `kl. 2` reads as 02.00: the end is fine.
    expect((post as { errors: object }).errors).not.toHaveProperty("ends_at");
  });

  it("shows a stored event's times in Copenhagen time, the Danish way, in text fields", () => {
    const Stub = createRoutesStub([{ path: "/", Component: WinterForm }]);
    const html = renderToString(<Stub initialEntries={["/"]} />).replace(/<!-- -->/g, "");
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
    expect(input("starts_at.date")).toContain('type="text"');
    expect(input("starts_at.date")).toContain('value="14.12.2026"');
    expect(input("starts_at.date")).toContain('placeholder="dd.mm.åååå"');
    expect(input("starts_at.time")).toContain('value="18.00"');
    expect(input("starts_at.time")).toContain('placeholder="tt.mm"');
    expect(input("starts_at.date")).toContain("required");
    expect(input("ends_at.time")).toContain('value="23.00"');
    // The moment said in words, its weekday to check: 14 December 2026 is a Monday.
    expect(html).toContain("mandag 14. december 2026 kl.\u00a018.00");
    // Sign-up closing when the event starts shows as empty (the default).
    expect(input("signup_closes_at.date")).toContain('value=""');
    expect(input("signup_closes_at.date")).not.toContain("required");
    // No limit: the capacity may stay empty.
    expect(input("capacity")).not.toContain("required");
    expect(input("team_size")).toContain("required");
    expect(html).toMatch(/<input[^>]*type="hidden"[^>]*name="version"[^>]*value="4"/);
    expect(html).not.toContain("datetime-local");
  });
});
