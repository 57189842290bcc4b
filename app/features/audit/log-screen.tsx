import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { ColumnHeads } from "#app/components/admin/column-heads.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { SelectField } from "#app/components/ui/fields.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { formatDateTime } from "#app/lib/format.ts";
import { AUDIT_ACTION_LABELS, actionLabel } from "./actions.ts";

export type LogEntry = {
  id: string;
  at: string;
  actor_email: string | null;
  action: string;
  summary: string;
};

type LogFilter = { actor: string; action: string };

type Props = {
  entries: LogEntry[];
  /** The cursor of the older entries; null on the last page. */
  next: string | null;
  /** Whether this page continues from a cursor (then `Nyeste` leads back to the top). */
  paged: boolean;
  filter: LogFilter;
  actors: string[];
  loadFailed: boolean;
};

const COLUMNS = ["Tidspunkt", "Person", "Handling", "Hvad"];

const ACTION_OPTIONS = [
  { value: "", label: "Alle handlinger" },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** `/admin/log?…` with the filter kept and `extra` added (a cursor). */
function logHref(filter: LogFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.actor) params.set("actor", filter.actor);
  if (filter.action) params.set("action", filter.action);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return `${ADMIN_SCREENS.log.path}${search ? `?${search}` : ""}`;
}

/**
 * The audit log (product.md §10) for admins: who changed what and when, newest first, filtered by
 * person and action with a plain GET form, paged by `Ældre`. Server-rendered, no script needed.
 */
export function LogScreen({ entries, next, paged, filter, actors, loadFailed }: Props) {
  const filtered = filter.actor !== "" || filter.action !== "";
  const people =
    filter.actor && !actors.includes(filter.actor) ? [filter.actor, ...actors] : actors;
  return (
    <AdminFrame
      screen="log"
      intro="Hvem ændrede hvad og hvornår: anmeldelser, indhold, billeder, begivenheder, konti og log ind. Posterne gemmes i 400 dage og kan ikke ændres."
    >
      <section
        aria-labelledby="log-heading"
        className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      >
        <h2 id="log-heading" className="font-display text-h3 font-bold">
          Ændringer
        </h2>
        <form
          method="get"
          action={ADMIN_SCREENS.log.path}
          className="mt-4 grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]"
        >
          <SelectField
            id="log-actor"
            name="actor"
            label="Person"
            defaultValue={filter.actor}
            options={[
              { value: "", label: "Alle personer" },
              ...people.map((email) => ({ value: email, label: email })),
            ]}
          />
          <SelectField
            id="log-action"
            name="action"
            label="Handling"
            defaultValue={filter.action}
            options={ACTION_OPTIONS}
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass({ variant: "primary" })}>
              Vis
            </button>
            {filtered ? (
              <a href={ADMIN_SCREENS.log.path} className={buttonClass({ variant: "secondary" })}>
                Nulstil
              </a>
            ) : null}
          </div>
        </form>

        {loadFailed ? (
          <p role="alert" className="mt-6 rounded-xl border border-danger/60 p-4 text-danger">
            Loggen kunne ikke hentes lige nu. Prøv igen om lidt.
          </p>
        ) : entries.length === 0 ? (
          <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-center text-muted">
            {filtered ? "Ingen poster passer til filteret." : "Loggen er tom."}
          </p>
        ) : (
          <table className="mt-6 w-full border-collapse text-left text-sm">
            <caption className="sr-only">Loggens poster, nyeste først</caption>
            <thead className="hidden border-b border-border text-muted md:table-header-group">
              <ColumnHeads columns={COLUMNS} gap="pr-4" weight="font-semibold" />
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr
                  key={entry.id}
                  className="block space-y-1 border-b border-border py-3 last:border-b-0 md:table-row md:space-y-0 md:py-0"
                >
                  <td className="block whitespace-nowrap text-muted md:table-cell md:py-3 md:pr-4">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td className="block break-all md:table-cell md:py-3 md:pr-4">
                    {entry.actor_email ?? <span className="text-muted">En besøgende</span>}
                  </td>
                  <td className="block md:table-cell md:py-3 md:pr-4">
                    <span className="inline-block rounded-full border border-primary/40 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-primary">
                      {actionLabel(entry.action)}
                    </span>
                  </td>
                  <td className="mt-1 block break-words md:mt-0 md:table-cell md:py-3">
                    {entry.summary}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}

        {next || paged ? (
          <nav aria-label="Sider i loggen" className="mt-6 flex flex-wrap gap-3">
            {paged ? (
              <a
                href={logHref(filter)}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Nyeste
              </a>
            ) : null}
            {next ? (
              <a
                href={logHref(filter, { cursor: next })}
                rel="next"
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Ældre
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </AdminFrame>
  );
}
