import { afterAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client.ts";
import { useServer } from "#tests/support/server.ts";
import { linkIn, startSmtp } from "#tests/support/smtp.ts";

/**
 * The staff's e-mail notice of a new review (docs/admin.md#reviews-from-guests), against a real
 * SMTP server started here: the mail arrives with the review in it, and with the mail server gone
 * the visitor still gets an immediate 202.
 */

describe("the e-mail notice of a new review", () => {
  const smtp = startSmtp();
  afterAll(async () => (await smtp).close());
  const server = useServer(async () => {
    return {
      env: {
        SMTP_URL: (await smtp).url(),
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
    const mail = await (await smtp).waitFor("personale@gamingcenter.example");
    expect((await smtp).mails).toHaveLength(1);
    const text = mail.text;
    expect(text).toContain("Sofie");
    expect(text).toContain("Vildt god stemning til LAN-aftenen");
    expect(text).toContain("4 af 5");
    expect(linkIn(mail, `${server().url}/admin`)).toBe(`${server().url}/admin?status=pending`);
  });

  it("with the mail server down, the submission is still answered 202 at once", async () => {
    await (await smtp).close();
    const started = performance.now();
    const response = await apiClient(server().url).post(
      "/api/testimonials",
      { name: "Jonas", comment: "Mailserveren er nede, men jeg er glad", rating: 5 },
      { "x-forwarded-for": "203.0.113.2" },
    );
    expect(response.status).toBe(202);
    expect(performance.now() - started).toBeLessThan(1_000);
    // The review is kept, and the server lives on and logs the failed notice.
    await server().lineWith("e-mail failed; retrying");
    const health = await apiClient(server().url).get("/healthz");
    expect(health.status).toBe(200);
  });
});
