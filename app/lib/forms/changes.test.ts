import { describe, expect, it } from "vitest";
import { changesLine, describeChanges, draftText, sentence, valueText } from "./changes.ts";
import {
  choice,
  dateTime,
  image,
  integer,
  longText,
  price,
  text,
  texts,
  toggle,
} from "./field-builders.ts";
import type { Field } from "./fields.ts";
import { toDraft } from "./values.ts";

/** A list whose items are named by their `titleKey` text. */
const list = (label: string, item: string, titleKey: string, fields: Field[]): Field => ({
  kind: "list",
  label,
  item,
  titleKey,
  fields,
});

/** Departments-like: a fixed id, a title, a price and a list of lines. */
const departments = list("Afdelinger", "Afdeling", "title", [
  { kind: "hidden", key: "id", label: "Afdeling" },
  text("title", "Navn"),
  price("price", "Pris"),
  texts("highlights", "Tre fordele", "Fordel"),
]);

const standard = { id: "standard", title: "Standard", price: 12, highlights: ["Hurtig", "Billig"] };
const vip = { id: "vip", title: "VIP", price: 14, highlights: ["Rolig"] };

/** FAQ-like: items without a fixed id, named by their question. */
const faq = list("Spørgsmål", "Spørgsmål", "question", [
  text("question", "Spørgsmål"),
  longText("answer", "Svar"),
]);

const entries = Array.from({ length: 12 }, (_, index) => ({
  question: `Spørgsmål nummer ${index + 1}?`,
  answer: `Svar ${index + 1}.`,
}));

const texts3 = (field: Field, before: unknown, after: unknown) =>
  describeChanges(field, before, after).map((change) => change.text);

describe("what happened between two versions", () => {
  it("a changed field says its old and new value: a price in kroner", () => {
    const cheaper = [{ ...standard, price: 13 }, vip];
    expect(describeChanges(departments, [standard, vip], cheaper)).toEqual([
      {
        kind: "changed",
        key: "0.price",
        label: "Standard › Pris",
        before: "12 kr.",
        after: "13 kr.",
        text: "Ændrede Standard › Pris fra 12 kr. til 13 kr.",
      },
    ]);
  });

  it("moving one item is one move, not every place after it changed", () => {
    const moved = [entries[10], ...entries.slice(0, 10), entries[11]];
    expect(describeChanges(faq, entries, moved)).toEqual([
      expect.objectContaining({
        kind: "moved",
        key: "0",
        before: "Plads 11",
        after: "Plads 1",
        text: "Flyttede spørgsmål „Spørgsmål nummer 11?“ fra plads 11 til 1",
      }),
    ]);
  });

  it("an added and a removed item are said as such, whatever moved up or down around them", () => {
    const added = [...entries.slice(0, 3), { question: "Må man tage mad med?", answer: "Nej." }];
    expect(texts3(faq, entries.slice(0, 3), added)).toEqual([
      "Tilføjede spørgsmål „Må man tage mad med?“",
    ]);
    expect(texts3(faq, entries.slice(0, 4), [entries[0], ...entries.slice(2, 4)])).toEqual([
      "Fjernede spørgsmål „Spørgsmål nummer 2?“",
    ]);
    const removed = describeChanges(faq, entries.slice(0, 2), entries.slice(1, 2));
    expect(removed[0]).toMatchObject({
      kind: "removed",
      key: "0",
      before: "Spørgsmål nummer 1? · Svar 1.",
      after: null,
    });
  });

  it("an item known by its title or its other text keeps its edits apart from its move", () => {
    const rewritten = [{ ...entries[2], answer: "Nyt svar." }, entries[0], entries[1]];
    expect(texts3(faq, entries.slice(0, 3), rewritten)).toEqual([
      "Flyttede spørgsmål „Spørgsmål nummer 3?“ fra plads 3 til 1",
      "Ændrede Spørgsmål nummer 3? › Svar fra „Svar 3.“ til „Nyt svar.“",
    ]);
    const renamed = [entries[0], { ...entries[1], question: "Hvad koster det?" }];
    expect(texts3(faq, entries.slice(0, 2), renamed)).toEqual([
      "Ændrede Hvad koster det? › Spørgsmål fra „Spørgsmål nummer 2?“ til „Hvad koster det?“",
    ]);
  });

  it("a department is known by its fixed id, its lines as items of their own", () => {
    const after = [vip, { ...standard, title: "Basis", highlights: ["Billig", "Hurtig", "Ny"] }];
    expect(texts3(departments, [standard, vip], after)).toEqual([
      "Flyttede afdeling „VIP“ fra plads 2 til 1",
      "Ændrede Basis › Navn fra „Standard“ til „Basis“",
      "Flyttede fordel „Billig“ fra plads 2 til 1 i Basis › Tre fordele",
      "Tilføjede fordel „Ny“ i Basis › Tre fordele",
    ]);
  });

  it("every kind of field says its value as staff read it", () => {
    const form: Field = {
      kind: "group",
      label: "Begivenhed",
      fields: [
        toggle("active", "Aktiv"),
        integer("rating", "Bedømmelse"),
        dateTime("starts_at", "Start"),
        choice("kind", "Type", ["lan", "tournament"], { lan: "LAN", tournament: "Turnering" }),
        image("image", "Billede", "Intet billede"),
        { kind: "group", label: "Tekst", fields: [longText("text", "Tekst")] },
      ],
    };
    const before = {
      active: true,
      rating: 4,
      starts_at: "2026-12-14T17:00:00.000Z",
      kind: "lan",
      image: null,
      text: "",
    };
    const after = {
      active: false,
      rating: 5,
      starts_at: "2026-12-14T18:30:00+01:00",
      kind: "tournament",
      image: { id: "abcdef123456", width: 800, height: 600 },
      text: "En meget lang tekst, der bliver ved og ved, langt forbi hvad en linje kan rumme.",
    };
    expect(texts3(form, before, after)).toEqual([
      "Slog Aktiv fra",
      "Ændrede Bedømmelse fra 4 til 5",
      "Ændrede Start fra mandag 14. december 2026 kl. 18.00 til mandag 14. december 2026 kl. 18.30",
      "Ændrede Type fra LAN til Turnering",
      "Ændrede Billede fra (tom) til Billede 800 × 600 px (abcdef)",
      "Ændrede Tekst fra (tom) til „En meget lang tekst, der bliver ved og…“",
    ]);
    expect(describeChanges(form, before, before)).toEqual([]);
  });

  it("names a written text without its words when told to (a guest's review outlives no log)", () => {
    const review: Field = {
      kind: "group",
      label: "Anmeldelse",
      fields: [longText("comment", "Kommentar"), integer("rating", "Bedømmelse")],
    };
    const before = { comment: "Ole fra nr. 12 var her", rating: 3 };
    const after = { comment: "Godt sted", rating: 5 };
    expect(texts3(review, before, after)).toEqual([
      "Ændrede Kommentar fra „Ole fra nr. 12 var her“ til „Godt sted“",
      "Ændrede Bedømmelse fra 3 til 5",
    ]);
    expect(
      describeChanges(review, before, after, { quoteText: false }).map((change) => change.text),
    ).toEqual(["Ændrede Kommentar", "Ændrede Bedømmelse fra 3 til 5"]);
  });
});

