import type { Kysely } from "kysely";
import { liveAddress } from "#app/content/public-paths.ts";
import type { Database } from "#app/db/schema.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { EVERYTHING, followContentChanges } from "#app/platform/content-events.server.ts";
import { type PublicBracket, publicBracket } from "./bracket-json.ts";
import type { BracketDocument } from "./document.ts";
import type { Live } from "./live.ts";

/**
 * The live bracket (docs/pages.md, "The live bracket"): a page showing a bracket follows
 * `/begivenheder/SLUG/live`, a stream of server-sent events. Each saved change of the bracket is
 * announced on the change channel every instance shares (`publishContentChange`, LISTEN/NOTIFY
 * on PostgreSQL), after this instance's kept copies are let go; every instance then sends its
 * followers of that event the bracket's new tag, and their pages fetch themselves afresh and
 * swap the bracket's section (`app/components/layout/page-script.ts`). One connection per page;
 * the browser's EventSource reconnects by itself. One timer for all followers: the heartbeat
 * that keeps proxies from closing a quiet stream.
 */

type Db = Kysely<Database>;

/** What a change of the bracket of `eventId` is announced as. */
export const bracketSubject = (eventId: string) => `bracket:${eventId}`;

/** EventSource waits this long before it reconnects (sent as `retry:`). */
const RETRY_MS = 1_000;
/** A comment on every stream this often: proxies (nginx: 60 s by default) see it alive. */
const HEARTBEAT_MS = 25_000;

/** The bracket's saving a page shows, and what the stream says it is now ("" without one). */
type Stored = { state: string; version: number | string; updated_at: string };
const tagOf = (stored: Stored | undefined) =>
  stored ? `${Number(stored.version)}@${stored.updated_at}` : "";

const readStored = (db: Db, eventId: string) =>
  db
    .selectFrom("brackets")
    .select(["state", "version", "updated_at"])
    .where("event_id", "=", eventId)
    .executeTakeFirst();

export type LiveBracket = {
  bracket: PublicBracket;
  live: Live;
};

/** A public event's bracket for a page that follows it live, read at once with its tag. */
export async function readLiveBracket(
  db: Db,
  event: { id: string; slug: string },
): Promise<LiveBracket | undefined> {
  const stored = await readStored(db, event.id);
  if (!stored) return undefined;
  return {
    bracket: publicBracket(JSON.parse(stored.state) as BracketDocument),
    live: { address: liveAddress(event.slug), tag: tagOf(stored) },
  };
}

type Follower = { eventId: string; send: (text: string) => void; end: () => void };

const following = new Set<Follower>();
let stopFollowing: (() => void) | undefined;
let heartbeat: NodeJS.Timeout | undefined;
const encoder = new TextEncoder();

async function tellFollowers(db: Db, subject: string): Promise<void> {
  const events = new Set(
    [...following]
      .map((follower) => follower.eventId)
      .filter((id) => subject === EVERYTHING || subject === bracketSubject(id)),
  );
  for (const eventId of events) {
    // One read per change and instance, however many follow.
    const tag = tagOf(await readStored(db, eventId).catch(() => undefined));
    for (const follower of following) {
      if (follower.eventId === eventId) follower.send(`data: ${tag}\n\n`);
    }
  }
}

function join(db: Db, follower: Follower): void {
  following.add(follower);
  stopFollowing ??= followContentChanges((subject) => void tellFollowers(db, subject));
  heartbeat ??= setInterval(() => {
    for (const each of following) each.send(": \n\n");
  }, HEARTBEAT_MS).unref();
}

function leave(follower: Follower): void {
  following.delete(follower);
  if (following.size > 0) return;
  stopFollowing?.();
  stopFollowing = undefined;
  clearInterval(heartbeat);
  heartbeat = undefined;
}

/**
 * At shutdown, before the server waits for its requests (server/http.ts, `onStopping`): every
 * stream ends at once, and its browser reconnects, to another instance behind the proxy, instead
 * of holding the stop for its grace.
 */
export function endLiveStreams(): void {
  for (const follower of following) follower.end();
}

export const LIVE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  ...NO_STORE_HEADERS,
  // nginx passes the stream on as it comes (docs/deploy.md), whatever its own buffering says.
  "X-Accel-Buffering": "no",
};

/**
 * The stream for one page following the bracket of `eventId`: `retry:` and the bracket's tag at
 * once (a change made between the page's rendering and this connection is not missed), then
 * the tag again at every change, and a heartbeat comment.
 */
export async function liveStream(db: Db, eventId: string, signal: AbortSignal): Promise<Response> {
  const tag = tagOf(await readStored(db, eventId));
  let follower: Follower | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const self: Follower = {
        eventId,
        send: (text) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            leave(self);
          }
        },
        end: () => {
          leave(self);
          try {
            controller.close();
          } catch {
            // Closed already.
          }
        },
      };
      follower = self;
      self.send(`retry: ${RETRY_MS}\ndata: ${tag}\n\n`);
      join(db, self);
      signal.addEventListener("abort", () => self.end(), { once: true });
    },
    cancel() {
      if (follower) leave(follower);
    },
  });
  return new Response(body, { headers: LIVE_HEADERS });
}
