import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/database.server.ts";
import { cancelEvent, createEvent } from "#app/features/events/events.server.ts";
import {
  heldSignUpsSummary,
  mailEventCancelled,
  mailPromoted,
  mailSignUp,
} from "#app/features/events/mails.server.ts";
import {
  cancelRegistration,
  findByToken,
  signUp,
} from "#app/features/events/registrations.server.ts";
import { eventInput } from "#app/features/events/schema.ts";
import { closeDatabase, database } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrate.server.ts";
import { MAILS_PER_HOUR, staffNotices } from "#app/platform/staff-notice.server.ts";
import { startSmtp, type TestSmtp } from "#tests/support/smtp.ts";
import { tempDir } from "#tests/support/temp.ts";

/**
 * The event mails (docs/api.md#the-event-pages-form-posts) as a mail program receives them from a
 * real SMTP server: the settings are this process's own, so each mail is made here as the server
 * makes it.
 */

const SITE = "https://gaming.example";
const STAFF = "personale@gaming.example";
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  const dataDir = tempDir("event-mails");
  const handle = openDatabase({ dataDir });
  await migrate(handle);
  await handle.close();
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SITE_URL: SITE,
    SMTP_URL: smtp.url(),
    NOTIFY_EMAIL: STAFF,
  });
});

afterAll(async () => {
  await closeDatabase();
  await smtp.close();
});

const db = () => database().db;
let made = 0;
const event = (fields: Record<string, unknown> = {}) =>
  createEvent(
    db(),
    eventInput.parse({
      title: `Vinter-LAN ${++made}`,
      kind: "lan",
      // Winter: 18.00-23.00 in Copenhagen.
      starts_at: "2099-12-12T17:00:00Z",
      ends_at: "2099-12-12T22:00:00Z",
      status: "scheduled",
      price: 150,
      ...fields,
    }),
  );
const guest = (email: string, name = "Sofie") => ({
  name,
  email,
  team_name: null,
  website: undefined,
});
const registered = async (slug: string, email: string) => {
  const result = await signUp(db(), slug, guest(email));
  if (result.kind !== "registered") throw new Error(result.kind);
  return result;
};
const linkOf = (text: string) => text.match(new RegExp(`${SITE}/tilmelding/(\\S+)`))?.[1];

describe("mails to the person who signed up", () => {
  it("confirmed: the event's time in Copenhagen, the price, the calendar file and a working cancel link", async () => {
    const created = await event();
    const result = await registered(created.slug, "sofie@example.dk");
    mailSignUp(result);
    const mail = await smtp.waitFor("sofie@example.dk");
    expect(mail.mail.subject).toBe(`Du er tilmeldt: ${created.title}`);
    expect(mail.text).toContain("Tidspunkt: lørdag 12. december kl. 18.00–23.00");
    expect(mail.text).toContain("Pris: 150 kr.");
    expect(mail.text).toContain(`${SITE}/begivenheder/${created.slug}`);
    expect(linkOf(mail.text)).toBe(result.token);
    const [ics] = mail.mail.attachments;
    expect(ics?.filename).toBe(`${created.slug}.ics`);
    expect(ics?.contentType).toBe("text/calendar");
    const calendar = ics?.content.toString("utf8") ?? "";
    expect(calendar).toContain("DTSTART;TZID=Europe/Copenhagen:20991212T180000");
    expect(calendar).toContain(`SUMMARY:${created.title}`);
  });

  it("the staff get one line per new sign-up, none for a repeat", async () => {
    const created = await event({ title: "Personalets LAN" });
    mailSignUp(await registered(created.slug, "mikkel@example.dk"));
    const notice = await smtp.waitFor(
      STAFF,
      (m) => m.mail.subject?.includes("Personalets") ?? false,
    );
    expect(notice.mail.subject).toBe("Ny tilmelding: Personalets LAN");
    expect(notice.text.trim()).toBe(
      [
        "Sofie (mikkel@example.dk) er tilmeldt til Personalets LAN, lørdag 12. december kl. 18.00–23.00.",
        "",
        `Se tilmeldingerne: ${SITE}/admin/begivenheder?tilmeldinger=${created.id}#tilmeldinger`,
      ].join("\n"),
    );
    const repeat = await registered(created.slug, "mikkel@example.dk");
    expect(repeat.repeated).toBe(true);
    mailSignUp(repeat);
    await smtp.waitFor("mikkel@example.dk", (m) => m.text.includes(repeat.token));
    const notices = smtp.mails.filter(
      (m) => m.to.includes(STAFF) && m.text.includes("Personalets"),
    );
    expect(notices).toHaveLength(1);
  });

  it("waitlisted: the place in line and the link; promoted: `Du har fået en plads` with the calendar and a new link, the first one working still", async () => {
    const created = await event({ capacity: 1 });
    const first = await registered(created.slug, "forst@example.dk");
    const second = await registered(created.slug, "anden@example.dk");
    mailSignUp(second);
    const waiting = await smtp.waitFor("anden@example.dk");
    expect(waiting.mail.subject).toBe(`Du er på ventelisten: ${created.title}`);
    expect(waiting.text).toContain("Du er på ventelisten som nr. 1");
    expect(linkOf(waiting.text)).toBe(second.token);
    expect(waiting.mail.attachments).toHaveLength(0);

    const cancelled = await cancelRegistration(db(), created.id, first.registration.id);
    if (cancelled.kind !== "cancelled") throw new Error(cancelled.kind);
    mailPromoted(cancelled.event, cancelled.promoted);
    const promoted = await smtp.waitFor("anden@example.dk", (m) =>
      m.text.includes("Du har fået en plads"),
    );
    expect(promoted.mail.subject).toBe(`Du har fået en plads: ${created.title}`);
    expect(promoted.mail.attachments[0]?.filename).toBe(`${created.slug}.ics`);
    const token = linkOf(promoted.text) ?? "";
    expect(token).not.toBe(second.token);
    expect((await findByToken(db(), token))?.registration.status).toBe("confirmed");
    expect((await findByToken(db(), second.token))?.registration.status).toBe("confirmed");
  });
});

