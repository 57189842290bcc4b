import { formatClock, formatDate } from "#app/lib/format.ts";
import type { Change } from "#app/lib/forms/changes.ts";

/** `25. november 2026 kl. 14.03`, Copenhagen time. */
export function savedAt(iso: string): string {
  return `${formatDate(iso)} kl. ${formatClock(new Date(iso)).slice(0, 5)}`;
}

/** Who saved a version: the admin's e-mail, or the seed shipped with the site. */
export function savedBy(email: string | null): string {
  return email ?? "leveret med siden";
}

/** What happened to an item, beside its name; a changed field says it by its two values. */
const DONE = { added: "tilføjet", removed: "fjernet", moved: "flyttet", changed: null };

/**
 * Change by change, as the history's line tells them but whole: what it was, struck through,
 * and what it is now; an item added or removed, and a move with its two places.
 */
export function ChangesList({ changes }: { changes: Change[] }) {
  if (changes.length === 0) return <p className="text-sm text-muted">Ingen ændringer.</p>;
  return (
    <dl className="flex flex-col gap-3 text-sm">
      {changes.map((change) => (
        <div
          key={`${change.kind}:${change.key}`}
          className="rounded-lg border border-border bg-bg/40 p-3"
        >
          <dt className="font-medium">
            {change.label}
            {DONE[change.kind] ? (
              <span className="font-normal text-muted"> ({DONE[change.kind]})</span>
            ) : null}
          </dt>
          {change.before !== null ? (
            <dd className="mt-1 break-words text-muted">
              <span className="sr-only">Før: </span>
              <del>{change.before || "(tom)"}</del>
            </dd>
          ) : null}
          {change.after !== null ? (
            <dd className="mt-1 break-words">
              <span className="sr-only">Nu: </span>
              <ins className="no-underline">{change.after || "(tom)"}</ins>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
