import Lock from "lucide-react/icons/lock";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Link } from "react-router";
import { lockedNote } from "#app/components/forms/locked-note.ts";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { placeholdersInUse } from "#app/content/contact.ts";
import { ENVIRONMENT_FIELDS } from "#app/content/environment-fields.ts";
import { useContent } from "#app/lib/site.ts";

/**
 * On `/admin/indhold`, where they are put right, while visitors still see the example contact
 * details or partners the site ships with: one short line naming each, linked to its form — or,
 * where the operator's settings fix the field, saying who can change it (docs/admin.md). Not on
 * `/admin`: staff go there to moderate, and its queue and form come first.
 */
export function PlaceholderChecklist({ locked }: { locked: string[] }) {
  const { contact, partners } = useContent();
  const missing = placeholdersInUse(contact, partners);
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="placeholders-heading"
      className="mt-6 flex flex-col gap-x-4 gap-y-2 rounded-xl border border-vip/50 bg-vip/5 px-4 py-3 lg:flex-row lg:items-center"
    >
      <div className="shrink-0">
        <h2
          id="placeholders-heading"
          className="flex items-center gap-2 font-display text-base font-bold"
        >
          <TriangleAlert aria-hidden="true" className="size-5 text-vip" />
          Siden viser stadig eksempler
        </h2>
        <p className="text-sm text-muted">Besøgende ser dem, indtil de rigtige er skrevet ind.</p>
      </div>
      <ul className="flex flex-wrap gap-2">
        {missing.map(({ field, label }) =>
          field !== "partners" && locked.includes(field) ? (
            <li
              key={field}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-dashed border-border px-3 text-sm text-muted"
            >
              <Lock aria-hidden="true" className="size-4 shrink-0" />
              <span>
                {label.charAt(0).toUpperCase() + label.slice(1)}.{" "}
                {lockedNote(ENVIRONMENT_FIELDS[field])}
              </span>
            </li>
          ) : (
            <li key={field}>
              <Link
                to={`${ADMIN_SCREENS.content.path}?afsnit=${field === "partners" ? "partners" : "contact"}`}
                className="inline-flex min-h-10 items-center rounded-lg border border-border bg-surface px-3 text-sm font-medium hover:border-primary/60"
              >
                Ret {label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
