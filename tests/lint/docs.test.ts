import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "#tests/support/temp.ts";

/**
 * The documentation stays true for a newcomer: the README fits on a screen with the two
 * commands first, every relative link in a Markdown file leads somewhere (a file, a folder, a
 * heading), every `npm run` it names is a script of package.json, and a decision record is
 * either accepted or superseded whole by a newer record that says so.
 */

const ROOT = resolve(import.meta.dirname, "../..");

/** The Markdown files of the project: tracked, or new and not ignored. */
function markdownFiles(root: string): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "--", "*.md"],
    { cwd: root, encoding: "utf8" },
  );
  return listed
    .split("\n")
    .filter((file) => file !== "" && existsSync(join(root, file)))
    .sort();
}

/** The text a reader follows links in: code blocks and code spans hold examples, not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchors for a file's headings (`## 5. Backups and restore` → `5-backups-and-restore`). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = (heading ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Each relative link that leads nowhere, as `file: target`. */
function brokenLinks(root: string, files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const targets = [
      ...[...prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...prose(text).matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]),
    ];
    for (const target of targets) {
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [path = "", anchor] = target.split("#");
      const resolved = path.startsWith("/")
        ? join(root, path)
        : resolve(dirname(join(root, file)), decodeURIComponent(path));
      const inside = !relative(root, resolved).startsWith("..");
      if (path !== "" && (!inside || !existsSync(resolved))) {
        broken.push(`${file}: ${target}`);
        continue;
      }
      const headingsOf = path === "" ? join(root, file) : resolved;
      if (anchor && headingsOf.endsWith(".md")) {
        if (!anchors(readFileSync(headingsOf, "utf8")).has(anchor))
          broken.push(`${file}: ${target}`);
      }
    }
  }
  return broken;
}

describe("README", () => {
  const lines = readFileSync(join(ROOT, "README.md"), "utf8").split("\n");

  it("fits on a screen: at most 120 lines", () => {
    expect(lines.length).toBeLessThanOrEqual(120);
  });

  it("gives the two commands in its first 40 lines", () => {
    const first = lines.slice(0, 40).map((line) => line.trim());
    expect(first).toContain("npm install && npm start");
    expect(first).toContain("npm test");
  });
});

describe("links between the Markdown files", () => {
  const scratch = tempDir("docs-links");
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("all lead to a file, a folder or a heading that exists", () => {
    const files = markdownFiles(ROOT);
    expect(files).toContain("README.md");
    expect(brokenLinks(ROOT, files)).toEqual([]);
  });

  it("are caught when they lead nowhere", () => {
    const plant = (file: string, text: string) => {
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      writeFileSync(join(scratch, file), text);
    };
    plant("docs/guide.md", "# Guide\n\n## Backups and restore\n");
    plant(
      "README.md",
      [
        "[good](docs/guide.md) [folder](docs/) [heading](docs/guide.md#backups-and-restore)",
        "[web](https://example.com) [mail](mailto:a@example.com) `[code](nowhere.md)`",
        "[gone](docs/gone.md) [bad heading](docs/guide.md#backup) [outside](../elsewhere.md)",
        "[here](#nothing-here)",
        "",
        "[ref]: docs/missing.md",
      ].join("\n"),
    );
    expect(brokenLinks(scratch, ["README.md", "docs/guide.md"])).toEqual([
      "README.md: docs/gone.md",
      "README.md: docs/guide.md#backup",
      "README.md: ../elsewhere.md",
      "README.md: #nothing-here",
      "README.md: docs/missing.md",
    ]);
  });
});

describe("commands named in the documentation", () => {
  it("are scripts of package.json", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    // Decision records are history: a superseded one may name a command that has gone since.
    const named = markdownFiles(ROOT)
      .filter((file) => !file.startsWith("docs/decisions/"))
      .flatMap((file) =>
        [...readFileSync(join(ROOT, file), "utf8").matchAll(/npm run ([a-z][\w:-]*)/g)].map(
          (match) => ({ file, script: match[1] ?? "" }),
        ),
      );
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter(({ script }) => !(script in scripts));
    expect(missing.map(({ file, script }) => `${file}: npm run ${script}`)).toEqual([]);
  });
});

describe("decision records", () => {
  const folder = join(ROOT, "docs/decisions");
  const records = readdirSync(folder)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .map((file) => {
      const text = readFileSync(join(folder, file), "utf8");
      const head = text.split("\n## ")[0] ?? "";
      return {
        file,
        number: file.slice(0, 3),
        title: text.split("\n")[0] ?? "",
        status: /^- Status: (.+)$/m.exec(head)?.[1] ?? "",
        date: /^- Date: (.+)$/m.exec(head)?.[1] ?? "",
        supersedes: /^- Supersedes: (.+)$/m.exec(head)?.[1] ?? "",
      };
    });

  it("each have their number in the title, a status and a date", () => {
    expect(records.length).toBeGreaterThan(20);
    expect(new Set(records.map(({ number }) => number)).size).toBe(records.length);
    for (const record of records) {
      expect(record.title, record.file).toMatch(new RegExp(`^# ${record.number} — `));
      expect(record.date, record.file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.status, record.file).toMatch(
        /^(accepted|superseded by \d{3} \(\d{4}-\d{2}-\d{2}\))$/,
      );
    }
  });

  it("are superseded whole, by a record that names them", () => {
    for (const record of records) {
      const by = /^superseded by (\d{3})/.exec(record.status)?.[1];
      if (!by) continue;
      const newer = records.find(({ number }) => number === by);
      // The newer one stands, or was itself superseded later (a chain ends at an accepted one).
      expect(newer?.status, `${record.file} → ${by}`).toMatch(/^(accepted|superseded by \d{3})/);
      expect(newer?.supersedes, `${record.file} → ${by}`).toMatch(
        new RegExp(`\\b${record.number}\\b.*\\(whole\\)$`),
      );
    }
  });
});
