import { describe, expect, it } from "vitest";
import { check } from "#app/lib/forms/errors.ts";
import { BLANK_EVENT } from "./admin/event-form-fields.ts";
import { cancelInput, eventInput, eventUpdate, registrationInput } from "./schema.ts";

const valid = {
  title: "LAN-aften december",
  kind: "lan",
  starts_at: "2026-12-14T18:00:00+01:00",
  ends_at: "2026-12-15T02:00:00+01:00",
};

const errorsOf = (input: Record<string, unknown>) =>
  check(eventInput, { ...valid, ...input }).errors;

describe("the event schema", () => {
  it("fills in the defaults a new event's form starts from, and keeps times in UTC", () => {
    const parsed = eventInput.parse(valid);
    expect(parsed).toMatchObject({
      title: "LAN-aften december",
      starts_at: "2026-12-14T17:00:00.000Z",
      ends_at: "2026-12-15T01:00:00.000Z",
    });
    // The English is left out of a new event's post when staff write none: the store's default.
    expect({
      ...parsed,
      title: "",
      starts_at: "",
      ends_at: "",
      en: (BLANK_EVENT.value as { en: unknown }).en,
    }).toEqual(BLANK_EVENT.value);
    expect(parsed.en).toBeUndefined();
  });

  it("takes every field at its limits", () => {
    const image = { id: "a".repeat(32), width: 1280, height: 720 };
    const parsed = eventInput.parse({
      ...valid,
      title: "T".repeat(120),
      kind: "tournament",
      game: "G".repeat(60),
      description: "Første afsnit.\n\nAndet afsnit.".padEnd(4000, "x"),
      capacity: 1000,
      team_size: 10,
      price: 10_000,
      signup_closes_at: "2026-12-14T12:00:00Z",
      waitlist: false,
      status: "scheduled",
      image,
    });
    expect(parsed).toMatchObject({ capacity: 1000, team_size: 10, price: 10_000, image });
    expect(parsed.signup_closes_at).toBe("2026-12-14T12:00:00.000Z");
    expect(eventInput.parse({ ...valid, price: 149.5, capacity: 1 }).price).toBe(149.5);
    expect(eventInput.parse({ ...valid, game: "  ", signup_closes_at: "" })).toMatchObject({
      game: null,
      signup_closes_at: null,
    });
  });

  it("refuses each broken rule with a Danish message on its field", () => {
    expect(errorsOf({ title: "  " })).toEqual({ title: "Titel skal udfyldes" });
    expect(errorsOf({ title: "T".repeat(121) })).toEqual({
      title: "Titel må højst være 120 tegn",
    });
    expect(errorsOf({ kind: "party" })).toEqual({ kind: "Vælg turnering, LAN eller event" });
    expect(errorsOf({ game: "G".repeat(61) })).toEqual({ game: "Spil må højst være 60 tegn" });
    expect(errorsOf({ description: "x".repeat(4001) })).toEqual({
      description: "Beskrivelse må højst være 4000 tegn",
    });
    expect(errorsOf({ capacity: 0 })).toEqual({
      capacity: "Antal pladser skal være mellem 1 og 1000",
    });
    expect(errorsOf({ capacity: 1001 })).toHaveProperty("capacity");
    expect(errorsOf({ capacity: 2.5 })).toEqual({
      capacity: "Antal pladser skal være et helt tal",
    });
    expect(errorsOf({ team_size: 11 })).toEqual({
      team_size: "Holdstørrelse skal være mellem 1 og 10",
    });
    expect(errorsOf({ price: -1 })).toEqual({ price: "Pris må ikke være negativ" });
    expect(errorsOf({ price: 10_000.01 })).toEqual({ price: "Pris må højst være 10.000 kr." });
    expect(errorsOf({ price: 12.345 })).toEqual({ price: "Pris må højst have to decimaler" });
    expect(errorsOf({ status: "published" })).toHaveProperty("status");
    expect(errorsOf({ waitlist: "true" })).toEqual({
      waitlist: "Venteliste skal være sand eller falsk",
    });
    expect(errorsOf({ image: { id: "../etc/passwd", width: 1, height: 1 } })).toEqual({
      "image.id": "Ukendt billede.",
    });
  });

  it("wants times with an offset, the end after the start, sign-up closing by the end", () => {
    for (const starts_at of ["2026-12-14T18:00:00", "2026-12-14", "i morgen", "", 1765731600000]) {
      expect(errorsOf({ starts_at }), String(starts_at)).toEqual({
        starts_at: "Start skal være et tidspunkt med tidszone, fx 2026-12-14T18:00:00+01:00",
      });
    }
    expect(errorsOf({ ends_at: valid.starts_at })).toEqual({
      ends_at: "Slut skal ligge efter start",
    });
    // The same moment written in two zones is not later.
    expect(errorsOf({ ends_at: "2026-12-14T17:00:00Z" })).toEqual({
      ends_at: "Slut skal ligge efter start",
    });
    expect(errorsOf({ signup_closes_at: "2026-12-15T03:00:00+01:00" })).toEqual({
      signup_closes_at: "Tilmeldingsfristen skal ligge før slut",
    });
    expect(errorsOf({ signup_closes_at: "snart" })).toHaveProperty("signup_closes_at");
  });

  it("reads JSON as typed: a number in a string is refused, not read", () => {
    expect(errorsOf({ capacity: "10" })).toEqual({ capacity: "Antal pladser skal være et tal" });
    expect(errorsOf({ price: "50" })).toEqual({ price: "Pris skal være et tal" });
    expect(errorsOf({ title: 5 })).toEqual({ title: "Titel skal være tekst" });
  });

  it("drops what clients may not set, and an edit needs its version", () => {
    const parsed = eventInput.parse({ ...valid, id: "x", slug: "y", version: 9, sequence: 3 });
    expect(parsed).not.toHaveProperty("id");
    expect(parsed).not.toHaveProperty("slug");
    expect(parsed).not.toHaveProperty("sequence");
    expect(check(eventUpdate, valid).errors).toEqual({ version: "Version mangler" });
    expect(eventUpdate.parse({ ...valid, version: 3 }).version).toBe(3);
  });

  it("a cancellation carries a message", () => {
    expect(check(cancelInput, { message: " " }).errors).toEqual({
      message: "Skriv en besked til de tilmeldte",
    });
  });
});

