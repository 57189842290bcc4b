import { data, redirect } from "react-router";
import { playerCopy } from "#app/content/bracket-page.ts";
import { type Lang, langOf } from "#app/content/language.ts";
import { registrationPath } from "#app/content/public-paths.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { honeypotFilled, readPublicPost } from "#app/lib/forms/public-forms.ts";
import { readPlainPost } from "#app/lib/forms/submission.ts";
import { CLIENT_ADDRESS_HEADER } from "#app/platform/client-address.ts";
import { database } from "#app/platform/database.server.ts";
import { takeSubmission } from "#app/platform/submission-limit.server.ts";
import { PLAYER_ANCHOR, type PlayerAnswer, playerAnswerOf } from "./player-answer.ts";
import { answerForm, MATCH_INTENTS, type ReportPost, reportForms } from "./player-forms.ts";
import { BracketRefusal, type RefusalKind } from "./refusal.ts";
import { answerReport, reportResult } from "./reports.server.ts";

/**
 * A player's posts from their `/tilmelding/TOKEN` page (docs/api.md, "Tournaments"): plain
 * form posts, answered in the page. `Rapporter resultat` and the opponent's `Bekræft` / `Afvis`
 * run `reportResult` / `answerReport` for the registration the link found; done, 303 back to the
 * page with what happened in its address (post/redirect/get); refused, the page again with the
 * reason and nothing changed. Posts are counted per client address across instances, generously:
 * a whole tournament reports from the venue's one connection.
 */

/** Reports and answers from one client address in an hour: a 64-player night and then some. */
export const MATCH_POSTS_PER_HOUR = 300;

/** What a refused post brings back to the page: the reason, the form's errors and what was typed. */
export type PlayerRefusal = {
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

/** Whether the post is one of the tournament's (else it is `Afmeld`). */
export function isMatchPost(form: URLSearchParams): boolean {
  const intent = form.get("intent");
  return Object.values(MATCH_INTENTS).some((known) => known === intent);
}

const refused = (status: number, player: PlayerRefusal) =>
  data({ refused: status, player }, { status, headers: NO_STORE_HEADERS });

/** Why a post was refused, in the page's language. */
function refusalOf(kind: Exclude<RefusalKind, "invalid">, lang: Lang): [number, string] {
  const { refusals } = playerCopy[lang];
  const table: Record<Exclude<RefusalKind, "invalid">, [number, string]> = {
    "not-found": [404, refusals.notYours],
    waiting: [409, refusals.waiting],
    completed: [409, refusals.completed],
    locked: [409, refusals.completed],
    stale: [409, refusals.stale],
    "not-reported": [409, refusals.notReported],
    exists: [409, refusals.completed],
    "not-tournament": [404, refusals.notYours],
  };
  return table[kind];
}

const seeOther = (token: string, answer: PlayerAnswer, lang: Lang) =>
  redirect(`${registrationPath(token, lang)}?${playerAnswerOf(answer)}#${PLAYER_ANCHOR}`, {
    status: 303,
    headers: NO_STORE_HEADERS,
  });

/** The scores of a report the bracket refused, beside the player's own field. */
const scoreErrors = (errors: Record<string, string>) =>
  errors.scores ? { own: errors.scores } : errors;

export async function matchPostFromLink(
  registrationId: string,
  token: string,
  form: URLSearchParams,
  request: Request,
) {
  const db = database().db;
  const lang = langOf(new URL(request.url).pathname);
  const copy = playerCopy[lang];
  // Set by our own server from the socket (or the trusted proxy), never taken from the client.
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  const counted = await writeTransaction(db, (trx) =>
    takeSubmission(trx, "match-report", address, MATCH_POSTS_PER_HOUR),
  );
  if (!counted) return refused(429, { message: copy.refusals.rateLimited });
  const intent = form.get("intent");
  let values: Record<string, string> = {};
  try {
    if (intent === MATCH_INTENTS.report) {
      const post = readPublicPost(reportForms[lang], form);
      values = post.draft as Record<string, string>;
      if (post.kind !== "valid") {
        return refused(400, { fieldErrors: post.kind === "invalid" ? post.errors : {}, values });
      }
      if (honeypotFilled(post.value as Record<string, unknown>))
        return seeOther(token, "sent", lang);
      const { match, version, own, theirs } = post.value as ReportPost;
      await reportResult(db, registrationId, match, { version, scores: [own, theirs], lang });
      return seeOther(token, "sent", lang);
    }
    const post = readPlainPost(answerForm, form);
    if (!post.ok) return refused(400, { message: copy.refusals.stale });
    const confirm = intent === MATCH_INTENTS.confirm;
    await answerReport(db, registrationId, post.value.match, {
      version: post.value.version,
      confirm,
    });
    return seeOther(token, confirm ? "confirmed" : "rejected", lang);
  } catch (error) {
    if (!(error instanceof BracketRefusal)) throw error;
    if (error.kind === "invalid") {
      return refused(400, { fieldErrors: scoreErrors(error.fieldErrors), values });
    }
    const [status, message] = refusalOf(error.kind, lang);
    return refused(status, { message, values });
  }
}
