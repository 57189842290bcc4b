import { describe, expect, it } from "vitest";
import { MAILS_PER_HOUR } from "#app/platform/staff-notice.server.ts";
import { type ApiClient, apiClient, signedInAdmin } from "#tests/support/api-client.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { addEvent } from "#tests/support/events.ts";
import { postForm } from "#tests/support/forms.ts";
import { useServerWithMail } from "#tests/support/server.ts";

/**
 * What the guests and the staff are told when staff act on an event, over real HTTP with a real
 * SMTP server, on SQLite and PostgreSQL: `Aflys` pressed twice tells each guest once; `Slet` of
 * an event with guests tells each of them, with the staff's message; the staff's notices of
 * sign-ups are capped per event, so a busy event never silences another.
 */

const STAFF = "personale@example.dk";
let lastAddress = 0;
const newAddress = () => `192.0.2.${++lastAddress % 250}`;

describe.each(testDatabases())("staff's event mails on $name", (kind) => {
  const { server, database, smtp } = useServerWithMail(kind, {
    TRUST_PROXY: "true",
    NOTIFY_EMAIL: STAFF,
  });
  let signedIn: ApiClient | undefined;
  /** A staff member (an admin), signed in once for the file. */
  const staffClient = async () => {
    signedIn ??= await signedInAdmin(server(), database().databaseUrl);
    return signedIn;
  };

  const signUp = async (slug: string, name: string, email: string, address = newAddress()) => {
    const response = await apiClient(server().url).post(
      `/api/events/${slug}/registrations`,
      { name, email },
      { "x-forwarded-for": address },
    );
    expect(response.status).toBe(201);
  };
  const mailsTo = (address: string, subject: string) =>
    smtp().mails.filter((m) => m.to.includes(address) && m.mail.subject === subject);
  /** Mails are handed over after the answer: what has not come in this long is not coming. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));
  const form = async (path: string, fields: Record<string, string>) =>
    postForm(server().url, path, fields, { cookie: (await staffClient()).cookie });
  const auditOf = (eventId: string) =>
    withDatabase(database(), (db) =>
      db
        .selectFrom("audit_log")
        .select(["action", "summary"])
        .where("target_id", "=", eventId)
        .orderBy("id")
        .execute(),
    );

  it("`Aflys` pressed twice, through the API or the page's own form, tells each guest once", async () => {
    const staff = await staffClient();
    const event = await addEvent(database(), { title: "Aflyses to gange", capacity: 1 });
    await signUp(event.slug, "Ida", "ida.aflys@example.dk");
    await signUp(event.slug, "Jonas", "jonas.aflys@example.dk");
    const cancel = (message: string) =>
      staff.post(`/api/admin/events/${event.id}/cancel`, { message });

    const first = await cancel("Vi er løbet tør for strøm.");
    expect(first.status).toBe(200);
    for (const guest of ["ida.aflys@example.dk", "jonas.aflys@example.dk"]) {
      await smtp().waitFor(guest, (m) => m.mail.subject === `Aflyst: ${event.title}`);
    }
    const before = await databaseChecksum(database());
    const again = await cancel("En anden besked.");
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      status: "cancelled",
      cancel_message: "Vi er løbet tør for strøm.",
    });
    const asked = `/admin/begivenheder?aflys=${event.id}`;
    const byForm = await form(asked, { intent: "aflys", id: event.id, message: "Tredje gang." });
    expect(byForm.status).toBe(303);
    expect(decodeURIComponent(byForm.headers.get("set-cookie") ?? "")).toContain(
      "Begivenheden var allerede aflyst.",
    );
    expect(await databaseChecksum(database())).toBe(before);

    await settle();
    for (const guest of ["ida.aflys@example.dk", "jonas.aflys@example.dk"]) {
      expect(mailsTo(guest, `Aflyst: ${event.title}`), guest).toHaveLength(1);
    }
  });

  it("`Slet` of an event with guests wants a message for them; then each is told, once, as by `Aflys`, and `Fortryd` brings it back cancelled", async () => {
    const staff = await staffClient();
    const event = await addEvent(database(), {
      title: "LAN lørdag",
      capacity: 1,
      // A Saturday: the mail says the day once ("lørdag lørdag" was).
      starts_at: "2099-12-05T17:00:00.000Z",
      ends_at: "2099-12-05T22:00:00.000Z",
    });
    await signUp(event.slug, "Ida", "ida.slet@example.dk");
    await signUp(event.slug, "Jonas", "jonas.slet@example.dk");

    const before = await databaseChecksum(database());
    const bare = await staff.delete(`/api/admin/events/${event.id}`);
    expect(bare.status).toBe(400);
    expect((await bare.json()).fieldErrors).toEqual({
      message: "Skriv en besked til de tilmeldte",
    });
    const blank = await staff.delete(`/api/admin/events/${event.id}`, { message: "  " });
    expect(blank.status).toBe(400);
    expect(await databaseChecksum(database())).toBe(before);

    const deleted = await staff.delete(`/api/admin/events/${event.id}`, {
      message: "Lokalet er oversvømmet.",
    });
    expect(deleted.status).toBe(204);
    expect((await staff.get(`/api/admin/events/${event.id}`)).status).toBe(404);
    for (const guest of ["ida.slet@example.dk", "jonas.slet@example.dk"]) {
      const told = await smtp().waitFor(guest, (m) => m.mail.subject === "Aflyst: LAN lørdag");
      expect(told.text).toContain("LAN lørdag er desværre aflyst.");
      expect(told.text).toContain("Tidspunkt: lørdag 5. december kl. 18.00–23.00");
      expect(told.text).not.toContain("lørdag lørdag");
      expect(told.text).toContain("Lokalet er oversvømmet.");
      expect(told.mail.attachments[0]?.content.toString("utf8")).toContain("STATUS:CANCELLED");
    }
    expect(await auditOf(event.id)).toEqual([
      {
        action: "event.delete",
        summary: 'Lagde "LAN lørdag" i papirkurven og skrev til 2 tilmeldte',
      },
    ]);

    // Back from the trash as the guests were told: cancelled. Deleted again, no one is told twice.
    const restored = await staff.post(`/api/admin/events/${event.id}/restore`);
    expect(await restored.json()).toMatchObject({
      status: "cancelled",
      cancel_message: "Lokalet er oversvømmet.",
    });
    expect((await staff.delete(`/api/admin/events/${event.id}`)).status).toBe(204);
    await settle();
    for (const guest of ["ida.slet@example.dk", "jonas.slet@example.dk"]) {
      expect(mailsTo(guest, "Aflyst: LAN lørdag"), guest).toHaveLength(1);
    }
  });

  it("`Slet` before React runs: the page's question says how many it reaches and asks for the message; the answer posted tells them", async () => {
    const staff = await staffClient();
    const event = await addEvent(database(), { title: "Slettes uden script", capacity: 1 });
    await signUp(event.slug, "Ida", "ida.side@example.dk");
    await signUp(event.slug, "Jonas", "jonas.side@example.dk");
    const asked = `/admin/begivenheder?slet=${event.id}`;
    const question = await (await staff.get(asked)).text();
    expect(question).toContain(
      "Den bliver aflyst, og 1 tilmeldt og 1 på ventelisten får din besked på e-mail.",
    );
    expect(question).toContain("Besked til de tilmeldte");

    const before = await databaseChecksum(database());
    const bare = await form(asked, { intent: "slet", id: event.id, message: "" });
    expect(decodeURIComponent(bare.headers.get("set-cookie") ?? "")).toContain(
      "Skriv en besked til de tilmeldte",
    );
    expect(await databaseChecksum(database())).toBe(before);
    const done = await form(asked, { intent: "slet", id: event.id, message: "Vi må aflyse." });
    expect(done.headers.get("set-cookie")).toContain("Slettet!");
    for (const guest of ["ida.side@example.dk", "jonas.side@example.dk"]) {
      const told = await smtp().waitFor(guest, (m) => m.mail.subject === `Aflyst: ${event.title}`);
      expect(told.text).toContain("Vi må aflyse.");
    }

    // An event without guests asks nothing more than before.
    const empty = await addEvent(database(), { title: "Uden gæster" });
    const plain = await (await staff.get(`/admin/begivenheder?slet=${empty.id}`)).text();
    expect(plain).toContain("Er du sikker på at du vil slette denne begivenhed?");
    expect(plain).not.toContain("Besked til de tilmeldte");
    expect((await staff.delete(`/api/admin/events/${empty.id}`)).status).toBe(204);
  });

  it(`after ${MAILS_PER_HOUR} notices for one event, the sign-ups of another are still told`, async () => {
    const busy = await addEvent(database(), { title: "Travl turnering" });
    const next = await addEvent(database(), { title: "Næste aften" });
    // Ten an hour per address: three addresses sign the busy event's guests up.
    for (let n = 0; n <= MAILS_PER_HOUR; n++) {
      await signUp(busy.slug, `Gæst ${n}`, `travl${n}@example.dk`, `192.0.2.${200 + (n % 3)}`);
    }
    await signUp(next.slug, "Sofie", "sofie.naeste@example.dk");
    await signUp(next.slug, "Mikkel", "mikkel.naeste@example.dk");
    const about = (title: string) => mailsTo(STAFF, `Ny tilmelding: ${title}`);
    await expect.poll(() => about("Næste aften").length).toBe(2);
    expect(about("Næste aften")[0]?.text).toContain(
      `${server().url}/admin/begivenheder?tilmeldinger=${next.id}#tilmeldinger`,
    );
    await settle();
    expect(about("Travl turnering")).toHaveLength(MAILS_PER_HOUR);
  });
});
