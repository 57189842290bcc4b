import { randomInt, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { axeFindings } from "./support/axe.ts";
import {
  eventWithGuests,
  fillEvent,
  guest,
  guestsWithoutScript,
  hydrated,
  moment,
  openEvents,
  toast,
  YEAR,
} from "./support/events-admin.ts";
import { expect, test } from "./support/test.ts";

/**
 * Staff run events at `/admin/begivenheder` in a browser (docs/admin.md#events): create one by
 * typing its dates, edit it, see a guest's registration (made through the public JSON API), check
 * the guest in, export the CSV, cancel with a message, delete and undo; and create without
 * JavaScript. The browser keeps New York time: the form is in Copenhagen time whatever it is.
 * The door on a phone: events-door.spec.ts; the Danish date fields: events-dates.spec.ts.
 */
test.use({ timezoneId: "America/New_York" });

test("staff create, edit, check a guest in, export the CSV, cancel with a message, delete and undo", async ({
  page,
  baseURL,
}) => {
  const title = `Rocket-turnering ${randomUUID().slice(0, 6)}`;
  await openEvents(page);
  await fillEvent(page, title);
  await page.getByRole("button", { name: "Opret begivenhed" }).click();
  await expect(toast(page, "Oprettet!")).toBeVisible();
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  // Copenhagen time, though the browser keeps New York's.
  await expect(item).toContainText(`12. december ${YEAR} kl. 18.00–23.30`);
  await expect(item).toContainText("Rocket League · 49,50 kr. · 0 af 2 pladser taget");

  await page.getByRole("button", { name: `Rediger ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Rediger begivenhed" })).toBeVisible();
  await expect(moment(page, "Start").date).toHaveValue(`12.12.${YEAR}`);
  await expect(moment(page, "Start").time).toHaveValue("18.00");
  await page.getByLabel("Titel").fill(`${title} (finale)`);
  await page.getByRole("button", { name: "Opdater begivenhed" }).click();
  await expect(toast(page, "Opdateret!")).toBeVisible();
  const renamed = `${title} (finale)`;
  await expect(page.getByRole("heading", { name: renamed, exact: true })).toBeVisible();

  // A guest signs up through the public JSON API.
  const { events } = await (await page.request.get("/api/admin/events")).json();
  const event = events.find((e: { title: string }) => e.title === renamed);
  const signUp = await page.request.post(`/api/events/${event.slug}/registrations`, {
    data: { name: "Åse Ærøbo", email: `aase-${randomUUID().slice(0, 6)}@example.dk` },
    headers: {
      origin: baseURL ?? "",
      "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.7`,
    },
  });
  expect(signUp.status()).toBe(201);

  await page.getByRole("link", { name: `Tilmeldinger til ${renamed}` }).click();
  const panel = page.getByRole("region", { name: `Tilmeldinger til ${renamed}` });
  await expect(guest(panel, "Åse Ærøbo")).toBeVisible();
  await expect(panel).toContainText("Tilmeldt");
  await hydrated(page);
  const checkIn = panel.getByRole("button", { name: "Tjek ind: Åse Ærøbo" });
  await expect(checkIn).toHaveAttribute("aria-pressed", "false");
  await checkIn.click();
  await expect(checkIn).toHaveAttribute("aria-pressed", "true");
  await expect(guest(panel, "Åse Ærøbo")).toContainText("Tjekket ind");

  const downloading = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Eksporter CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tilmeldinger-.+\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain("Navn;E-mail;Holdnavn;Status");
  expect(csv).toContain("Åse Ærøbo;aase-");

  await page.getByRole("button", { name: `Aflys ${renamed}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Aflys begivenhed" });
  // Its way out is named as every other dialog's.
  await expect(dialog.getByRole("button")).toHaveText(["Annuller", "Aflys"]);
  await dialog.getByRole("button", { name: "Aflys" }).click();
  await expect(dialog.getByText("Skriv en besked til de tilmeldte")).toBeVisible();
  await dialog
    .getByLabel("Besked til de tilmeldte")
    .fill("Desværre er der strømsvigt i hele huset.");
  await dialog.getByRole("button", { name: "Aflys" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Aflyst")).toBeVisible();
  const cancelled = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: renamed, exact: true }) });
  await expect(cancelled.getByText("Aflyst", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Slet ${renamed}` }).click();
  await page
    .getByRole("alertdialog", { name: "Slet begivenhed" })
    .getByRole("button", { name: "Slet" })
    .click();
  await expect(toast(page, "Slettet!")).toBeVisible();
  await expect(page.getByRole("heading", { name: renamed, exact: true })).toBeHidden();
  await toast(page, "Slettet!").getByRole("button", { name: "Fortryd" }).click();
  await expect(toast(page, "Gendannet")).toBeVisible();
  await expect(page.getByRole("heading", { name: renamed, exact: true })).toBeVisible();
});