describe("mailEventCancelled", () => {
  it("tells everyone confirmed or waitlisted, with the staff's message and a cancelled calendar file; not those who left", async () => {
    // A title that names its day, on that day: the date is said once ("lørdag lørdag" was).
    const created = await event({ title: "LAN lørdag", capacity: 1 });
    await registered(created.slug, "a@example.dk");
    await registered(created.slug, "b@example.dk");
    const gone = await registered(created.slug, "c@example.dk");
    const left = await cancelRegistration(db(), created.id, gone.registration.id);
    if (left.kind !== "cancelled") throw new Error(left.kind);
    const result = await cancelEvent(db(), created.id, "Strømmen er gået i hele kvarteret.");
    if (result.kind !== "cancelled") throw new Error(result.kind);
    mailEventCancelled(result.event, result.recipients, "Strømmen er gået i hele kvarteret.");
    for (const address of ["a@example.dk", "b@example.dk"]) {
      const mail = await smtp.waitFor(
        address,
        (m) => m.mail.subject?.startsWith("Aflyst") ?? false,
      );
      expect(mail.mail.subject).toBe(`Aflyst: ${created.title}`);
      expect(mail.text).toContain("Strømmen er gået i hele kvarteret.");
      expect(mail.text).toContain("LAN lørdag er desværre aflyst.");
      expect(mail.text).toContain("Tidspunkt: lørdag 12. december kl. 18.00–23.00");
      expect(mail.text).not.toContain("lørdag lørdag");
      expect(mail.mail.attachments[0]?.content.toString("utf8")).toContain("STATUS:CANCELLED");
    }
    // The one who cancelled gets nothing, even when handed in by mistake.
    mailEventCancelled(result.event, [left.registration], "Ingen");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.to.includes("c@example.dk"))).toHaveLength(0);
  });
});

describe("the staff's notices of sign-ups", () => {
  /** A window of 1.5 s stands in for the hour. */
  const WINDOW_MS = 1_500;

  it(`${MAILS_PER_HOUR} mails an hour for each event, then one summary naming each event with its count and a link to its registrations`, async () => {
    const notice = staffNotices("test notice", heldSignUpsSummary, WINDOW_MS);
    const lan = { key: "lan-id", title: "Notits-LAN" };
    const cup = { key: "cup-id", title: "Notits-cup" };
    const send = (topic: typeof lan, n: number) =>
      notice(topic, () => ({ subject: `Ny tilmelding: ${topic.title}`, text: `Gæst ${n}` }));
    const mine = () => smtp.mails.filter((m) => m.mail.subject?.includes("Notits-") ?? false);
    const about = (title: string) =>
      mine().filter((m) => m.mail.subject === `Ny tilmelding: ${title}`).length;

    for (let n = 1; n <= MAILS_PER_HOUR + 5; n++) send(lan, n);
    // An event whose first sign-ups come after the other's cap: its own notices go out.
    for (let n = 1; n <= 3; n++) send(cup, n);
    await expect.poll(() => mine().length).toBe(MAILS_PER_HOUR + 3);
    expect([about(lan.title), about(cup.title)]).toEqual([MAILS_PER_HOUR, 3]);

    // The cup's cap too, within its hour; then one summary for both.
    for (let n = 4; n <= MAILS_PER_HOUR + 2; n++) send(cup, n);
    const summary = await smtp.waitFor(STAFF, (m) => m.mail.subject === "7 tilmeldinger mere");
    expect(summary.text).toContain("Notits-LAN: 5 tilmeldinger mere");
    expect(summary.text).toContain(`${SITE}/admin/begivenheder?tilmeldinger=lan-id#tilmeldinger`);
    expect(summary.text).toContain("Notits-cup: 2 tilmeldinger mere");
    expect(summary.text).toContain(`${SITE}/admin/begivenheder?tilmeldinger=cup-id#tilmeldinger`);
    expect([about(lan.title), about(cup.title)]).toEqual([MAILS_PER_HOUR, MAILS_PER_HOUR]);

    // A new hour: notices go out again, and no second summary comes.
    send(lan, 100);
    await expect.poll(() => about(lan.title)).toBe(MAILS_PER_HOUR + 1);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 300));
    expect(smtp.mails.filter((m) => m.mail.subject?.endsWith("tilmeldinger mere"))).toHaveLength(1);
  });

  it("a summary of one says so in the singular", () => {
    const { subject, text } = heldSignUpsSummary([
      { topic: { key: "x", title: "Quiz" }, count: 1 },
    ]);
    expect(subject).toBe("1 tilmelding mere");
    expect(text).toContain("Quiz: 1 tilmelding mere");
  });
});
