import type { Event } from "#app/features/events/event.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { checkedIn } from "./bracket.server.ts";
import { type NightView, SEED_LIST, seedingForm, seedOrder } from "./night.ts";
import { readStaffBracket } from "./queries.server.ts";
import type { Db } from "./store.server.ts";

/**
 * The night's section of a tournament on `/admin/begivenheder` (docs/admin.md, "The tournament
 * night"): its bracket as staff see it, or before the start the checked-in players in the order
 * set so far. `Flyt op` and `Flyt ned` posted without JavaScript ask for the page again with the
 * order and the move (`?seed.0=…&intent=move:seed:2:1`): the form layer's own list edit, made
 * here; nothing is stored until `Start turnering`.
 */
export async function staffNight(
  db: Db,
  event: Pick<Event, "id" | "slug" | "title" | "status" | "kind">,
  params: URLSearchParams,
): Promise<NightView | null> {
  if (event.kind !== "tournament") return null;
  const shown = { id: event.id, slug: event.slug, title: event.title, status: event.status };
  const bracket = await readStaffBracket(db, event.id);
  if (bracket) return { event: shown, bracket, players: [], seeding: "tilfaeldig" };
  const players = (await checkedIn(db, event.id)).map((registration) => {
    const who = registration.team_name ?? registration.name ?? "Anonymiseret";
    return {
      id: registration.id,
      name: registration.gamertag ? `${who} (${registration.gamertag})` : who,
    };
  });
  const moved = (params.get("intent") ?? "").startsWith(`move:${SEED_LIST}:`);
  if (!moved) return { event: shown, bracket: null, players, seeding: "tilfaeldig" };
  const post = readPost(seedingForm, params);
  const asked = (post.draft as { seed?: unknown }).seed;
  const order = Array.isArray(asked) ? asked.filter((id) => typeof id === "string") : [];
  return {
    event: shown,
    bracket: null,
    players: seedOrder(players, order),
    seeding: "raekkefoelge",
  };
}
