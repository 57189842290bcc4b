import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { publicBracket } from "./bracket-json.ts";
import { BracketSection } from "./bracket-view.tsx";
import { createDocument } from "./engine.server.ts";

/**
 * The bracket as the event page draws it (docs/pages.md, "The tournament's bracket"): the phone's
 * control of rounds stays a few links in each round however many rounds there are, and the wide
 * screen's lines are drawn by CSS from each slot's `data-lines`, not by elements of their own.
 */

const doubleElimination = async (entries: number) =>
  publicBracket(
    await createDocument(
      Array.from({ length: entries }, (_, index) => ({
        registration_id: `r${index + 1}`,
        name: `S${index + 1}`,
      })),
      { format: "double_elimination", best_of: 1, final_best_of: null, third_place: false },
      "k",
    ),
  );

/** Each round's control: its name and the anchors its links lead to. */
function controlsOf(html: string) {
  return [...html.matchAll(/<nav aria-label="Runder – ([^"]+)"[^>]*>(.*?)<\/nav>/g)].map(
    ([, round, inner]) => ({
      round,
      links: [...(inner ?? "").matchAll(/<a href="#([^"]+)"([^>]*)>/g)].map(([, to, rest]) => ({
        to,
        current: rest?.includes('aria-current="true"') ?? false,
      })),
    }),
  );
}

describe("the bracket section", () => {
  it("a 64-entry double elimination: each of its 17 rounds holds the round before, itself and the round after, and a link to each other side", async () => {
    const html = renderToStaticMarkup(<BracketSection bracket={await doubleElimination(64)} />);
    const controls = controlsOf(html);
    const ids = [...html.matchAll(/<div id="(runde-[^"]+)"/g)].map(([, id]) => id);
    expect(controls).toHaveLength(17);
    expect(ids).toHaveLength(17);
    controls.forEach(({ links }, index) => {
      const rounds = links.slice(0, links.length - 2);
      const groups = links.slice(-2);
      // Its own round marked, between its neighbours in the order of the tree.
      expect(rounds.map((link) => link.to)).toEqual(ids.slice(Math.max(0, index - 1), index + 2));
      expect(rounds.filter((link) => link.current).map((link) => link.to)).toEqual([ids[index]]);
      // The two other sides (winners, losers, grand final): never its own.
      expect(groups.every((link) => !link.current && ids.includes(link.to ?? ""))).toBe(true);
    });
    expect(controls[0]?.links.map((link) => link.to)).toEqual([
      "runde-winners-1",
      "runde-winners-2",
      "runde-losers-1",
      "runde-grand-final-1",
    ]);
  });

  it("joins each match to the next round with lines named on its slot: pairs meet with a line down from the upper one", async () => {
    const html = renderToStaticMarkup(<BracketSection bracket={await doubleElimination(8)} />);
    const slots = [...html.matchAll(/<li class="bracket-slot[^"]*"( data-lines="([^"]*)")?/g)].map(
      ([, , lines]) => lines ?? "",
    );
    // The winners' first round of 4 matches feeds 2: into the next, every other one down too.
    expect(slots.slice(0, 4)).toEqual(["into down", "into", "into down", "into"]);
    expect(html).not.toContain('aria-hidden="true" class="absolute');
  });
});
