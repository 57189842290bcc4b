import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { LogEntries, type LogEntry } from "./log-entries.tsx";
import { isFiltered, type LogFilter, logHref } from "./log-filter.ts";
import { LogFilterForm, LogKinds } from "./log-filter-form.tsx";

type Props = {
  entries: LogEntry[];
  /** The cursor of the older entries; null on the last page. */
  next: string | null;
  /** Whether this page continues from a cursor (then `Nyeste` leads back to the top). */
  paged: boolean;
  filter: LogFilter;
  /** The filter's refusals by field (a day that is no day). */
  errors: Record<string, string>;
  actors: string[];
  /** The actions of the view's kind, for its `Handling` field. */
  actions: readonly string[];
  loadFailed: boolean;
};

/**
 * The audit log (docs/admin.md#undo-the-trash-and-the-log) for admins: who changed what and when, newest first; the changes
 * and the sign-ins apart; searched and filtered by person, action and days with a plain GET form,
 * paged by `Ældre`. Server-rendered, no script needed.
 */
export function LogScreen({
  entries,
  next,
  paged,
  filter,
  errors,
  actors,
  actions,
  loadFailed,
}: Props) {
  const refused = Object.keys(errors).length > 0;
  return (
    <AdminFrame
      screen="log"
      intro="Hvem ændrede hvad og hvornår: anmeldelser, indhold, billeder, begivenheder og konti, og hvem der loggede ind. Posterne gemmes i 400 dage og kan ikke ændres."
    >
      <section
        aria-labelledby="log-heading"
        className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="log-heading" className="font-display text-h3 font-bold">
            {filter.kind === "sign-ins" ? "Log ind" : "Ændringer"}
          </h2>
          <LogKinds filter={filter} />
        </div>
        <LogFilterForm filter={filter} actors={actors} actions={actions} errors={errors} />

        {loadFailed ? (
          <p role="alert" className="mt-6 rounded-xl border border-danger/60 p-4 text-danger">
            Loggen kunne ikke hentes lige nu. Prøv igen om lidt.
          </p>
        ) : refused ? (
          <p role="alert" className="mt-6 rounded-xl border border-danger/60 p-4 text-danger">
            Ret filteret ovenfor, og tryk Vis igen.
          </p>
        ) : entries.length === 0 ? (
          <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-center text-muted">
            {isFiltered(filter) ? "Ingen poster passer til filteret." : "Loggen er tom."}
          </p>
        ) : (
          <LogEntries entries={entries} />
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
