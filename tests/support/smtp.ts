import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for the tests (the `smtp-server` package): the site sends to it through
 * SMTP_URL like to any mail server, and each received mail is parsed by `mailparser` so a test
 * reads its text, links and attachments as a person's mail program would.
 */

type ReceivedMail = { to: string[]; mail: ParsedMail; text: string };

export type TestSmtp = {
  /** smtp://127.0.0.1:PORT, once listening. */
  url: () => string;
  mails: ReceivedMail[];
  /** Waits until a mail to `address` that satisfies `match` has arrived (10 s). */
  waitFor: (address: string, match?: (mail: ReceivedMail) => boolean) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      simpleParser(stream)
        .then((mail) => {
          mails.push({ to, mail, text: mail.text ?? "" });
          done();
        })
        .catch(done);
    },
  });
  const port = await new Promise<number>((resolve) =>
    smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as AddressInfo).port)),
  );
  return {
    url: () => `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(address, match = () => true) {
      for (const until = Date.now() + 10_000; Date.now() < until; ) {
        const found = mails.find((mail) => mail.to.includes(address) && match(mail));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${address} within 10 s (${mails.length} received)`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const found = mail.text.match(new RegExp(`${escaped}\\S+`));
  if (!found) throw new Error(`no link starting ${prefix} in: ${mail.text}`);
  return found[0];
}
