import { describe, expect, it } from "vitest";
import { z } from "zod";
import { constraintsAt } from "./constraints.ts";
import { changedPaths } from "./diff.ts";
import type { FormDescription } from "./fields.ts";
import { editList, intentValue, parseIntent } from "./list-edits.ts";
import { mergeDrafts } from "./merge.ts";
import { readPost } from "./submission.ts";
import { keyOf, pathFromKey, toDraft } from "./values.ts";

/** A FAQ-like form: a list of question and answer, and a switch beside it. */
const faq: FormDescription = {
  id: "faq",
  schema: z.object({
    visible: z.boolean(),
    entries: z
      .array(
        z.object({
          question: z.string().min(1, "Skal udfyldes.").max(200),
          answer: z.string().max(1000),
        }),
      )
      .min(1)
      .max(30),
  }),
  field: {
    kind: "group",
    label: "FAQ",
    fields: [
      { kind: "switch", key: "visible", label: "Vis" },
      {
        kind: "list",
        key: "entries",
        label: "Spørgsmål",
        item: "Spørgsmål",
        fields: [
          { kind: "text", key: "question", label: "Spørgsmål" },
          { kind: "text", key: "answer", label: "Svar", rows: 3 },
        ],
        blank: () => ({ question: "", answer: "" }),
      },
    ],
  },
};

const base = {
  visible: true,
  entries: [
    { question: "Åbent?", answer: "Ja" },
    { question: "Pris?", answer: "12 kr." },
    { question: "Mad?", answer: "Nej" },
  ],
};