describe("a tournament's fields", () => {
  it("leaves them out unless sent: a new event takes the columns' defaults, an edit keeps them", () => {
    const parsed = eventInput.parse(valid);
    for (const key of ["format", "best_of", "final_best_of", "third_place"]) {
      expect(parsed).not.toHaveProperty(key);
    }
  });

  it("takes each format, best of 1, 3 or 5, a final's best of or null, and third place", () => {
    for (const format of ["single_elimination", "double_elimination", "round_robin"]) {
      expect(eventInput.parse({ ...valid, format }).format).toBe(format);
    }
    const parsed = eventInput.parse({ ...valid, best_of: 3, final_best_of: 5, third_place: true });
    expect(parsed).toMatchObject({ best_of: 3, final_best_of: 5, third_place: true });
    expect(eventInput.parse({ ...valid, final_best_of: null }).final_best_of).toBeNull();
  });

  it("refuses anything else with a Danish error by field", () => {
    expect(
      errorsOf({ format: "swiss", best_of: 2, final_best_of: "3", third_place: "ja" }),
    ).toEqual({
      format: "Vælg turneringsform: knockout, dobbelt knockout, alle mod alle",
      best_of: "Bedst af skal være 1, 3 eller 5",
      final_best_of: "Finalens bedst af skal være 1, 3 eller 5",
      third_place: "Kamp om 3.-pladsen skal være sand eller falsk",
    });
    expect(errorsOf({ best_of: 7 })).toEqual({ best_of: "Bedst af skal være 1, 3 eller 5" });
  });
});

