import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { proxyConfig } from "./load.ts";

const SHIPPED = readFileSync(resolve(import.meta.dirname, "../deploy/nginx.conf"), "utf8");
const config = proxyConfig("/tmp/bench", 8080, "127.0.0.1:3000");

/** The directives of one kind, in order, without surrounding space. */
const directives = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`^\\s*(${name}\\b[^;{]*)[;{]`, "gm"))].map((m) => m[1]?.trim());

describe("the bench's nginx in front of the app", () => {
  it("keeps every location and every caching rule of deploy/nginx.conf", () => {
    for (const name of [
      "location",
      "proxy_cache\\w*",
      "proxy_no_cache",
      "proxy_set_header",
      "map",
    ]) {
      const shipped = directives(SHIPPED, name).filter((d) => !d?.startsWith("proxy_cache_path"));
      const measured = directives(config, name).filter((d) => !d?.startsWith("proxy_cache_path"));
      expect(measured, name).toEqual(shipped);
      expect(shipped.length, name).toBeGreaterThan(0);
    }
  });

  it("changes only what a loopback run cannot have: TLS, the upstream, the cache folder", () => {
    expect(config).toContain("listen 127.0.0.1:8080;");
    expect(config).not.toMatch(/ssl|listen 80;|return 301|\[::\]/);
    expect(directives(config, "server")).toContain("server 127.0.0.1:3000");
    expect(config).toContain("proxy_cache_path /tmp/bench/cache levels=1:2 keys_zone=fgc_pages");
  });
});
