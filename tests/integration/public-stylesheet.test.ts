import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useServer } from "#tests/support/server.ts";

/**
 * The stylesheet a page without React carries inline (`app/public.css`) is the site's own
 * without the classes that only the admin's screens use; a page that runs React links the whole
 * `app.css`. Tailwind writes a rule for every class it finds in the files it reads, so a class
 * written only under an `admin/` folder is the admin's alone.
 */

const ADMIN_FOLDER = /(^|\/)admin\//;

/** Plain class selectors (`.flex{`), unescaped: what a rule is written for. */
function plainClasses(css: string): Set<string> {
  return new Set([...css.matchAll(/\.([\w-]+)\{/g)].map((match) => match[1] as string));
}

/** The text of every file Tailwind reads (the repository's, as git lists them), admin or not. */
function sourceTexts(): { admin: string; rest: string } {
  const files = execFileSync("git", ["ls-files"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(tsx?|md|html|json)$/.test(file));
  const read = (list: string[]) => list.map((file) => readFileSync(file, "utf8")).join("\n");
  return {
    admin: read(files.filter((file) => ADMIN_FOLDER.test(file))),
    rest: read(files.filter((file) => !ADMIN_FOLDER.test(file))),
  };
}

const word = (name: string) => new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`);

describe("the stylesheet of a page without React", () => {
  const server = useServer();

  it("is the linked stylesheet without the classes only the admin's files use", async () => {
    const page = await (await fetch(`${server().url}/`)).text();
    const inline = page.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    const signIn = await (await fetch(`${server().url}/auth`)).text();
    const linked = signIn.match(/\/assets\/[\w.-]+\.css/)?.[0];
    expect(linked).toBeDefined();
    const whole = await (await fetch(`${server().url}${linked}`)).text();

    expect(inline.length).toBeGreaterThan(0);
    expect(inline.length).toBeLessThan(whole.length);
    const inlineClasses = plainClasses(inline);
    const wholeClasses = plainClasses(whole);
    for (const name of inlineClasses) expect(wholeClasses, name).toContain(name);

    const { admin, rest } = sourceTexts();
    const adminOnly = [...wholeClasses].filter(
      (name) => word(name).test(admin) && !word(name).test(rest),
    );
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const name of adminOnly) expect(inlineClasses, name).not.toContain(name);
  });
});