test("axe finds no violations on /admin/begivenheder with a guest's registrations, at 1440 and 375 px; the tabs link to it", async ({
  page,
  baseURL,
}) => {
  test.slow(); // axe runs over two full pages
  await openEvents(page);
  const title = `Tilgængelig ${randomUUID().slice(0, 6)}`;
  await fillEvent(page, title);
  await page.getByRole("button", { name: "Opret begivenhed" }).click();
  await expect(toast(page, "Oprettet!")).toBeVisible();
  const { events } = await (await page.request.get("/api/admin/events")).json();
  const event = events.find((e: { title: string }) => e.title === title);
  await page.request.post(`/api/events/${event.slug}/registrations`, {
    data: { name: "Bo Ørsted", email: `bo-${randomUUID().slice(0, 6)}@example.dk` },
    headers: {
      origin: baseURL ?? "",
      "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.8`,
    },
  });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/begivenheder?tilmeldinger=${event.id}`);
    await hydrated(page);
    expect(await axeFindings(page)).toEqual([]);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    // The guest's name beside `Tjek ind` on a wide screen, above it on a phone.
    const panel = page.getByRole("region", { name: `Tilmeldinger til ${title}` });
    const name = await panel.getByText("Bo Ørsted", { exact: true }).boundingBox();
    const button = await panel.getByRole("button", { name: "Tjek ind: Bo Ørsted" }).boundingBox();
    if (!name || !button) throw new Error("the guest's name or button is not shown");
    expect(name.x).toBeGreaterThanOrEqual(0);
    if (width >= 1024) expect(name.x + name.width).toBeLessThanOrEqual(button.x);
    else expect(name.y + name.height).toBeLessThanOrEqual(button.y);
  }
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Indhold" })
    .click();
  await expect(page).toHaveURL(/\/admin\/indhold/);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Begivenheder" })
    .click();
  await expect(page).toHaveURL(/\/admin\/begivenheder$/);
});

test("`Tjek ind` shows at once while it is saved, and is put back with a message when refused", async ({
  page,
  baseURL,
}) => {
  await openEvents(page);
  const event = await eventWithGuests(page, baseURL, ["Ida Holm", "Jens Kø"]);
  await page.goto(`/admin/begivenheder?tilmeldinger=${event.id}`);
  await hydrated(page);

  // The server's answer is held back: the button says checked in before it comes.
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route("**/registrations/*", async (route) => {
    await held;
    await route.continue();
  });
  const ida = page.getByRole("button", { name: "Tjek ind: Ida Holm" });
  await ida.click();
  await expect(ida).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  release();
  await expect(guest(page, "Ida Holm")).toContainText("Tjekket ind");
  await page.unroute("**/registrations/*");

  // The connection drops at the door: the check-in is shown as it was, and the toast says why.
  await page.route("**/registrations/*", (route) => route.abort("internetdisconnected"));
  const jens = page.getByRole("button", { name: "Tjek ind: Jens Kø" });
  await jens.click();
  await expect(toast(page, "Fejl")).toContainText("Kunne ikke få forbindelse");
  await expect(jens).toHaveAttribute("aria-pressed", "false");
});

test("`Afmeld` says what becomes of the seat: a confirmed guest's goes to the waitlist's first, a waitlisted guest holds none", async ({
  page,
  baseURL,
}) => {
  await openEvents(page);
  const event = await eventWithGuests(page, baseURL, ["Anna Sæde", "Bo Vent", "Carl Vent"], {
    capacity: 1,
  });
  await page.goto(`/admin/begivenheder?tilmeldinger=${event.id}`);
  await hydrated(page);
  const dialog = page.getByRole("alertdialog", { name: "Afmeld gæst" });

  await page.getByRole("button", { name: "Afmeld Bo Vent" }).click();
  await expect(dialog).toContainText(
    "Gæsten er nr. 1 på ventelisten og har ingen plads. De bagved rykker én plads frem.",
  );
  await expect(dialog).toContainText("Bo Vent bliver afmeldt og får ingen e-mail om det.");
  await expect(dialog).not.toContainText("Pladsen går til");
  await dialog.getByRole("button", { name: "Annuller" }).click();

  await page.getByRole("button", { name: "Afmeld Anna Sæde" }).click();
  await expect(dialog).toContainText(
    "Pladsen går til nr. 1 på ventelisten, som får besked på e-mail.",
  );
  await dialog.getByRole("button", { name: "Afmeld" }).click();
  await expect(toast(page, "Afmeldt")).toContainText("Anna Sæde er afmeldt.");
  await expect(guest(page, "Bo Vent")).toContainText("Tilmeldt");

  // Carl is now the last on the waitlist: no one behind him moves.
  await page.getByRole("button", { name: "Afmeld Carl Vent" }).click();
  await expect(dialog).toContainText(
    "Gæsten er nr. 1 på ventelisten og har ingen plads. Ingen står bagved.",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the door looks a guest up in the registrations, and the search stays", async ({
    page,
    baseURL,
  }) => {
    await guestsWithoutScript(page, baseURL, ["Ørnulf Dør", "Jens Kø"], "#tilmeldinger");
    const search = page.getByRole("searchbox", { name: "Søg blandt tilmeldingerne" });
    await search.fill("ørnulf");
    await search.press("Enter");
    await expect(page).toHaveURL(
      /[?&]q=%C3%B8rnulf&?[^#]*#tilmeldinger$|[?&]q=%C3%B8rnulf#tilmeldinger$/,
    );
    await expect(page.getByRole("button", { name: /^Tjek ind: / })).toHaveCount(1);
    await page.getByRole("button", { name: "Tjek ind: Ørnulf Dør" }).click();
    await expect(guest(page, "Ørnulf Dør")).toContainText("Tjekket ind");
    await expect(search).toHaveValue("ørnulf");
    await expect(page.getByRole("button", { name: /^Tjek ind: / })).toHaveCount(1);
  });

  test("`Afmeld` and `Aflys` ask on the page, as a click does before the page's script runs", async ({
    page,
    baseURL,
  }) => {
    const event = await guestsWithoutScript(page, baseURL, ["Lise Lang"]);
    await page.getByRole("button", { name: "Afmeld Lise Lang" }).click();
    await expect(page).toHaveURL(/tilmeldinger=[^&]+&afmeld=[^&#]+#bekraeft$/);
    const leaving = page.getByRole("region", { name: "Afmeld gæst" });
    await expect(leaving).toContainText("Lise Lang bliver afmeldt og får ingen e-mail om det.");
    await expect(leaving).toContainText("Ingen står på ventelisten, så pladsen bliver ledig.");
    await expect(leaving).toBeInViewport();
    await leaving.getByRole("button", { name: "Afmeld", exact: true }).click();
    await expect(page).toHaveURL(/tilmeldinger=[^&]+#tilmeldinger$/);
    await expect(page.getByRole("status")).toContainText("Lise Lang er afmeldt.");
    await expect(guest(page, "Lise Lang")).toContainText("Afmeldt");

    await page.getByRole("button", { name: `Aflys ${event.title}` }).click();
    const cancelling = page.getByRole("region", { name: "Aflys begivenhed" });
    // No message: said as an error (an alert), and the question stays.
    await cancelling.getByRole("button", { name: "Aflys", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Skriv en besked til de tilmeldte");
    await cancelling.getByLabel("Besked til de tilmeldte").fill("Vi må desværre aflyse.");
    await cancelling.getByRole("button", { name: "Aflys", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Beskeden er sendt til de tilmeldte.");
    await expect(cancelling).toHaveCount(0);
  });

  test("the form creates an event, and a refused one comes back with its errors", async ({
    page,
  }) => {
    const title = `Uden JavaScript ${randomUUID().slice(0, 6)}`;
    await openEvents(page, false);
    await page.getByLabel("Titel").fill(title);
    await page.getByRole("button", { name: "Opret begivenhed" }).click();
    await expect(page.getByLabel("Titel")).toHaveValue(title);
    // The form came back first, its errors in sight; an empty start says how to write one.
    await expect(page.getByLabel("Titel")).toBeInViewport();
    await expect(moment(page, "Start").date).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("group", { name: "Start", exact: true })).toContainText(
      "Start skal udfyldes, fx 14.12.2026 kl. 18.00",
    );

    await fillEvent(page, title);
    await page.getByRole("button", { name: "Opret begivenhed" }).click();
    await expect(page).toHaveURL(/\/admin\/begivenheder$/);
    await expect(page.getByRole("status")).toContainText("Oprettet!");
    const item = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(item).toContainText(`12. december ${YEAR} kl. 18.00–23.30`);
  });
});
