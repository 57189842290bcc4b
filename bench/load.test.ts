import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type LoadOptions, parseWrk, proxyConfig, wrkArgs } from "./load.ts";

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

describe("the load generator", () => {
  const options: LoadOptions = {
    threads: 2,
    connections: 50,
    seconds: 10,
    acceptEncoding: "gzip, deflate, br",
  };

  it("runs wrk with two threads, 50 connections, the codings and the script that prints JSON", () => {
    const args = wrkArgs("http://127.0.0.1:8080/", options, 3).join(" ");
    expect(args).toMatch(
      /^-t 2 -c 50 -d 3s -H Accept-Encoding: gzip, deflate, br -s \S+\/wrk-report\.lua --latency http:\/\/127\.0\.0\.1:8080\/$/,
    );
  });

  it("reads requests/s, p50 and p99 in ms, and every kind of error from wrk's last line", () => {
    const output = `Running 10s test @ http://127.0.0.1:8080/
  2 threads and 50 connections
Requests/sec:  12000.00

{"requests":120000,"durationUs":10000000,"p50Us":1500,"p99Us":4250,"connect":1,"read":2,"write":0,"status":3,"timeout":4}
`;
    expect(parseWrk(output)).toEqual({
      requestsPerSec: 12000,
      p50Ms: 1.5,
      p99Ms: 4.25,
      errors: 10,
    });
  });
});
