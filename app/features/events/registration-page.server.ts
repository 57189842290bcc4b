import { data, redirect } from "react-router";
import { type Lang, langOf } from "#app/content/language.ts";
import { registrationPath } from "#app/content/public-paths.ts";
import { bracketIn } from "#app/features/tournaments/bracket-json.ts";
import { readLiveBracket } from "#app/features/tournaments/live.server.ts";
import type { Live } from "#app/features/tournaments/live.ts";
import { isMatchPost, matchPostFromLink } from "#app/features/tournaments/player-post.server.ts";
import { type PlayerPanel, playerPanelOf } from "#app/features/tournaments/player-view.ts";
import { playerView } from "#app/features/tournaments/queries.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { assertSameOrigin, readFormBody } from "#app/platform/api.server.ts";
import { publishContentChange } from "#app/platform/content-events.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Event, Registration } from "./event.ts";
import { mailPromoted } from "./mails.server.ts";
import { cancelByToken, findByToken } from "./registrations.server.ts";

/**
 * `/tilmelding/TOKEN` (docs/api.md#event-sign-up-and-calendar-feeds): the holder of the mailed link
 * sees the registration and cancels it with `Afmeld`; the seat goes to the first on the waitlist in
 * the same transaction (registrations.server.ts), who is told by e-mail. In a tournament that has
 * begun, the player's match and results instead (docs/api.md, "Tournaments"). The page is one
 * person's: never kept.
 */

/** A link token as newLinkToken writes it: 32 bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The post carries a button, or a result and its match: a body beyond this is not a person's. */
const POST_LIMIT = 1024;

export type RegistrationView = { event: Event; registration: Registration };

/** Whether `Afmeld` still does something: the event is on and has not started. */
export function canCancel({ event, registration }: RegistrationView, now: Date): boolean {
  return (
    registration.status !== "cancelled" &&
    event.status === "scheduled" &&
    now.toISOString() < event.starts_at
  );
}

export async function registrationView(token: string): Promise<RegistrationView | undefined> {
  if (!TOKEN.test(token)) return undefined;
  return findByToken(database().db, token);
}

const answer = (status: number) => data({ refused: status }, { status, headers: NO_STORE_HEADERS });

/**
 * The player's tournament (docs/pages.md, "Your match from the mailed link"), when the
 * registration is an entry of its bracket: the tournament has begun. Rounds named in `lang`.
 */
export async function playerPanel(
  { event, registration }: RegistrationView,
  lang: Lang = "da",
): Promise<{ panel: PlayerPanel; live: Live } | undefined> {
  if (event.kind !== "tournament") return undefined;
  const db = database().db;
  // The saving's tag first: a change saved between the two reads is then one the page fetches
  // again at once (the live bracket, docs/pages.md), never one it misses.
  const followed = await readLiveBracket(db, event);
  if (!followed) return undefined;
  const view = await playerView(db, registration.id);
  if (!view) return undefined;
  const bracket = bracketIn(view.bracket, lang);
  const label = (id: string) => bracket.matches.find((match) => match.id === id)?.label;
  const next = view.next && { ...view.next, label: label(view.next.id) ?? view.next.label };
  return { panel: playerPanelOf({ ...view, bracket, next }), live: followed.live };
}

/**
 * The page's posts: a player's result, `Bekræft` or `Afvis` (tournaments/player-post.server.ts),
 * or else `Afmeld`.
 */
export async function postFromLink(token: string, request: Request, now = new Date()) {
  assertSameOrigin(request);
  const form = await readFormBody(request, POST_LIMIT);
  const view = await registrationView(token);
  if (!view) return answer(404);
  if (isMatchPost(form)) return matchPostFromLink(view.registration.id, token, form, request);
  return cancelFromLink(view, token, request, now);
}

/**
 * `Afmeld` posted: the registration cancelled, then the page again (post/redirect/get). Once the
 * player is in the tournament's bracket, the seat is theirs for the night.
 */
async function cancelFromLink(view: RegistrationView, token: string, request: Request, now: Date) {
  if (!canCancel(view, now) || (await playerPanel(view))) return answer(409);
  const result = await cancelByToken(database().db, token, now);
  if (result.kind === "not-found") return answer(404);
  if (!result.already) {
    await publishContentChange();
    mailPromoted(result.event, result.promoted);
  }
  const lang = langOf(new URL(request.url).pathname);
  return redirect(registrationPath(token, lang), { status: 303, headers: NO_STORE_HEADERS });
}