describe("the registration schema", () => {
  it("trims, lower-cases the e-mail and drops a team name for solo events", () => {
    expect(
      registrationInput(1).parse({
        name: "  Mads  ",
        email: " Mads@Example.DK ",
        team_name: "Holdet",
      }),
    ).toEqual({
      name: "Mads",
      email: "mads@example.dk",
      team_name: null,
      gamertag: null,
      lang: "da",
    });
  });

  it("takes a gamertag of 1-30 characters for a solo tournament only; empty is none", () => {
    const solo = registrationInput(1, "tournament");
    const mads = { name: "Mads Jensen", email: "mads@example.dk" };
    expect(solo.parse({ ...mads, gamertag: "  xX_Mads_Xx " }).gamertag).toBe("xX_Mads_Xx");
    expect(solo.parse({ ...mads, gamertag: "G".repeat(30) }).gamertag).toBe("G".repeat(30));
    expect(solo.parse({ ...mads, gamertag: " " }).gamertag).toBeNull();
    expect(solo.parse(mads).gamertag).toBeNull();
    expect(check(solo, { ...mads, gamertag: "G".repeat(31) }).errors).toEqual({
      gamertag: "Gamertag må højst være 30 tegn",
    });
    expect(check(solo, { ...mads, gamertag: 7 }).errors).toEqual({
      gamertag: "Gamertag skal være tekst",
    });
    // A team tournament shows the team's name; a LAN night shows no bracket.
    const team = { ...mads, team_name: "Blå", gamertag: "xX_Mads_Xx" };
    expect(registrationInput(3, "tournament").parse(team).gamertag).toBeNull();
    expect(registrationInput(1, "lan").parse(team).gamertag).toBeNull();
  });

  it("wants a team name when teams have more than one player", () => {
    const team = registrationInput(5);
    expect(check(team, { name: "Mads", email: "mads@example.dk" }).errors).toEqual({
      team_name: "Skriv holdets navn",
    });
    expect(team.parse({ name: "Mads", email: "mads@example.dk", team_name: "Blå" }).team_name).toBe(
      "Blå",
    );
  });

  it("refuses a missing name, a bad e-mail and texts over their limits", () => {
    const solo = registrationInput(1);
    expect(check(solo, { email: "ikke-en-adresse" }).errors).toEqual({
      name: "Skriv dit navn",
      email: "Skriv en gyldig e-mailadresse",
    });
    expect(check(solo, { name: "N".repeat(101), email: "a@b.dk" }).errors).toEqual({
      name: "Navn må højst være 100 tegn",
    });
    expect(check(solo, { name: "N", email: `${"a".repeat(250)}@b.dk` }).errors).toEqual({
      email: "E-mail må højst være 254 tegn",
    });
    expect(
      check(registrationInput(2), { name: "N", email: "a@b.dk", team_name: "T".repeat(61) }).errors,
    ).toEqual({ team_name: "Holdnavn må højst være 60 tegn" });
  });
});

describe("English (docs/pages.md#english)", () => {
  it("takes an event's English title and description, empty as empty", () => {
    expect(
      eventInput.parse({ ...valid, en: { title: " Winter LAN ", description: null } }).en,
    ).toEqual({ title: "Winter LAN", description: "" });
    expect(check(eventInput, { ...valid, en: { title: "T".repeat(121) } }).errors).toEqual({
      "en.title": "Overskrift på engelsk må højst være 120 tegn",
    });
  });

  it("refuses an English sign-up in English and keeps its language", () => {
    const english = registrationInput(2, "event", "en");
    expect(check(english, { name: "", email: "nope" }).errors).toEqual({
      name: "Enter your name",
      email: "Enter a valid e-mail address",
      team_name: "Enter your team's name",
    });
    expect(english.parse({ name: "Sam", email: "sam@example.com", team_name: "Foxes" }).lang).toBe(
      "en",
    );
  });
});
