import { describe, expect, it } from "vitest";
import { categoryOf, sumOf, totalsOf } from "./byte-classes.ts";

describe("categoryOf", () => {
  it("uses Chromium's resource type when it names the content", () => {
    expect(categoryOf("Document", "text/html")).toBe("html");
    expect(categoryOf("Script", "text/javascript")).toBe("js");
    expect(categoryOf("Stylesheet", "text/css")).toBe("css");
    expect(categoryOf("Image", "image/avif")).toBe("image");
    expect(categoryOf("Font", "font/woff2")).toBe("font");
  });

  it("falls back to the MIME type for fetches, preloads and the like", () => {
    expect(categoryOf("Fetch", "text/javascript; charset=utf-8")).toBe("js");
    expect(categoryOf("Other", "application/javascript")).toBe("js");
    expect(categoryOf("Other", "TEXT/CSS")).toBe("css");
    expect(categoryOf("Other", "image/webp")).toBe("image");
    expect(categoryOf("Other", "application/font-woff2")).toBe("font");
    expect(categoryOf("Fetch", "text/html; charset=utf-8")).toBe("html");
  });

  it("calls everything else other", () => {
    expect(categoryOf("Fetch", "application/json")).toBe("other");
    expect(categoryOf("Manifest", "application/manifest+json")).toBe("other");
    expect(categoryOf("Other", "")).toBe("other");
  });
});

describe("totalsOf", () => {
  const responses = [
    { resourceType: "Document", mimeType: "text/html", raw: 20_000, served: 5_000 },
    { resourceType: "Script", mimeType: "text/javascript", raw: 300_000, served: 90_000 },
    { resourceType: "Script", mimeType: "text/javascript", raw: 10_000, served: 4_000 },
    { resourceType: "Stylesheet", mimeType: "text/css", raw: 30_000, served: 7_000 },
    { resourceType: "Image", mimeType: "image/avif", raw: 40_000, served: 40_300 },
  ];

  it("adds requests and bytes per category", () => {
    const totals = totalsOf(responses);
    expect(totals.js).toEqual({ requests: 2, raw: 310_000, served: 94_000 });
    expect(totals.font).toEqual({ requests: 0, raw: 0, served: 0 });
  });

  it("sums all categories or the chosen ones", () => {
    const totals = totalsOf(responses);
    expect(sumOf(totals, "served")).toBe(146_300);
    expect(sumOf(totals, "served", ["js", "css"])).toBe(101_000);
    expect(sumOf(totals, "raw", ["html"])).toBe(20_000);
  });
});
