import { describe, expect, it } from "vitest";
import { baselineName, nginxConfig } from "./nginx-config.ts";

const config = nginxConfig({ dir: "/repo/.tmp/bench/nginx", port: 41234 });

describe("nginxConfig", () => {
  it("listens on loopback only, on the chosen port", () => {
    expect(config).toContain("listen 127.0.0.1:41234;");
    expect(config.match(/listen /g)).toHaveLength(1);
  });

  it("stays in the foreground with every file inside its own folder", () => {
    expect(config).toContain("daemon off;");
    const paths = config.match(/ \/[^\s;]+/g) ?? [];
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(path.trim()).toMatch(/^\/repo\/\.tmp\/bench\/nginx\//);
  });

  it("runs one worker and serves precompressed gzip", () => {
    expect(config).toContain("worker_processes 1;");
    expect(config).toContain("gzip_static on;");
  });

  it("names a user only when asked (nginx started as root)", () => {
    expect(config).not.toContain("user ");
    expect(nginxConfig({ dir: "/d", port: 1, user: "root" })).toMatch(/^user root;\n/);
  });
});

describe("baselineName", () => {
  it("names pages .html and API answers .json, so nginx sends their content type", () => {
    expect(baselineName("/", false)).toBe("index.html");
    expect(baselineName("/services", false)).toBe("services.html");
    expect(baselineName("/api/testimonials", true)).toBe("api-testimonials.json");
  });
});
