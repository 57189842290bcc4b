import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Registration } from "#app/features/events/event.ts";
import { eventRow } from "#tests/support/event-row.ts";
import { RegistrationsPanel } from "./registrations-panel.tsx";

const registration = (n: number): Registration => ({
  id: `r${n}`,
  event_id: "e",
  name: `Deltager ${n}`,
  email: `deltager-${n}@example.dk`,
  team_name: null,
  lang: "da",
  gamertag: null,
  status: "confirmed",
  position: null,
  created_at: "2026-11-20T17:00:00.000Z",
  checked_in_at: null,
  cancelled_at: null,
});

describe("the registrations of a large event", () => {
  it("counts and pages as Danes write numbers", () => {
    const html = renderToString(
      <RegistrationsPanel
        view={{
          event: eventRow({ capacity: 1000, confirmed: 1000, waitlisted: 1000 }),
          rows: Array.from({ length: 100 }, (_, index) => registration(1000 + index)),
          total: 2000,
          from: 1000,
          page: 100,
          q: "",
        }}
        onCheckIn={async () => {}}
        onCancel={() => {}}
      />,
    ).replace(/<!-- -->/g, "");
    expect(html).toContain("1.000 tilmeldt af 1.000 · 1.000 på venteliste");
    expect(html).toContain("1.001–1.100 af 2.000");
  });
});
