import Languages from "lucide-react/icons/languages";
import { Link } from "react-router";
import { missingEnglish } from "#app/content/localize.ts";
import { SECTION_NAMES, type SectionName } from "#app/content/sections.ts";
import type { AdminSection } from "./api.ts";
import { sectionForms } from "./section-fields.ts";

/** What still lacks English, said the same way everywhere on the screen. */
export const missingEnglishText = (count: number) => `Mangler engelsk (${count})`;

/**
 * Above the sections: how many texts still lack their English, and in which sections (links to
 * each), so staff see what the English pages show in Danish (docs/admin.md#english).
 */
export function EnglishChecklist({ sections }: { sections: Record<SectionName, AdminSection> }) {
  const missing = SECTION_NAMES.map((name) => ({
    name,
    count: missingEnglish(sections[name].value),
  })).filter(({ count }) => count > 0);
  const total = missing.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="english-heading"
      className="mt-4 flex flex-col gap-x-4 gap-y-2 rounded-xl border border-primary/40 bg-primary/5 px-4 py-3 lg:flex-row lg:items-center"
    >
      <div className="shrink-0">
        <h2
          id="english-heading"
          className="flex items-center gap-2 font-display text-base font-bold"
        >
          <Languages aria-hidden="true" className="size-5 text-primary" />
          {missingEnglishText(total)}
        </h2>
        <p className="text-sm text-muted">De engelske sider viser den danske tekst i stedet.</p>
      </div>
      <ul className="flex flex-wrap gap-2">
        {missing.map(({ name, count }) => (
          <li key={name}>
            <Link
              to={`?afsnit=${name}`}
              className="inline-flex min-h-10 items-center rounded-lg border border-border bg-surface px-3 text-sm font-medium hover:border-primary/60"
            >
              {sectionForms[name].label} ({count})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
