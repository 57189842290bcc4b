import { addEvent } from "#tests/support/events.ts";
import { linkIn } from "#tests/support/smtp.ts";
import { mailingServer } from "./support/mailing-server.ts";
import { expect, test } from "./support/test.ts";

/**
 * Dated events from a guest's side (docs/pages.md#the-event-pages), in a browser without
 * JavaScript: sign up for the last seat, get the mail with the calendar file and the personal link;
 * the next guest is waitlisted; the first cancels through the link, and the second gets the seat
 * and a mail. The spec runs a server of its own that sends its mail to a real SMTP server started
 * here.
 */

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });

const spec = mailingServer({ NOTIFY_EMAIL: "personale@example.dk" });

test("one seat: a guest signs up and is mailed, the next is waitlisted, the first cancels and the second gets the seat", async ({
  page,
  browser,
}) => {
  const event = await addEvent(
    { dataDir: spec.server.dataDir },
    { title: "Fredags-LAN med én plads", capacity: 1, game: "Counter-Strike 2" },
  );

  // From the home page's events section to the event.
  await page.goto(`${spec.server.url}/`);
  await page.getByRole("link", { name: "Se alle begivenheder" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turneringer, LAN og events");
  await page.getByRole("link", { name: event.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
  await expect(page.getByText("1 af 1 pladser ledige")).toBeVisible();
  await page.getByLabel("Navn").fill("Sofie");
  await page.getByLabel("E-mail").fill("sofie@example.dk");
  await expect(page.getByLabel("Holdnavn")).toHaveCount(0);
  await page.getByRole("button", { name: "Tilmeld" }).click();
  await expect(page.getByRole("status")).toContainText("Du er tilmeldt");

  const confirmation = await spec.smtp.waitFor("sofie@example.dk");
  expect(confirmation.mail.subject).toBe(`Du er tilmeldt: ${event.title}`);
  const [ics] = confirmation.mail.attachments;
  expect(ics?.filename).toBe(`${event.slug}.ics`);
  expect(ics?.content.toString("utf8")).toContain("BEGIN:VEVENT");
  const cancelLink = linkIn(confirmation, `${spec.server.url}/tilmelding/`);

  // A second guest, in a browser of their own, finds the event full and joins the waitlist.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const second = await other.newPage();
  await second.goto(`${spec.server.url}/begivenheder/${event.slug}`);
  await expect(second.getByText("Fuldt booket").first()).toBeVisible();
  await second.getByLabel("Navn").fill("Mikkel");
  await second.getByLabel("E-mail").fill("mikkel@example.dk");
  await second.getByRole("button", { name: "Tilmeld" }).click();
  await expect(second.getByRole("status")).toContainText("Du er på ventelisten som nr. 1");
  const waiting = await spec.smtp.waitFor("mikkel@example.dk");
  expect(waiting.text).toContain("Du er på ventelisten som nr. 1");

  // The first guest cancels through the link in the mail.
  await page.goto(cancelLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Din tilmelding");
  await expect(page.getByText(event.title)).toBeVisible();
  await expect(page.getByText("Tilmeldt", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Afmeld" }).click();
  await expect(page.getByRole("status")).toContainText("Du er afmeldt");

  // The second guest has the seat and is told so, with a link of their own.
  const promoted = await spec.smtp.waitFor("mikkel@example.dk", (mail) =>
    mail.text.includes("Du har fået en plads"),
  );
  expect(promoted.mail.attachments[0]?.filename).toBe(`${event.slug}.ics`);
  await second.goto(linkIn(promoted, `${spec.server.url}/tilmelding/`));
  await expect(second.getByText("Tilmeldt", { exact: true })).toBeVisible();
  await other.close();
});
