import { buttonClass } from "#app/components/ui/button.ts";
import { SelectField, TextField } from "#app/components/ui/fields.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { actionLabel } from "./actions.ts";
import { DAY_FORMAT } from "./log-days.ts";
import { isFiltered, type LogFilter, logHref } from "./log-filter.ts";

const KINDS = [
  { kind: "changes", label: "Ændringer" },
  { kind: "sign-ins", label: "Log ind" },
] as const;

/** The period's two days, first and last, each typed the Danish way. */
const DAY_FIELDS = [
  ["from", "Fra dato"],
  ["to", "Til og med dato"],
] as const;

/** The `Handling` field's choices: the actions of the view's kind of entry. */
function actionOptions(kind: LogFilter["kind"], actions: readonly string[]) {
  return [
    { value: "", label: kind === "sign-ins" ? "Alle log ind" : "Alle handlinger" },
    ...actions.map((value) => ({ value, label: actionLabel(value) })),
  ];
}

/** The log's two views, the changes and the sign-ins: links that keep the words, person and days. */
export function LogKinds({ filter }: { filter: LogFilter }) {
  return (
    <nav aria-label="Slags poster">
      <ul className="inline-flex gap-1 rounded-xl border border-border bg-bg p-1">
        {KINDS.map(({ kind, label }) => (
          <li key={kind}>
            <a
              href={logHref({ ...filter, kind, action: "" })}
              aria-current={filter.kind === kind ? "page" : undefined}
              className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold transition-colors ${
                filter.kind === kind
                  ? "bg-primary text-bg"
                  : "text-muted hover:bg-white/5 hover:text-text"
              }`}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The log's filter: words, person, action (`actions`, those of the view) and days, a plain GET
 * form. `errors` by field: a day typed so it names no day.
 */
export function LogFilterForm({
  filter,
  actors,
  actions,
  errors,
}: {
  filter: LogFilter;
  actors: string[];
  actions: readonly string[];
  errors: Record<string, string>;
}) {
  const people =
    filter.actor && !actors.includes(filter.actor) ? [filter.actor, ...actors] : actors;
  return (
    <form method="get" action={ADMIN_SCREENS.log.path} noValidate className="mt-5">
      {filter.kind === "changes" ? null : <input type="hidden" name="kind" value={filter.kind} />}
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          id="log-q"
          name="q"
          type="search"
          label="Søg"
          hint="I teksten og personens e-mail"
          defaultValue={filter.q}
          error={errors.q}
        />
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
          options={actionOptions(filter.kind, actions)}
          error={errors.action}
        />
        {DAY_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            id={`log-${key}`}
            name={key}
            label={label}
            autoComplete="off"
            hint={DAY_FORMAT}
            defaultValue={filter[key]}
            error={errors[key]}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass({ variant: "primary" })}>
          Vis
        </button>
        {isFiltered(filter) ? (
          <a
            href={logHref({ kind: filter.kind, q: "", actor: "", action: "", from: "", to: "" })}
            className={buttonClass({ variant: "secondary" })}
          >
            Nulstil
          </a>
        ) : null}
      </div>
    </form>
  );
}
