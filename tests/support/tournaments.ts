import { expect } from "vitest";
import { BracketRefusal } from "#app/features/tournaments/refusal.ts";
import type { ApiClient } from "./api-client.ts";
import { TOURNAMENT, timed } from "./events.ts";

/**
 * What a bracket write answered: the kind of its `BracketRefusal`, or "accepted" when it went
 * through. Any other error is thrown on, so a bug is not read as a refusal.
 *
 *   expect(await refusalOf(changeMatch(doc, match, { score1: 2 }))).toBe("not-ready");
 */
export async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BracketRefusal) return error.kind;
    throw error;
  }
  return "accepted";
}

export type NightMatch = {
  id: string;
  version: number;
  status: string;
  sides: { entry_id: string | null }[];
};
type NightBracket = { entries: { id: string; seed: number }[]; matches: NightMatch[] };

let nights = 0;
let addresses = 0;
const newAddress = () => `198.51.100.${(++addresses % 250) + 1}`;

/**
 * A tournament night through the HTTP API, as staff and guests run it: `tournament(n)` makes a
 * public solo tournament with `n` players signed up (full names, so a test can see that only the
 * first word is shown) and checked in; `start`, `patch` a match, `playOut` to the end, the better
 * seed winning. The server must run with TRUST_PROXY=true (each guest signs up from an address of
 * their own).
 *
 *   const night = tournamentNight(() => ({ staff, visitor }));
 *   const event = await night.tournament(8);
 *   await night.start(event);
 */
export function tournamentNight(clients: () => { staff: ApiClient; visitor: ApiClient }) {
  const staff = {
    get: (path: string) => clients().staff.get(path),
    post: (path: string, body: unknown) => clients().staff.post(path, body),
    patch: (path: string, body: unknown) => clients().staff.patch(path, body),
  };
  async function tournament(players: number, fields: Record<string, unknown> = {}) {
    nights += 1;
    const created = await staff.post("/api/admin/events", {
      ...TOURNAMENT,
      title: `Turneringsaften ${nights}`,
      ...timed(3),
      ...fields,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const event = (await created.json()) as { id: string; slug: string };
    for (let n = 1; n <= players; n++) {
      const response = await clients().visitor.post(
        `/api/events/${event.slug}/registrations`,
        { name: `Spiller${n} Efternavnsen${n}`, email: `spiller${n}-${event.slug}@example.dk` },
        { "x-forwarded-for": newAddress() },
      );
      expect(response.status).toBe(201);
    }
    const list = await (await staff.get(`/api/admin/events/${event.id}/registrations`)).json();
    for (const { id } of list.registrations as { id: string }[]) {
      const checked = await staff.patch(`/api/admin/events/${event.id}/registrations/${id}`, {
        checked_in: true,
      });
      expect(checked.status).toBe(200);
    }
    return event;
  }
  const start = async (event: { id: string }) => {
    const response = await staff.post(`/api/admin/events/${event.id}/bracket`, {
      seeding: "random",
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  const bracketOf = async (id: string) =>
    (await (await staff.get(`/api/admin/events/${id}/bracket`)).json()) as NightBracket;
  const patch = async (id: string, match: NightMatch, body: Record<string, unknown>) => {
    const response = await staff.patch(`/api/admin/events/${id}/matches/${match.id}`, {
      version: match.version,
      ...body,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as NightMatch;
  };
  /** The first match that is ready or running, or undefined when the bracket is played out. */
  const nextMatch = async (id: string) => {
    const bracket = await bracketOf(id);
    const match = bracket.matches.find((m) => m.status === "ready" || m.status === "running");
    return match && { bracket, match };
  };
  /** The next match's result, the better seed winning; false when none was left. */
  async function playNext(event: { id: string }): Promise<boolean> {
    const next = await nextMatch(event.id);
    if (!next) return false;
    const [one, two] = next.match.sides.map(
      (side) => next.bracket.entries.find((e) => e.id === side.entry_id)?.seed ?? 0,
    );
    await patch(event.id, next.match, { scores: (one ?? 0) < (two ?? 0) ? [2, 1] : [1, 2] });
    return true;
  }
  /** Every ready or running match to the end. */
  async function playOut(event: { id: string }) {
    for (let guard = 0; guard < 200; guard++) if (!(await playNext(event))) return;
    throw new Error("the tournament did not end");
  }
  return { tournament, start, bracketOf, patch, nextMatch, playNext, playOut };
}
