import { describe, expect, it } from "vitest";
import { groupOf, roundLabel } from "#app/features/tournaments/labels.ts";
import { bigScreenCopy, bracketCopy, playerCopy } from "./bracket-page.ts";
import { guestMails } from "./event-mails.ts";
import {
  calendarCopy,
  eventPage,
  eventsPage,
  registrationPage,
  seatTexts,
  signUpErrors,
} from "./events-page.ts";

/**
 * The events' copy in both languages (docs/decisions/040-english-as-typed-copy.md): every key in
 * both, no English text left empty or left in Danish, and the labels the pages are tested by.
 */

const MODULES = {
  eventsPage,
  seatTexts,
  eventPage,
  signUpErrors,
  registrationPage,
  calendarCopy,
  guestMails,
  bracketCopy,
  bigScreenCopy,
  playerCopy,
};

/** Each leaf's path and value; a function is called with sample values. */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return leaves(value("X", 2, 1), `${path}()`);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
  }
  return [[path, String(value)]];
}

describe("the events' copy in English", () => {
  it.each(Object.entries(MODULES))("%s has every Danish key, none empty", (_, copy) => {
    const da = leaves(copy.da);
    const en = leaves(copy.en);
    expect(en.map(([path]) => path)).toEqual(da.map(([path]) => path));
    for (const [path, text] of en) expect(text.trim(), path).not.toBe("");
  });

  it("says what the contract's tests read", () => {
    const en = eventPage.en;
    expect([en.name, en.email, en.teamName, en.gamertag, en.submit]).toEqual([
      "Name",
      "E-mail",
      "Team name",
      "Gamertag",
      "Sign up",
    ]);
    expect(en.confirmed).toBe("You are signed up");
    expect(en.waitlisted(3)).toBe("You are on the waiting list as no. 3");
    expect(seatTexts.en.left("4", "10")).toBe("4 of 10 seats left");
    expect([seatTexts.en.full, seatTexts.en.cancelled]).toEqual(["Fully booked", "Cancelled"]);
    expect(registrationPage.en.cancel).toBe("Cancel my place");
    expect([bracketCopy.en.heading, bracketCopy.en.winner]).toEqual(["Bracket", "Winner"]);
    expect(eventsPage.en.path).toBe("/en/events");
  });

  it("names a knockout's rounds in English, and keeps the JSON's Danish", () => {
    const names = (lang: "da" | "en") =>
      [1, 2, 3, 4].map((round) => roundLabel("single_elimination", "winners", round, 4, lang));
    expect(names("en")).toEqual(["Round 1", "Quarter-final", "Semi-final", "Final"]);
    expect(names("da")).toEqual(["Runde 1", "Kvartfinale", "Semifinale", "Finale"]);
    const group = groupOf("double_elimination", 2);
    expect(roundLabel("double_elimination", group, 3, 3, "en")).toBe("Losers' bracket, final");
  });
});
