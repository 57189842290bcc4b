import { HtmlValidate, type Message } from "html-validate";
import { describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "#app/content/public-paths.ts";
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
    // The phone menu's `<summary role="button">` (product.md §4: a button named `Menu`) is not
    // redundant: ARIA in HTML gives `<summary>` no implicit role, Chromium exposes it as a
    // disclosure triangle and Playwright finds no button without the role.
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

describe("the server's HTML of every public page", () => {
  const server = useServer();

  for (const path of PAGES) {
    it(`${path} passes html-validate's recommended rules`, async () => {
      const response = await fetch(`${server().url}${path}`);
      expect(response.status).toBe(path === "/findes-ikke" ? 404 : 200);
      const report = await validator.validateString(await response.text(), `${path}.html`);
      const messages = report.results.flatMap((result) => result.messages);
      expect(messages.map(describeMessage)).toEqual([]);
    });
  }

  for (const [path, status] of SIGN_IN_PAGES) {
    it(`${path} passes html-validate's recommended rules`, async () => {
      const response = await fetch(`${server().url}${path}`);
      expect(response.status).toBe(status);
      const report = await validator.validateString(await response.text(), `${path}.html`);
      const messages = report.results.flatMap((result) => result.messages);
      expect(messages.map(describeMessage)).toEqual([]);
    });
  }
});
