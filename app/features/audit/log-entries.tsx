import { ColumnHeads } from "#app/components/admin/column-heads.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { isSectionName } from "#app/content/sections.ts";
import { formatDateTime } from "#app/lib/format.ts";
import type { AuditEntry } from "#app/platform/audit.server.ts";
import { actionLabel } from "./actions.ts";

/** A row of the audit log as `auditEntries` reads it for the page. */
export type LogEntry = AuditEntry;

const COLUMNS = ["Tidspunkt", "Person", "Handling", "Hvad"];

/** Where a content entry's versions are, each with what it changed field by field. */
function historyHref(entry: LogEntry): string | null {
  if (entry.target_type !== "content" || !isSectionName(entry.target_id ?? "")) return null;
  return `${ADMIN_SCREENS.content.path}?afsnit=${entry.target_id}#history-heading`;
}

/**
 * The log's entries, newest first: a table on a wide screen, each entry a card of its own on a
 * phone. What happened (the summary: the old and the new value of a change) gets the room; it
 * is never cut.
 */
export function LogEntries({ entries }: { entries: LogEntry[] }) {
  return (
    <table className="mt-6 w-full border-collapse text-left text-sm md:table-fixed">
      <caption className="sr-only">Loggens poster, nyeste først</caption>
      <colgroup>
        <col className="md:w-56" />
        <col className="md:w-56" />
        <col className="md:w-48" />
        <col />
      </colgroup>
      <thead className="hidden border-b border-border text-muted md:table-header-group">
        <ColumnHeads columns={COLUMNS} gap="pr-4" weight="font-semibold" />
      </thead>
      <tbody>
        {entries.map((entry) => {
          const history = historyHref(entry);
          return (
            <tr
              key={entry.id}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-border py-3 last:border-b-0 md:table-row"
            >
              <td className="order-2 whitespace-nowrap text-muted md:table-cell md:py-3 md:pr-4 md:align-top">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td className="order-4 basis-full break-all text-muted md:table-cell md:py-3 md:pr-4 md:align-top md:text-text">
                {entry.actor_email ?? <span className="text-muted">En besøgende</span>}
              </td>
              <td className="order-1 md:table-cell md:py-3 md:pr-4 md:align-top">
                <span className="inline-block rounded-full border border-primary/40 px-2.5 py-0.5 text-xs font-semibold text-primary">
                  {actionLabel(entry.action)}
                </span>
              </td>
              <td className="order-3 basis-full text-base break-words md:table-cell md:py-3 md:align-top md:text-sm">
                {entry.summary}
                {history ? (
                  <>
                    {" "}
                    <a href={history} className="whitespace-nowrap text-primary underline">
                      Se versionerne
                    </a>
                  </>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
