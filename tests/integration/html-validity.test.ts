import { HtmlValidate, type Message } from "html-validate";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "#app/content/public-paths.ts";
import { addEventPages } from "#tests/support/events.ts";
import { useServer } from "#tests/support/server.ts";

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

async function expectValid(html: string, name: string) {
  const report = await validator.validateString(html, `${name}.html`);
  const messages = report.results.flatMap((result) => result.messages);
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
