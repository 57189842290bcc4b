import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "#tests/support/temp.ts";
import { assertPragmas, openSqlite, readPragmas } from "./sqlite.server.ts";

describe("SQLite connection", () => {
  it("runs with WAL, synchronous=FULL, busy_timeout ≥ 5 s and foreign keys on", () => {
    const sqlite = openSqlite(resolve(tempDir("pragmas"), "app.db"));
    expect(readPragmas(sqlite.raw)).toEqual({
      journal_mode: "wal",
      synchronous: 2,
      busy_timeout: 5000,
      foreign_keys: 1,
    });
    expect(() => assertPragmas(sqlite.raw)).not.toThrow();
    sqlite.raw.exec("PRAGMA synchronous = NORMAL");
    expect(() => assertPragmas(sqlite.raw)).toThrow(/synchronous=1/);
    sqlite.close();
  });

  it("binds booleans and dates, which node:sqlite cannot bind itself", () => {
    const sqlite = openSqlite(resolve(tempDir("bind"), "app.db"));
    sqlite.raw.exec("create table t (flag integer, at text)");
    const when = new Date("2026-11-22T10:00:00.000Z");
    sqlite.prepare("insert into t values (?, ?)").run([true, when]);
    expect(sqlite.prepare("select flag, at from t").all([])).toEqual([
      { flag: 1, at: "2026-11-22T10:00:00.000Z" },
    ]);
    sqlite.close();
  });
});
