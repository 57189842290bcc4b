import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client.ts";
import { useServer } from "#tests/support/server.ts";

/**
 * The staff's e-mail notice of a new review (product.md §8), against a real SMTP server started
 * here: the mail arrives with the review in it, and with the mail server gone the visitor still
 * gets an immediate 202.
 */

type Mail = { to: string[]; raw: string };

function startSmtp() {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        done();
      });
    },
  });
  const listening = new Promise<number>((resolve) =>
    smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as AddressInfo).port)),
  );
  return { smtp, mails, listening };
}

/** Quoted-printable soft breaks and escapes undone, enough to search the text. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/((?:=[0-9A-F]{2})+)/g, (hex) =>
      Buffer.from(hex.replaceAll("=", ""), "hex").toString("utf8"),
    );

describe("the e-mail notice of a new review", () => {
  const { smtp, mails, listening } = startSmtp();
  let smtpPort = 0;
  beforeAll(async () => {
    smtpPort = await listening;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  const server = useServer(async () => {
    smtpPort = await listening;
    return {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_EMAIL: "personale@gamingcenter.example",
        TRUST_PROXY: "true",
      },
    };
  });

  it("reaches NOTIFY_EMAIL with the name, rating, comment and a link to the admin", async () => {
    const response = await apiClient(server().url).post(
      "/api/testimonials",
      { name: "Sofie", comment: "Vildt god stemning til LAN-aftenen", rating: 4 },
      { "x-forwarded-for": "203.0.113.1" },
    );
    expect(response.status).toBe(202);
    for (const until = Date.now() + 10_000; mails.length === 0 && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toEqual(["personale@gamingcenter.example"]);
    const text = decoded(mail?.raw ?? "");
    expect(text).toContain("Sofie");
    expect(text).toContain("Vildt god stemning til LAN-aftenen");
    expect(text).toContain("4 af 5");
    expect(text).toContain(`${server().url}/admin?status=pending`);
  });

  it("with the mail server down, the submission is still answered 202 at once", async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const started = performance.now();
    const response = await apiClient(server().url).post(
      "/api/testimonials",
      { name: "Jonas", comment: "Mailserveren er nede, men jeg er glad", rating: 5 },
      { "x-forwarded-for": "203.0.113.2" },
    );
    expect(response.status).toBe(202);
    expect(performance.now() - started).toBeLessThan(1_000);
    // The review is kept, and the server lives on and logs the failed notice.
    await server().lineWith("testimonial notice failed");
    const health = await apiClient(server().url).get("/healthz");
    expect(health.status).toBe(200);
  });
});
