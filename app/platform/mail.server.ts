import { setTimeout as sleep } from "node:timers/promises";
import type { SendMailOptions, Transporter } from "nodemailer";
import { settings } from "./env.server.ts";
import { errorFields, log } from "./log.server.ts";

/**
 * Every e-mail the site sends goes through here (SMTP_URL, docs/settings.md). Sending never fails
 * or delays the request that caused it: the caller's change is already saved, so a mail is handed
 * over after the answer and retried a few times; what still fails is logged. Without SMTP_URL
 * nothing is sent and nothing fails (the admin shows invitation links instead).
 */

export type Mail = {
  to: string;
  subject: string;
  text: string;
  attachments?: SendMailOptions["attachments"];
};

/** Waits before the second, third and fourth attempt. */
const RETRY_DELAYS_MS = [2_000, 10_000, 60_000];

let transport: { url: string; transporter: Transporter } | undefined;

async function transporter(url: string): Promise<Transporter> {
  if (transport?.url !== url) {
    // Loaded with the first mail, not at start: the largest library the server would otherwise
    // hold in memory, for a few mails a day (docs/performance.md).
    const { default: nodemailer } = await import("nodemailer");
    transport = {
      url,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return transport.transporter;
}

/** Hands `mail` over and returns at once; `what` names it in the log if it cannot be sent. */
export function sendMail(mail: Mail, what: string): void {
  setImmediate(() => void deliver(mail, what));
}

async function deliver(mail: Mail, what: string): Promise<void> {
  const { SMTP_URL, NOTIFY_EMAIL, SITE_EMAIL, SITE_NAME, SITE_URL } = settings();
  if (!SMTP_URL) return;
  const address = SITE_EMAIL ?? NOTIFY_EMAIL ?? `noreply@${new URL(SITE_URL).hostname}`;
  const from = { name: SITE_NAME, address };
  for (let attempt = 0; ; attempt++) {
    try {
      await (await transporter(SMTP_URL)).sendMail({ from, ...mail });
      return;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        log.error({ ...errorFields(error), mail: what }, "e-mail not sent");
        return;
      }
      log.warn({ ...errorFields(error), mail: what, retryInMs: delay }, "e-mail failed; retrying");
      await sleep(delay, undefined, { ref: false });
    }
  }
}
