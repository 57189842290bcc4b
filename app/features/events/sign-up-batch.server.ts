import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Lang } from "#app/content/language.ts";
import type { Database } from "#app/db/schema.ts";
import { newLinkToken } from "#app/platform/link-token.server.ts";
import { takeSubmissions } from "#app/platform/submission-limit.server.ts";
import { type Event, type Registration, signUpState } from "./event.ts";
import { type RegistrationRow, toEvent, toRegistration } from "./rows.server.ts";
import type { RegistrationInput } from "./schema.ts";
import { lockEvent, seatsTaken } from "./seats.server.ts";

/**
 * Sign-ups for one event decided together, in one transaction with the event locked once: every
 * seat counted, every row and link written in one statement each, one commit. A rush of guests
 * pressing `Tilmeld` for one event takes turns for its lock, and a turn each cost a commit (an
 * fsync) and, on PostgreSQL, a lock held across several round trips; those who come while one
 * turn runs go together in the next (registrations.server.ts, docs/performance.md).
 */

type Db = Kysely<Database>;

export type SignUpResult =
  | {
      kind: "registered";
      event: Event;
      registration: Registration;
      /** For the personal `/tilmelding/TOKEN` link in the mail: a new one for every mail. */
      token: string;
      /** The same e-mail had signed up already: the registration as it was, no new row. */
      repeated: boolean;
    }
  | { kind: "not-found" }
  | { kind: "closed" }
  | { kind: "full" }
  /** The address is over its hourly number of sign-ups (`SignUpLimit`): no seat taken. */
  | { kind: "rate-limited" };

/** Sign-ups an address may make in an hour, counted in the sign-up's own transaction. */
export type SignUpLimit = { address: string; perHour: number };

/** A checked sign-up; the gamertag may be left out (a sign-up that is not for a solo tournament). */
export type SignUpInput = Omit<RegistrationInput, "gamertag" | "lang"> & {
  gamertag?: string | null;
  /** The page's language the guest signed up in; Danish unless said. */
  lang?: Lang;
};

export type SignUpRequest = {
  input: SignUpInput;
  now: Date;
  limit?: SignUpLimit | undefined;
};

/**
 * Each request in arrival order: confirmed while seats are left, else waitlisted at the end of
 * the line (or `full` without a waitlist); the same e-mail again, also within the batch, gets
 * the registration it holds and a new link. Drafts and the trash are not found; past, closed and
 * cancelled events are `closed`. Runs inside the caller's write transaction.
 */
export async function signUpBatch(
  trx: Db,
  slug: string,
  requests: SignUpRequest[],
): Promise<SignUpResult[]> {
  const results: (SignUpResult | undefined)[] = await hourlyCounts(trx, requests);
  const waiting = requests.flatMap((_, index) => (results[index] ? [] : [index]));
  if (waiting.length === 0) return results as SignUpResult[];
  const row = await lockEvent(trx, { slug });
  if (!row || row.status === "draft") return results.map((r) => r ?? { kind: "not-found" });
  const event = toEvent(row);

  const emails = [...new Set(waiting.map((index) => requests[index]?.input.email ?? ""))];
  const held = new Map<string | null, RegistrationRow>();
  const rows = await trx
    .selectFrom("event_registrations")
    .selectAll()
    .where("event_id", "=", event.id)
    .where("email", "in", emails)
    .execute();
  for (const found of rows) held.set(found.email, found);
  let { confirmed, nextPosition } = await seatsTaken(trx, event.id);

  const added: RegistrationRow[] = [];
  const links: { hash: string; registration_id: string; created_at: string }[] = [];
  const linkFor = (registrationId: string, now: Date) => {
    const { token, hash } = newLinkToken();
    links.push({ hash, registration_id: registrationId, created_at: now.toISOString() });
    return token;
  };
  for (const index of waiting) {
    const { input, now } = requests[index] as SignUpRequest;
    // Closed (by status or time) whatever the count.
    if (signUpState(event, 0, now) === "closed") {
      results[index] = { kind: "closed" };
      continue;
    }
    const before = held.get(input.email);
    if (before && before.status !== "cancelled") {
      const token = linkFor(before.id, now);
      // Its mail again in the language of the page it was sent from this time.
      const registration = { ...toRegistration(before), lang: input.lang ?? before.lang };
      results[index] = { kind: "registered", event, registration, token, repeated: true };
      continue;
    }
    const state = signUpState(event, confirmed, now);
    if (state === "full") {
      results[index] = { kind: "full" };
      continue;
    }
    const seat =
      state === "open"
        ? { status: "confirmed" as const, position: null }
        : { status: "waitlisted" as const, position: nextPosition };
    if (state === "open") confirmed += 1;
    else nextPosition += 1;
    const values = {
      name: input.name,
      email: input.email,
      team_name: input.team_name,
      gamertag: input.gamertag ?? null,
      lang: input.lang ?? "da",
      ...seat,
      created_at: now.toISOString(),
      checked_in_at: null,
      cancelled_at: null,
    };
    // Someone who cancelled and signs up again is a new arrival on their old row.
    const saved = before
      ? await trx
          .updateTable("event_registrations")
          .set(values)
          .where("id", "=", before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : { id: randomUUID(), event_id: event.id, ...values };
    if (!before) added.push(saved);
    held.set(input.email, saved);
    const token = linkFor(saved.id, now);
    const registration = toRegistration(saved);
    results[index] = { kind: "registered", event, registration, token, repeated: false };
  }
  if (added.length > 0) await trx.insertInto("event_registrations").values(added).execute();
  if (links.length > 0) await trx.insertInto("event_registration_links").values(links).execute();
  return results as SignUpResult[];
}

/**
 * Each limited request's address counted (`takeSubmissions`: a few statements for the whole
 * batch). A request over its limit is `rate-limited`; the others are left to go on.
 */
async function hourlyCounts(trx: Db, requests: SignUpRequest[]) {
  const results: (SignUpResult | undefined)[] = requests.map(() => undefined);
  const byLimit = new Map<number, number[]>();
  requests.forEach((request, index) => {
    if (!request.limit) return;
    const same = byLimit.get(request.limit.perHour) ?? [];
    byLimit.set(request.limit.perHour, [...same, index]);
  });
  for (const [perHour, indexes] of byLimit) {
    const addresses = indexes.map((index) => requests[index]?.limit?.address ?? "");
    const at = Math.min(...indexes.map((index) => requests[index]?.now.getTime() ?? Date.now()));
    const taken = await takeSubmissions(trx, "event-signup", addresses, perHour, at);
    indexes.forEach((index, n) => {
      if (!taken[n]) results[index] = { kind: "rate-limited" };
    });
  }
  return results;
}
