/**
 * Why a testimonial is rejected: never because it is negative (markedsføringsloven § 6b). Apart
 * from the zod schemas (schema.ts): the admin's list shows these labels before its form's
 * validation is loaded (docs/performance.md).
 */
export const REJECT_REASONS = {
  spam: "Spam eller reklame",
  offensive: "Stødende eller krænkende indhold",
  "personal-data": "Indeholder personoplysninger",
  "off-topic": "Handler ikke om centret",
} as const;
export type RejectReason = keyof typeof REJECT_REASONS;
