import { describe, expect, it } from "vitest";
import { eventRow } from "#tests/support/event-row.ts";
import { cancelQuestion, leaveQuestion, leftToast } from "./row-actions.ts";

/** Before the event (it starts 2026-12-10 17:00 UTC). */
const BEFORE = new Date("2026-12-01T12:00:00Z");
const confirmed = { name: "Anna", status: "confirmed", position: null } as const;
const waitlisted = (position: number) => ({ name: "Bo", status: "waitlisted", position }) as const;
const full = eventRow({ capacity: 2, confirmed: 2, waitlisted: 3 });

describe("what the row buttons ask", () => {
  it("`Aflys` is answered `Annuller` or `Aflys`, as every dialog is", () => {
    const question = cancelQuestion("LAN-aften");
    expect(question.confirmLabel).toBe("Aflys");
    // No label of its own: the dialog's and the page's `Annuller`.
    expect(question.cancelLabel).toBeUndefined();
  });

  it("`Afmeld` of a confirmed guest gives the seat to the first on the waitlist", () => {
    expect(leaveQuestion(confirmed, full, BEFORE)).toMatchObject({
      description: "Pladsen går til nr. 1 på ventelisten, som får besked på e-mail.",
      detail: "Anna bliver afmeldt og får ingen e-mail om det.",
    });
  });

  it("`Afmeld` of a waitlisted guest gives no seat away: those behind move up", () => {
    const question = leaveQuestion(waitlisted(2), full, BEFORE);
    expect(question.description).toBe(
      "Gæsten er nr. 2 på ventelisten og har ingen plads. De bagved rykker én plads frem.",
    );
    expect(leaveQuestion(waitlisted(3), full, BEFORE).description).toBe(
      "Gæsten er nr. 3 på ventelisten og har ingen plads. Ingen står bagved.",
    );
    for (const position of [1, 2, 3]) {
      expect(leaveQuestion(waitlisted(position), full, BEFORE).description).not.toContain(
        "Pladsen går til",
      );
    }
  });

  it.each([
    [
      "nobody waits",
      eventRow({ capacity: 2, confirmed: 2 }),
      BEFORE,
      "Ingen står på ventelisten, så pladsen bliver ledig.",
    ],
    [
      "more are confirmed than there are seats (the capacity was lowered)",
      eventRow({ capacity: 2, confirmed: 4, waitlisted: 1 }),
      BEFORE,
      "Der er stadig flere tilmeldte end pladser, så ingen rykker op fra ventelisten.",
    ],
    [
      "the event has begun",
      full,
      new Date("2026-12-10T18:00:00Z"),
      "Begivenheden er begyndt, så pladsen gives ikke videre.",
    ],
    [
      "the event is cancelled",
      eventRow({ ...full, status: "cancelled" }),
      BEFORE,
      "Begivenheden er aflyst, så pladsen gives ikke videre.",
    ],
  ])("`Afmeld` of a confirmed guest when %s says so", (_, event, now, description) => {
    expect(leaveQuestion(confirmed, event, now).description).toBe(description);
  });

  it("the toast names who was signed off", () => {
    expect(leftToast("Anna")).toEqual({ title: "Afmeldt", description: "Anna er afmeldt." });
    expect(leftToast(null).description).toBe("Gæsten er afmeldt.");
  });
});