function posted(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

describe("list edits", () => {
  it("move to any place, insert where asked, remove, and leave the original alone", () => {
    const list = ["a", "b", "c", "d"];
    expect(editList(list, { kind: "move", from: 3, to: 0 })).toEqual(["d", "a", "b", "c"]);
    expect(editList(list, { kind: "move", from: 0, to: 3 })).toEqual(["b", "c", "d", "a"]);
    expect(editList(list, { kind: "move", from: 1, to: 99 })).toEqual(["a", "c", "d", "b"]);
    expect(editList(list, { kind: "insert", index: 1, item: "x" })).toEqual([
      "a",
      "x",
      "b",
      "c",
      "d",
    ]);
    expect(editList(list, { kind: "remove", index: 2 })).toEqual(["a", "b", "d"]);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });

  it("a button's intent is written and read back, and anything else is no intent", () => {
    for (const intent of [
      { list: "entries", edit: { kind: "move", from: 2, to: 0 } },
      { list: "0.highlights", edit: { kind: "remove", index: 1 } },
      { list: "", edit: { kind: "insert", index: 3 } },
    ] as const) {
      expect(parseIntent(intentValue(intent))).toEqual(intent);
    }
    for (const raw of [
      "save",
      "move:x:1",
      "move:x:-1:0",
      "remove:x:01",
      "insert:x:1:2",
      null,
      5,
      "a".repeat(400),
    ]) {
      expect(parseIntent(raw)).toBeNull();
    }
  });
});

describe("a form post read by its description", () => {
  it("reads nested lists by path, counts items by their length field, and checks the schema", () => {
    const post = readPost(
      faq,
      posted({
        visible: "on",
        "entries.#": "2",
        "entries.0.question": "Åbent?",
        "entries.0.answer": "Ja",
        "entries.1.question": "Pris?",
        "entries.1.answer": "",
        "entries.7.question": "ignored: beyond the length",
      }),
    );
    expect(post).toEqual({
      kind: "valid",
      intent: "save",
      draft: expect.anything(),
      value: {
        visible: true,
        entries: [
          { question: "Åbent?", answer: "Ja" },
          { question: "Pris?", answer: "" },
        ],
      },
    });
  });

  it("answers with the schema's errors keyed by path, and the posted draft", () => {
    const post = readPost(faq, posted({ "entries.#": "1", "entries.0.question": "" }));
    expect(post.kind).toBe("invalid");
    if (post.kind === "invalid")
      expect(post.errors).toEqual({ "entries.0.question": "Skal udfyldes." });
    expect(post.draft).toEqual({ visible: false, entries: [{ question: "", answer: "" }] });
  });

  it("applies a list button without saving: a new item where it was asked for", () => {
    const post = readPost(
      faq,
      posted({
        "entries.#": "2",
        "entries.0.question": "A",
        "entries.1.question": "B",
        intent: "insert:entries:1",
      }),
    );
    expect(post).toEqual({
      kind: "edited",
      draft: {
        visible: false,
        entries: [
          { question: "A", answer: "" },
          { question: "", answer: "" },
          { question: "B", answer: "" },
        ],
      },
    });
  });

  it("never builds more items than a post may claim", () => {
    const post = readPost(faq, posted({ "entries.#": "100000000" }));
    expect((post.draft as { entries: unknown[] }).entries.length).toBeLessThanOrEqual(100);
  });
});

describe("merging another admin's save into the form", () => {
  const field = faq.field;
  const start = toDraft(field, base);
  const edit = (entries: number, key: "question" | "answer", text: string, from = start) => {
    const copy = structuredClone(from) as typeof base;
    (copy.entries[entries] as Record<string, string>)[key] = text;
    return copy;
  };

  it("keeps both when they changed different entries", () => {
    const mine = edit(0, "answer", "Ja, altid");
    const theirs = edit(2, "answer", "Kun drikkevarer");
    const merged = mergeDrafts(field, start, mine, theirs);
    expect(merged.conflicts).toEqual({});
    expect((merged.value as typeof base).entries.map((e) => e.answer)).toEqual([
      "Ja, altid",
      "12 kr.",
      "Kun drikkevarer",
    ]);
  });

  it("marks a field both changed, keeping mine in the form and theirs beside it", () => {
    const merged = mergeDrafts(
      field,
      start,
      edit(1, "answer", "13 kr."),
      edit(1, "answer", "14 kr."),
    );
    expect(merged.conflicts).toEqual({ "entries.1.answer": { mine: "13 kr.", theirs: "14 kr." } });
    expect((merged.value as typeof base).entries[1]?.answer).toBe("13 kr.");
  });

  it("takes their list when only they reordered it, and names the list when both reshaped it", () => {
    const moved = { ...base, entries: editList(base.entries, { kind: "move", from: 2, to: 0 }) };
    expect(mergeDrafts(field, start, start, moved)).toEqual({ value: moved, conflicts: {} });
    const added = { ...base, entries: [...base.entries, { question: "Ny?", answer: "" }] };
    const merged = mergeDrafts(field, start, added, moved);
    expect(Object.keys(merged.conflicts)).toEqual(["entries"]);
  });

  it("without the version it started from, every differing field is shown with both values", () => {
    const merged = mergeDrafts(field, null, edit(0, "answer", "A"), edit(0, "question", "B"));
    expect(Object.keys(merged.conflicts).sort()).toEqual(["entries"]);
  });
});

describe("what the description and the schema say about a field", () => {
  it("reads the browser's limits off the schema", () => {
    expect(constraintsAt(faq.schema, ["entries"])).toEqual({ minItems: 1, maxItems: 30 });
    expect(constraintsAt(faq.schema, ["entries", 4, "question"])).toEqual({
      required: true,
      maxLength: 200,
    });
    expect(constraintsAt(faq.schema, ["entries", 0, "answer"])).toEqual({ maxLength: 1000 });
  });

  it("finds the paths a save changed", () => {
    const after = {
      ...base,
      entries: [...base.entries.slice(0, 2), { question: "Mad?", answer: "Ja" }],
    };
    expect(changedPaths(base, after)).toEqual(["entries.2.answer"]);
    expect(changedPaths(base, { ...base, entries: base.entries.slice(1) }).length).toBeGreaterThan(
      0,
    );
    expect(keyOf(pathFromKey("entries.2.answer"))).toBe("entries.2.answer");
    expect(pathFromKey("0.highlights.2")).toEqual([0, "highlights", 2]);
  });
});
