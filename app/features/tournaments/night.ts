import { z } from "zod";
import type { FormDescription } from "#app/lib/forms/fields.ts";
import type { StaffBracket, StaffMatch } from "./bracket-json.ts";

/**
 * The staff's tournament night on `/admin/begivenheder` (docs/admin.md, "The tournament night"):
 * the names its buttons post as `intent`, the seeding form, and the order its matches are
 * shown in. Shared by the page and the route's action.
 */

export const NIGHT_INTENTS = {
  start: "start-turnering",
  call: "kald",
  result: "resultat",
  forfeit: "giv-op",
  resetMatch: "nulstil-resultat",
  /** Asks first (`?nulstil-turnering=ID`, then the question's post). */
  resetBracket: "nulstil-turnering",
} as const;

/** Where the page comes back to after a post: the night's own section. */
export const NIGHT_ANCHOR = "#turnering";

/** The seeding's two ways, as the radio buttons post them. */
export const SEEDING_WAYS = [
  { value: "tilfaeldig", label: "Tilfældig" },
  { value: "raekkefoelge", label: "I rækkefølgen herunder" },
] as const;

/**
 * `Start turnering`'s form: the way to seed, and the checked-in registrations in the order
 * staff set (best seed first), a list the form layer moves (`seed.0`, `seed.1`, … and
 * `move:seed:2:1` for `Flyt op` posted without JavaScript).
 */
export const seedingForm: FormDescription & {
  schema: z.ZodType<{ seedning: string; seed: string[] }>;
} = {
  id: "seeding",
  schema: z.object({
    seedning: z.enum(["tilfaeldig", "raekkefoelge"], { error: "Vælg, hvordan der seedes" }),
    seed: z.array(z.string().max(100)).max(1000),
  }),
  field: {
    kind: "group",
    label: "Start turnering",
    fields: [
      { kind: "choice", key: "seedning", label: "Seedning", options: SEEDING_WAYS },
      { kind: "texts", key: "seed", label: "Rækkefølge", item: "Seed" },
    ],
  },
};

/** The seeding list's key in the form (its items are `seed.N`). */
export const SEED_LIST = "seed";

/**
 * The order staff set, kept where it can be: the ids asked for that are among the players, in
 * that order, then the players not named, in arrival order. A stale or foreign list changes
 * nobody's place in the bracket: the start checks the list again.
 */
export function seedOrder<P extends { id: string }>(players: P[], asked: readonly string[]): P[] {
  const byId = new Map(players.map((player) => [player.id, player]));
  const named = [...new Set(asked)].flatMap((id) => byId.get(id) ?? []);
  const rest = players.filter((player) => !named.includes(player));
  return [...named, ...rest];
}

export type NightSections = {
  /** `Uenighed`: the players disagree; staff decide. */
  disputed: StaffMatch[];
  /** `Rapporteret`: a player's result waits for the opponent (or staff). */
  reported: StaffMatch[];
  ready: StaffMatch[];
  running: StaffMatch[];
  waiting: StaffMatch[];
  completed: StaffMatch[];
};

/**
 * The matches as staff work through them on the night: those that need a decision first
 * (disputed, reported), then those ready to call, those running, and the rest (still waiting,
 * and the decided ones, folded away). A bye has nothing to do and is left out.
 */
export function nightSections(bracket: StaffBracket): NightSections {
  const sections: NightSections = {
    disputed: [],
    reported: [],
    ready: [],
    running: [],
    waiting: [],
    completed: [],
  };
  for (const match of bracket.matches) {
    if (match.bye) continue;
    if (match.status !== "completed" && match.disputed) sections.disputed.push(match);
    else if (match.status !== "completed" && match.report) sections.reported.push(match);
    else sections[match.status].push(match);
  }
  return sections;
}

/** A player staff may seed: their name as staff know it. */
export type SeedPlayer = { id: string; name: string };

/** What the night's section shows: the bracket once started, else who would be seeded, how. */
export type NightView = {
  event: { id: string; slug: string; title: string; status: string };
  bracket: StaffBracket | null;
  /** The checked-in players in the order set so far (before the start). */
  players: SeedPlayer[];
  seeding: (typeof SEEDING_WAYS)[number]["value"];
};

/** `Nulstil turnering`'s question, in the dialog and on the page alike. */
export const resetBracketQuestion = (title: string) => ({
  title: "Nulstil turnering",
  description:
    "Turneringstræet og alle resultater bliver slettet. Tilmeldingerne og indtjekningen bliver stående, så turneringen kan startes igen.",
  detail: `${title} går tilbage til før start.`,
  confirmLabel: "Nulstil turnering",
});

export const RESET_TOAST = {
  title: "Turneringen er nulstillet",
  description: "Turneringstræet og resultaterne er slettet. Tilmeldingerne er der stadig.",
};

/**
 * What a match's card says while its post is on its way (React Router's pending submission): the
 * change as staff made it, at once, so a result shows on the phone when `Gem resultat` is
 * pressed; the toast then says it was saved, or why not, and the card shows the bracket as saved.
 */
export function savingText(form: FormData, pair: [string, string]): string {
  const value = (key: string) => String(form.get(key) ?? "").trim();
  switch (value("intent")) {
    case NIGHT_INTENTS.result:
      return `Gemmer resultatet: ${pair[0]} ${value("score.0")}-${value("score.1")} ${pair[1]} …`;
    case NIGHT_INTENTS.call:
      return `Kalder kampen til ${value("station")} …`;
    case NIGHT_INTENTS.forfeit:
      return `Gemmer: ${pair[value("side") === "1" ? 1 : 0]} giver op …`;
    case NIGHT_INTENTS.resetMatch:
      return "Nulstiller resultatet …";
    default:
      return "Gemmer …";
  }
}
