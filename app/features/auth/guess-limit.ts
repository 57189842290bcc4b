/**
 * What a person is told when their account's password checks are held back (10 wrong within an
 * hour, docs/security.md): when they may try again, in whole minutes.
 */
export function tooManyGuesses(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds || 3600) / 60));
  const when = minutes === 1 ? "et minut" : `${minutes} minutter`;
  return `For mange forkerte adgangskoder. Prøv igen om ${when}.`;
}
