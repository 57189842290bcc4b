/** A browser's viewport. */
export type Screen = { width: number; height: number };

/**
 * The two screens every public page and admin screen is tried and looked at on (docs/tests.md):
 * a phone at 375 px and the desk at 1440 px — the browser tests' projects, the specs that change
 * size, the bench and the screenshots all take them from here.
 */
export const PHONE: Screen = { width: 375, height: 812 };
export const DESK: Screen = { width: 1440, height: 900 };
