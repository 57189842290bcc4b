import type { LighthouseFigures } from "./types.ts";

/** The parts of a Lighthouse result (LHR) the bench reads. */
export type LhrLike = {
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, { title: string; score: number | null; numericValue?: number }>;
};

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

function score(lhr: LhrLike, id: string): number {
  const value = lhr.categories[id]?.score;
  if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(value * 100);
}

function numeric(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
}

export function figuresOf(lhr: LhrLike): LighthouseFigures {
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    totalBytes: numeric(lhr, "total-byte-weight"),
  };
}

/** Audits that count towards a category score and did not get full marks: what to fix. */
export function flaggedAudits(lhr: LhrLike): string[] {
  const flagged: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        flagged.push(`${category?.title}: ${audit.title}`);
      }
    }
  }
  return flagged;
}
