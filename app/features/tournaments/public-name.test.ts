import { describe, expect, it } from "vitest";
import { publicNames } from "./public-name.ts";

const solo = (name: string | null, gamertag: string | null = null) => ({
  name,
  gamertag,
  team_name: null,
});

describe("the names a bracket shows", () => {
  it("a team tournament shows team names; a solo one the gamertag, else the first word of the name", () => {
    expect(
      publicNames(
        [
          { name: "Sofie Holm", team_name: "De Blå", gamertag: null },
          { name: "Ali Khan", team_name: "Røde Lyn", gamertag: "ali" },
        ],
        3,
      ),
    ).toEqual(["De Blå", "Røde Lyn"]);
    expect(
      publicNames(
        [solo("  Mads Peter Jensen "), solo("Åse Østergaard", "Frostbite"), solo("Li")],
        1,
      ),
    ).toEqual(["Mads", "Frostbite", "Li"]);
  });

  it("never an e-mail address or a full name: a candidate with @ is passed over", () => {
    const names = publicNames(
      [
        solo("mads@example.dk"),
        solo("Kim Larsen", "kim@example.dk"),
        solo(null),
        { name: "Bo Holm", team_name: "bo@hold.dk", gamertag: null },
      ],
      1,
    );
    expect(names).toEqual(["Deltager 1", "Kim", "Deltager 3", "Bo"]);
    for (const name of names) expect(name).not.toMatch(/@|Larsen|Holm/);
    expect(publicNames([{ name: "Bo Holm", team_name: "bo@hold.dk", gamertag: null }], 2)).toEqual([
      "Deltager 1",
    ]);
  });

  it("two that would read the same are told apart by a number, in seed order", () => {
    expect(publicNames([solo("Mads Holm"), solo("mads Berg"), solo("Mads Kjær")], 1)).toEqual([
      "Mads",
      "mads (2)",
      "Mads (3)",
    ]);
  });
});
