import { describe, expect, it } from "vitest";
import { notDeciding } from "#app/features/tournaments/best-of.ts";
import { groupOf, roundLabel } from "#app/features/tournaments/labels.ts";
import { bracketCopy, playerCopy } from "./bracket-page.ts";
import { guestMails } from "./event-mails.ts";
import { eventPage, eventsPage, registrationPage, seatTexts } from "./events-page.ts";

/**
 * The events' English copy says the labels the pages are tested by (docs/pages.md#english); that
 * every copy module holds the same texts in both languages is `language.test.ts`'s walk.
 */

describe("the events' copy in English", () => {
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

  it("tells a player in English why scores do not decide a match", () => {
    expect(notDeciding(3, [1, 1], "en")).toBe(
      "A draw does not decide the match: enter two different scores",
    );
    expect(notDeciding(3, [3, 1], "en")).toBe("Best of 3 is won with 2 wins: enter e.g. 2-1");
    expect(notDeciding(3, [3, 1])).toBe("Bedst af 3 vindes med 2 sejre: skriv fx 2-1");
  });

  it("gives a player's placing as an English ordinal, and the Danish as `nr.`", () => {
    const placings = [2, 3, 4, 11, 12, 13, 21, 22, 23].map((rank) => playerCopy.en.placing(rank));
    expect(placings).toEqual(
      ["2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd"].map(
        (place) => `You finished ${place}.`,
      ),
    );
    expect(playerCopy.en.placing(1)).toBe("You won the tournament!");
    expect(playerCopy.da.placing(3)).toBe("Du blev nr. 3.");
  });

  it("greets a guest by mail as each language does: `Hi Sam,`, `Hej Sam`", () => {
    expect(guestMails.en.hello("Sam")).toBe("Hi Sam,");
    expect(guestMails.en.hello("")).toBe("Hi,");
    expect(guestMails.da.hello("Sam")).toBe("Hej Sam");
  });
});