describe("a line for the history and the log", () => {
  it("names the first two changes and counts the rest", () => {
    const cheaper = [
      { ...standard, price: 13, highlights: [] },
      { ...vip, price: 15 },
    ];
    const line = changesLine(describeChanges(departments, [standard, vip], cheaper));
    expect(line).toBe(
      "ændrede Standard › Pris fra 12 kr. til 13 kr.; fjernede fordel „Hurtig“ i Standard › Tre fordele og 2 mere",
    );
    expect(sentence(line ?? "")).toMatch(/^Ændrede Standard/);
    expect(changesLine([])).toBeNull();
  });
});

describe("a value as one line, as the notes beside a conflict and a merged field show it", () => {
  /** The other's saved value as the form holds it after the merge, and how the note says it. */
  const noted = (field: Field, stored: unknown) => draftText(field, toDraft(field, stored));

  // Each kind of field says its value, never nothing for a value that is there.
  it.each([
    [price("price", "Pris"), 13, "13 kr."],
    [price("price", "Pris i kr. pr. time"), 13, "13 kr."],
    [price("price", "Pris"), 12.5, "12,50 kr."],
    [integer("rating", "Bedømmelse"), 0, "0"],
    [integer("rating", "Bedømmelse"), 4, "4"],
    [toggle("active", "Aktiv"), false, "Fra"],
    [toggle("active", "Aktiv"), true, "Til"],
    [texts("items", "Linjer", "Linje"), ["A", "B"], "A · B"],
    [texts("items", "Det er med", "Punkt"), ["2 toasts", "1 drik"], "2 toasts · 1 drik"],
    [departments, [standard, vip], "Standard · VIP"],
    [departments, [vip, standard], "VIP · Standard"],
    [dateTime("at", "Start"), "2026-07-01T16:30:00.000Z", "onsdag 1. juli 2026 kl. 18.30"],
    [
      dateTime("starts_at", "Start"),
      "2026-12-19T17:00:00.000Z",
      "lørdag 19. december 2026 kl. 18.00",
    ],
    [
      image("image", "Billede", "Intet"),
      { id: "0123456789", width: 640, height: 480 },
      "Billede 640 × 480 px (012345)",
    ],
    [longText("comment", "Kommentar"), "Fedt sted.\nKommer igen.", "Fedt sted.\nKommer igen."],
    [choice("kind", "Type", ["lan"], { lan: "LAN-aften" }), "lan", "LAN-aften"],
    [text("name", "Navn"), "Ida", "Ida"],
    [text("name", "Navn"), "", ""],
  ] as [Field, unknown, string][])("%s: %j is said %j", (field, stored, said) => {
    expect(valueText(field, stored)).toBe(said);
    expect(noted(field, stored)).toBe(said);
  });

  it("a price typed with a decimal comma is the number it says", () => {
    expect(draftText(price("price", "Pris"), "14,50")).toBe("14,50 kr.");
  });
});
