import { HtmlValidate, type Message } from "html-validate";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "#app/content/public-paths.ts";
import { signUp } from "#app/features/events/registrations.server.ts";
import { type TestDatabase, testDatabases, withDatabase } from "#tests/support/databases.ts";
import { addEventPages } from "#tests/support/events.ts";
import { useServer, useServerOn, useStaffAndVisitor } from "#tests/support/server.ts";
import { tournamentNight } from "#tests/support/tournaments.ts";

/**
 * Every public page's HTML, as the server sends it, checked by an independent validator
 * (html-validate's recommended rules): structure, attributes, accessibility and SEO rules that
 * neither React nor TypeScript check, such as a phone number that may break across lines.
 */

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as `<meta/>`; both spellings are valid HTML.
    "void-style": "off",
    // React writes a few attribute names as its props spell them (`charSet`, `maxLength`);
    // HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React writes boolean attributes as `required=""` (and `hidden=""`), which HTML allows.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // The phone menu's `<summary role="button">` (a button named `Menu`:
    // docs/pages.md#the-frame-every-page-shares) is not redundant: ARIA in HTML gives `<summary>`
    // no implicit role, Chromium exposes it as a disclosure triangle and Playwright finds no button
    // without the role.
    "no-redundant-role": ["error", { exclude: ["button"] }],
  },
});

const PAGES = [...PUBLIC_PATHS, "/findes-ikke"];

/** The sign-in pages anyone reaches, with the status each answers. */
const SIGN_IN_PAGES: [string, number][] = [
  ["/auth", 200],
  ["/auth/glemt", 200],
  ["/auth/nulstil/et-ukendt-link", 410],
];

function describeMessage(message: Message): string {
  return `${message.ruleId} at ${message.line}:${message.column} (${message.selector ?? "?"}): ${message.message}`;
}

/** `exempt`: rules a page breaks by design, each said where it is passed. */
async function expectValid(html: string, name: string, exempt: string[] = []) {
  const report = await validator.validateString(html, `${name}.html`);
  const messages = report.results
    .flatMap((result) => result.messages)
    .filter((message) => !exempt.includes(message.ruleId));
  expect(messages.map(describeMessage)).toEqual([]);
}

describe("the server's HTML of every public page", () => {
  const server = useServer();

  for (const path of PAGES) {
    it(`${path} passes html-validate's recommended rules`, async () => {
      const response = await fetch(`${server().url}${path}`);
      expect(response.status).toBe(path === "/findes-ikke" ? 404 : 200);
      await expectValid(await response.text(), path);
    });
  }

  describe("with events", () => {
    /** Path → expected status: each state of the event pages, the answers and a registration. */
    const pages: Record<string, number> = {};
    const config = () => ({ dataDir: server().dataDir });
    beforeAll(async () => {
      const events = await addEventPages(config());
      Object.assign(pages, {
        [events.list]: 200,
        [events.withForm]: 200,
        [events.answer]: 200,
        [events.cancelled]: 200,
        "/begivenheder/findes-ikke": 404,
        [events.registration]: 200,
        [`/tilmelding/${"A".repeat(43)}`]: 404,
      });
    });

    it("each event page, answer and registration passes html-validate's recommended rules", async () => {
      for (const [path, status] of Object.entries(pages)) {
        const response = await fetch(`${server().url}${path}`);
        expect(response.status, path).toBe(status);
        await expectValid(await response.text(), path);
      }
    });

    it("the sign-up form sent back with its errors passes too", async () => {
      const slug = Object.keys(pages)[1]?.split("/")[2] ?? "";
      const response = await fetch(`${server().url}/begivenheder/${slug}`, {
        method: "POST",
        body: "name=&email=nej&team_name=",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: server().url,
        },
      });
      expect(response.status).toBe(400);
      await expectValid(await response.text(), "sign-up errors");
    });
  });
  for (const [path, status] of SIGN_IN_PAGES) {
    it(`${path} passes html-validate's recommended rules`, async () => {
      const response = await fetch(`${server().url}${path}`);
      expect(response.status).toBe(status);
      await expectValid(await response.text(), path);
    });
  }
});

describe("the server's HTML of a tournament night", () => {
  const { server, database } = useServerOn(testDatabases()[0] as TestDatabase, {
    TRUST_PROXY: "true",
  });
  const clients = useStaffAndVisitor(server, database);
  const night = tournamentNight(() => clients);
  const expectPagesValid = async (paths: string[]) => {
    for (const path of paths) {
      const response = await fetch(`${server().url}${path}`);
      expect(response.status, path).toBe(200);
      // The big screen reloads itself every 15 s without JavaScript, WCAG 2.2.1's real-time
      // exception (docs/pages.md, "The big screen").
      const exempt = path.endsWith("/storskaerm") ? ["meta-refresh"] : [];
      await expectValid(await response.text(), path, exempt);
    }
  };

  it("the bracket on the event page and the big screen, with byes, running and finished, and a player's page with their match pass too", async () => {
    // Three and a player whose link this test holds: four, so the player has a match at once.
    const event = await night.tournament(3);
    const token = await withDatabase(database(), async (db) => {
      const signed = await signUp(db, event.slug, {
        name: "Ida Holm",
        email: `ida-${event.slug}@example.dk`,
        team_name: null,
      });
      if (signed.kind !== "registered") throw new Error(`sign-up: ${signed.kind}`);
      const checked = await clients.staff.patch(
        `/api/admin/events/${event.id}/registrations/${signed.registration.id}`,
        { checked_in: true },
      );
      expect(checked.status).toBe(200);
      return signed.token;
    });
    await night.start(event);
    const pages = [
      `/begivenheder/${event.slug}`,
      `/begivenheder/${event.slug}/storskaerm`,
      `/tilmelding/${token}`,
    ];
    await expectPagesValid(pages);
    await night.playOut(event);
    await expectPagesValid(pages);

    // Five in double elimination: three byes (`Fri`) and the losers' side.
    const byes = await night.tournament(5, { format: "double_elimination" });
    await night.start(byes);
    await expectPagesValid([`/begivenheder/${byes.slug}`, `/begivenheder/${byes.slug}/storskaerm`]);
  });
});
