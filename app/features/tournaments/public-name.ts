/**
 * The name a bracket shows for an entry (docs/api.md, "Tournaments"): the team's name in a team
 * tournament, else the player's gamertag, else the first word of their name. An e-mail address
 * or a full name never leaves: a candidate that holds an `@` is passed over, and an entry with
 * nothing left to show is `Deltager N` by its seed.
 */

type Registrant = { name: string | null; team_name: string | null; gamertag: string | null };

const shown = (text: string | null | undefined) => {
  const trimmed = text?.trim();
  return trimmed && !trimmed.includes("@") ? trimmed : undefined;
};

function nameOf(registrant: Registrant, teamSize: number, seed: number): string {
  const candidates =
    teamSize > 1
      ? [registrant.team_name]
      : [registrant.gamertag, registrant.name?.trim().split(/\s+/)[0]];
  for (const candidate of candidates) {
    const name = shown(candidate);
    if (name) return name;
  }
  return `Deltager ${seed}`;
}

/**
 * The public names of a bracket's entries, in seed order: two that would read the same (two
 * players named Mads) are told apart by a number, `Mads (2)`, in seed order.
 */
export function publicNames(registrants: Registrant[], teamSize: number): string[] {
  const names = registrants.map((registrant, index) => nameOf(registrant, teamSize, index + 1));
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLocaleLowerCase("da");
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
