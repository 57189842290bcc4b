/**
 * The testimonial's limits, without zod: the public pages import these (the stars' maximum)
 * and must not pull the validation library into their JavaScript.
 */

export const LIMITS = {
  name: 100,
  comment: 2000,
  location: 100,
  gamingType: 50,
  ratingMin: 1,
  ratingMax: 5,
} as const;

export const DEFAULT_RATING = 5;
