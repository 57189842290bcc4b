/** In plain Danish: a field the operator's settings fix, and who can change it. */
export function lockedNote(setting: string): string {
  return `Låst: kun den, der driver hjemmesiden, kan ændre det (indstillingen ${setting}).`;
}
