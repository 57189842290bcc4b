import { expect, it } from "vitest";
import { tooManyGuesses } from "./guess-limit.ts";

it("says in whole minutes when the account's password may be tried again", () => {
  expect(tooManyGuesses(3600)).toBe("For mange forkerte adgangskoder. Prøv igen om 60 minutter.");
  expect(tooManyGuesses(61)).toContain("om 2 minutter.");
  expect(tooManyGuesses(30)).toContain("om et minut.");
  expect(tooManyGuesses(Number.NaN)).toContain("om 60 minutter.");
});
