import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "#tests/support/temp.ts";

/**
 * The documentation stays true for a newcomer: the README fits on a screen with the two
 * commands first, every relative link in a Markdown file leads somewhere (a file, a folder, a
 * heading), every `npm run` it names is a script of package.json, and a decision record is
 * either accepted or superseded whole by a newer record that says so. Every file of the
 * project, code comments included, cites only documents in the repository (a `docs/….md#anchor`
 * leads to a heading), and none but the records themselves cites a superseded record.
 */

const ROOT = resolve(import.meta.dirname, "../..");

/**
 * A scratch folder under `.tmp/` for the block's tests, removed after them, and `plant(file,
 * text)` to write a file in it (its folders made as needed).
 */
function scratchTree(prefix: string) {
  const root = tempDir(prefix);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const plant = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  return { root, plant };
}

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

/** The project's text files: tracked, or new and not ignored (binaries and the lock file aside). */
function projectFiles(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((file) => file !== "" && file !== "package-lock.json" && existsSync(join(root, file)))
    .filter((file) => !readFileSync(join(root, file)).includes(0))
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

/** A Markdown document a file names: `docs/api.md#testimonials`, `../README.md`, `tests.md`. */
const CITED_DOCUMENT = /(?<![\w/.:@-])((?:\.{1,2}\/)*(?:[\w-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g;

/** What only exists outside the repository: the original spec's sections, the shared folder. */
const OUTSIDE = [/\bspec(?:'s)? ?§/i, /\.\.\/shared\//, /\/work\/shared\//];

/**
 * Each citation, in any file of the project, that someone with only the repository cannot
 * follow, as `file: citation`: a Markdown document that is not in the repository (resolved from
 * the repository's root or from the citing file's folder), a heading that is not in it, or a
 * document outside it.
 */
function unfollowableCitations(root: string, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    for (const [citation, path = "", anchor] of text.matchAll(CITED_DOCUMENT)) {
      const candidates = [resolve(root, path), resolve(dirname(join(root, file)), path)];
      const target = candidates.find(
        (candidate) => !relative(root, candidate).startsWith("..") && existsSync(candidate),
      );
      if (!target || (anchor && !anchors(readFileSync(target, "utf8")).has(anchor))) {
        found.push(`${file}: ${citation}`);
      }
    }
    for (const pattern of OUTSIDE) {
      const match = pattern.exec(text);
      if (match) found.push(`${file}: ${match[0]}`);
    }
  }
  return found;
}

type DecisionRecord = {
  file: string;
  number: string;
  title: string;
  status: string;
  date: string;
  supersedes: string;
};

/** The decision records of `docs/decisions/`, with the fields of their heads. */
function decisionRecords(root: string): DecisionRecord[] {
  const folder = join(root, "docs/decisions");
  return readdirSync(folder)
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
}

/** `decisions/010-….md`, `decision 010`, `decision record 036`, `decisions 025`. */
const CITED_RECORD = /decisions\/(\d{3})-|\bdecisions?(?: records?)? (\d{3})\b/gi;

/**
 * Each citation of a superseded decision record outside the records themselves (which tell
 * their history), as `file: citation`: code and pages follow the record that stands.
 */
function supersededCitations(root: string, files: string[]): string[] {
  const superseded = new Set(
    decisionRecords(root)
      .filter(({ status }) => status.startsWith("superseded"))
      .map(({ number }) => number),
  );
  const found: string[] = [];
  for (const file of files.filter((name) => !name.startsWith("docs/decisions/"))) {
    const text = readFileSync(join(root, file), "utf8");
    for (const [citation, byPath, byNumber] of text.matchAll(CITED_RECORD)) {
      if (superseded.has(byPath ?? byNumber ?? "")) found.push(`${file}: ${citation}`);
    }
  }
  return found;
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
  const { root: scratch, plant } = scratchTree("docs-links");

  it("all lead to a file, a folder or a heading that exists", () => {
    const files = markdownFiles(ROOT);
    expect(files).toContain("README.md");
    expect(brokenLinks(ROOT, files)).toEqual([]);
  });

  it("are caught when they lead nowhere", () => {
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
  const records = decisionRecords(ROOT);

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

describe("citations in every file of the project", () => {
  const { root: scratch, plant } = scratchTree("docs-citations");
  // This file plants citations that lead nowhere on purpose.
  const files = projectFiles(ROOT).filter((file) => file !== "tests/lint/docs.test.ts");

  it("lead to documents and headings in the repository", () => {
    expect(files).toContain("app/root.tsx");
    expect(unfollowableCitations(ROOT, files)).toEqual([]);
  });

  it("never name a superseded decision record outside the records", () => {
    expect(supersededCitations(ROOT, files)).toEqual([]);
  });

  it("are caught when they lead outside the repository, nowhere, or to a superseded record", () => {
    plant("docs/guide.md", "# Guide\n\n## Staff accounts\n\nSee [tests](tests.md).\n");
    plant("docs/tests.md", "# Tests\n");
    plant("docs/decisions/001-old.md", "# 001 — Old\n\n- Status: superseded by 002 (2026-01-02)\n");
    plant(
      "docs/decisions/002-new.md",
      "# 002 — New\n\n- Status: accepted\n- Supersedes: 001 (whole)\n",
    );
    plant(
      "app/good.ts",
      [
        "// docs/guide.md#staff-accounts, README.md, https://example.com/elsewhere/README.md",
        "// docs/decisions/002-new.md, decision 002",
        "",
      ].join("\n"),
    );
    plant("README.md", "# Readme\n");
    plant(
      "app/bad.ts",
      [
        "/** The accounts (product.md §10), the budgets of quality.md, docs/guide.md#accounts. */",
        "// As spec §9 says; docs/gone.md",
        "// docs/decisions/001-old.md; decision 001",
        "",
      ].join("\n"),
    );
    const planted = [
      "README.md",
      "app/bad.ts",
      "app/good.ts",
      "docs/decisions/001-old.md",
      "docs/decisions/002-new.md",
      "docs/guide.md",
      "docs/tests.md",
    ];
    expect(unfollowableCitations(scratch, planted)).toEqual([
      "app/bad.ts: product.md",
      "app/bad.ts: quality.md",
      "app/bad.ts: docs/guide.md#accounts",
      "app/bad.ts: docs/gone.md",
      "app/bad.ts: spec §",
    ]);
    expect(supersededCitations(scratch, planted)).toEqual([
      "app/bad.ts: decisions/001-",
      "app/bad.ts: decision 001",
    ]);
  });
});
