/**
 * `Godkend`, said once for both of its ways: the plain form the list's buttons post until React
 * runs (a click right after the page appears is never lost), and the toast that says it is done.
 */

/** The `intent` of the list's `Godkend` form, posted to `/admin` itself. */
export const APPROVE_INTENT = "godkend";

export const approvedToast = (name: string) => ({
  title: "Godkendt!",
  description: `Anmeldelsen fra ${name} kan nu vises på forsiden.`,
});
