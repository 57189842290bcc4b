import Lock from "lucide-react/icons/lock";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { lockedNote } from "#app/components/forms/locked-note.ts";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { placeholdersInUse } from "#app/content/contact.ts";
import { ENVIRONMENT_FIELDS } from "#app/content/environment-fields.ts";
import { useContent } from "#app/lib/site.ts";
import { Checklist, ChecklistLink } from "./checklist.tsx";

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
    <Checklist
      id="placeholders-heading"
      Icon={TriangleAlert}
      tone="vip"
      title="Siden viser stadig eksempler"
      note="Besøgende ser dem, indtil de rigtige er skrevet ind."
      className="mt-6"
    >
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
          <ChecklistLink
            key={field}
            to={`${ADMIN_SCREENS.content.path}?afsnit=${field === "partners" ? "partners" : "contact"}`}
          >
            Ret {label}
          </ChecklistLink>
        ),
      )}
    </Checklist>
  );
}
