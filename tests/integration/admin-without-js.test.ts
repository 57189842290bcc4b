import { describe, expect, it } from "vitest";
import { useServerWithAdmin } from "#tests/support/server.ts";

/**
 * Every admin screen works without JavaScript (issue 24: HTML-first forms). React may send a
 * Suspense boundary's content after the page, hidden (`<div hidden id="S:…">`) until an inline
 * script moves it in place: a browser without JavaScript would then show no form and no list.
 * Each screen's form and list must be in the page where they stand.
 */

const SCREENS = [
  { path: "/admin", control: 'name="comment"' },
  { path: "/admin/indhold", control: 'name="version"' },
  { path: "/admin/begivenheder", control: 'name="title"' },
  { path: "/admin/papirkurv", control: "Papirkurv" },
  { path: "/admin/log", control: 'name="action"' },
];

describe("the admin without JavaScript", () => {
  const { admin } = useServerWithAdmin();

  it.each(SCREENS)(
    "$path holds its form and list in place, nothing hidden for a script",
    async ({ path, control }) => {
      const response = await admin().request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(control);
      expect(html).not.toMatch(/<div hidden id="S:/);
      expect(html).not.toMatch(/<template id="B:/);
    },
  );
});
