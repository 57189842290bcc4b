import { describe, expect, it } from "vitest";
import { check } from "#app/lib/forms/errors.ts";
import { accountPatch, inviteInput, welcomeInput } from "./schema.ts";

describe("the accounts' schemas", () => {
  it("an invitation's address is trimmed and lower-cased; the role is admin or staff", () => {
    expect(
      check(inviteInput, { email: " Sofie@Eksempel.DK ", name: " Sofie ", role: "staff" }),
    ).toEqual({
      value: { email: "sofie@eksempel.dk", name: "Sofie", role: "staff" },
      errors: null,
    });
    expect(check(inviteInput, { email: "sofie", name: "", role: "owner" }).errors).toEqual({
      email: "Skriv en hel e-mailadresse, fx navn@eksempel.dk",
      name: "Navn skal udfyldes",
      role: "Vælg Admin eller Personale",
    });
  });

  it("a change names a role or whether the person is active, and nothing else counts", () => {
    expect(check(accountPatch, { active: false, id: "x" }).value).toEqual({ active: false });
    expect(check(accountPatch, {}).errors).toEqual({ role: "Angiv role eller active." });
    expect(check(accountPatch, { active: "false" }).errors).toHaveProperty("active");
  });

  it("the first password follows the password rules and must be typed twice alike", () => {
    expect(
      check(welcomeInput, { password: " en lang kode ", repeat: " en lang kode " }).value,
    ).toEqual({ password: " en lang kode ", repeat: " en lang kode " });
    expect(check(welcomeInput, { password: "kort", repeat: "kort" }).errors).toEqual({
      password: "Adgangskoden skal være mindst 8 tegn.",
    });
    expect(
      check(welcomeInput, { password: "Password123", repeat: "Password123" }).errors,
    ).toHaveProperty("password");
    expect(check(welcomeInput, { password: "en-lang-kode", repeat: "en-lang-kod" }).errors).toEqual(
      { repeat: "De to adgangskoder er ikke ens" },
    );
  });
});
