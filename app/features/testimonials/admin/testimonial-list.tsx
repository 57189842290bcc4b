import LoaderCircle from "lucide-react/icons/loader-circle";
import { type FormEvent, memo, type Ref, Suspense } from "react";
import { AskForm } from "#app/components/admin/confirm-notice.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { ADMIN_PATH } from "#app/content/admin-screens.ts";
import { LIMITS } from "#app/features/testimonials/limits.ts";
import { ASKING_INTENTS } from "#app/features/testimonials/row-actions.ts";
import type {
  AdminPage,
  Testimonial,
  TestimonialStatus,
} from "#app/features/testimonials/schema.ts";
import { formatCount } from "#app/lib/format.ts";
import { type ListFilter, listAddress, listParams, statusParam } from "./list-address.ts";
import { ApproveForm, EditForm, RowIconSprite, TestimonialItem } from "./testimonial-item.tsx";

type Props = {
  rows: Testimonial[];
  counts: AdminPage["counts"];
  filter: ListFilter;
  /** The list continues after this row (`Vis flere`); null: it is all shown. */
  next: string | null;
  /** The rows start after this one (`?efter=`, before React ran); null: at the newest. */
  after: string | null;
  loading: boolean;
  editingId: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onStatus: (status: TestimonialStatus | undefined) => void;
  onSearch: (q: string) => void;
  onMore: () => void;
  /** Back to the newest rows of this view. */
  onNewest: () => void;
  onEdit: (testimonial: Testimonial) => void;
  onDelete: (testimonial: Testimonial) => void;
  onApprove: (testimonial: Testimonial) => void;
  onReject: (testimonial: Testimonial) => void;
};

const LABELS: Record<TestimonialStatus, string> = {
  pending: "Afventer",
  approved: "Godkendte",
  rejected: "Afviste",
};

/**
 * The rows a first look takes in (the list's box shows three or four), in a boundary of their
 * own: React takes them over before the rest, so a click on one right after the page appears
 * waits for those rows alone, not for the whole page of them; and laid out with the page, so
 * that they are drawn with it (docs/performance.md).
 */
const FIRST_ROWS = 5;

/** With React the list filters in place: the forms' own request is for a page without it. */
function stay(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/** A link to another view of the list, opened there without React; with it, `onClick` instead. */
function ListLink({
  href,
  onClick,
  children,
}: {
  href: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <a
      href={`${href}#list-heading`}
      className={buttonClass({ variant: "secondary", size: "sm" })}
      onClick={(click) => {
        click.preventDefault();
        onClick();
      }}
    >
      {children}
    </a>
  );
}

/** The filters in order: the queue first while anything waits in it. */
function filters(counts: AdminPage["counts"]) {
  const all = counts.pending + counts.approved + counts.rejected;
  const list: { status: TestimonialStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: "Alle", count: all },
    { status: "approved", label: LABELS.approved, count: counts.approved },
    { status: "rejected", label: LABELS.rejected, count: counts.rejected },
  ];
  const pending = { status: "pending" as const, label: LABELS.pending, count: counts.pending };
  return counts.pending > 0 ? [pending, ...list] : [...list, pending];
}

/**
 * The testimonials, newest first, one page at a time in a container that scrolls beyond
 * 600 px. Memoised: typing in the form beside it does not render the list again.
 */
export const TestimonialList = memo(function TestimonialList(props: Props) {
  const { rows, counts, filter, next, after, loading, editingId } = props;
  const searching = filter.q.trim() !== "" || filter.status !== undefined;
  return (
    <section
      aria-labelledby="list-heading"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2
          id="list-heading"
          ref={props.headingRef}
          tabIndex={-1}
          className="font-display text-h3 font-bold"
        >
          Alle anmeldelser
        </h2>
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
          {loading ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              Indlæser...
            </>
          ) : null}
        </p>
      </div>

      {/* Plain GET forms, as the registrations' search: before React runs, a filter or a search
          typed and sent with Enter loads `/admin` with it (the loader reads both); once React
          runs, the same controls filter in place. */}
      <form method="get" action={ADMIN_PATH} onSubmit={stay} className="mt-4">
        {filter.q.trim() ? <input type="hidden" name="q" value={filter.q.trim()} /> : null}
        <fieldset>
          <legend className="sr-only">Vis anmeldelser med status</legend>
          <div className="flex flex-wrap gap-2">
            {filters(counts).map(({ status, label, count }) => {
              const chosen = filter.status === status;
              return (
                <button
                  key={label}
                  type="submit"
                  name="status"
                  value={statusParam(status)}
                  aria-pressed={chosen}
                  onClick={() => props.onStatus(status)}
                  className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors ${
                    chosen
                      ? "border-primary bg-primary/15 text-primary"
                      : "border-border text-text hover:border-muted/60"
                  } ${status === "pending" && count > 0 && !chosen ? "border-vip/60 text-vip" : ""}`}
                >
                  {label} ({formatCount(count)})
                </button>
              );
            })}
          </div>
        </fieldset>
      </form>

      <search className="mt-4 block">
        <form method="get" action={ADMIN_PATH} onSubmit={stay} className="flex">
          <input type="hidden" name="status" value={statusParam(filter.status)} />
          <SearchField
            id="list-search"
            name="q"
            label="Søg i anmeldelserne"
            placeholder="Søg efter navn eller tekst"
            maxLength={LIMITS.name}
            value={filter.q}
            onChange={(event) => props.onSearch(event.target.value)}
          />
        </form>
      </search>

      <div
        data-testid="testimonial-scroll"
        className="relative mt-4 max-h-[600px] overflow-y-auto overscroll-contain rounded-xl pr-1"
      >
        <RowIconSprite />
        <ApproveForm action={listAddress(filter, after)} />
        <EditForm params={listParams(filter, after)} />
        <AskForm asks={ASKING_INTENTS} />
        {after ? (
          <div className="mb-3 flex justify-center">
            <ListLink href={listAddress(filter)} onClick={props.onNewest}>
              Vis de nyeste
            </ListLink>
          </div>
        ) : null}
        {rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
            {loading
              ? "Indlæser..."
              : searching
                ? "Ingen anmeldelser passer til søgningen."
                : "Der er ingen anmeldelser endnu. Tilføj den første med formularen."}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {[rows.slice(0, FIRST_ROWS), rows.slice(FIRST_ROWS)].map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the two parts are always the same two
              <Suspense key={index}>
                {part.map((row) => (
                  <TestimonialItem
                    key={row.id}
                    row={row}
                    editing={row.id === editingId}
                    firstView={index === 0}
                    onEdit={props.onEdit}
                    onDelete={props.onDelete}
                    onApprove={props.onApprove}
                    onReject={props.onReject}
                  />
                ))}
              </Suspense>
            ))}
          </ul>
        )}
        {next ? (
          <div className="mt-3 flex justify-center">
            <ListLink href={listAddress(filter, next)} onClick={props.onMore}>
              Vis flere
            </ListLink>
          </div>
        ) : null}
      </div>
    </section>
  );
});
