import { BYTE_CATEGORIES, type ByteCategory, type ByteTotals } from "./types.ts";

/** Sorts one response into JS, CSS, images, fonts, HTML or other. */

const BY_RESOURCE_TYPE: Record<string, ByteCategory> = {
  Document: "html",
  Script: "js",
  Stylesheet: "css",
  Image: "image",
  Font: "font",
};

/**
 * Chromium's resource type says how the page used a response; the MIME type decides for
 * fetches and preloads, whose resource type says nothing about the content.
 */
export function categoryOf(resourceType: string, mimeType: string): ByteCategory {
  const byType = BY_RESOURCE_TYPE[resourceType];
  if (byType) return byType;
  const mime = mimeType.toLowerCase().split(";")[0]?.trim() ?? "";
  if (mime === "text/html") return "html";
  if (mime === "text/css") return "css";
  if (/(java|ecma)script/.test(mime)) return "js";
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("font/") || mime.includes("woff")) return "font";
  return "other";
}

export function emptyTotals(): ByteTotals {
  return Object.fromEntries(
    BYTE_CATEGORIES.map((category) => [category, { requests: 0, raw: 0, served: 0 }]),
  ) as ByteTotals;
}

export type Response = { resourceType: string; mimeType: string; raw: number; served: number };

export function totalsOf(responses: readonly Response[]): ByteTotals {
  const totals = emptyTotals();
  for (const response of responses) {
    const count = totals[categoryOf(response.resourceType, response.mimeType)];
    count.requests += 1;
    count.raw += response.raw;
    count.served += response.served;
  }
  return totals;
}

export function sumOf(
  totals: ByteTotals,
  field: "raw" | "served",
  only: readonly ByteCategory[] = BYTE_CATEGORIES,
): number {
  return only.reduce((sum, category) => sum + totals[category][field], 0);
}
