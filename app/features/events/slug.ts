/**
 * An event's address from its title (docs/api.md#events-for-staff): `LAN-aften December` →
 * `lan-aften-december`. Danish letters are spelt out as Danes do without them (æ → ae, ø → oe, å →
 * aa); other accents are dropped; anything else becomes a dash.
 */

const DANISH: Record<string, string> = { æ: "ae", ø: "oe", å: "aa" };

/** Long enough to tell events apart, short enough for a link in an e-mail. */
const MAX_LENGTH = 60;

export function slugFromTitle(title: string): string {
  const slug = title
    .toLocaleLowerCase("da")
    .replace(/[æøå]/g, (letter) => DANISH[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
  return slug || "begivenhed";
}

/** The slug, or with `-2`, `-3`… after it: the first that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let number = 2; ; number += 1) {
    const candidate = `${base}-${number}`;
    if (!taken.has(candidate)) return candidate;
  }
}
