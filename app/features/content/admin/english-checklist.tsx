import Languages from "lucide-react/icons/languages";
import { missingEnglish } from "#app/content/localize.ts";
import { SECTION_NAMES, type SectionName } from "#app/content/sections.ts";
import type { AdminSection } from "./api.ts";
import { Checklist, ChecklistLink } from "./checklist.tsx";
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
    <Checklist
      id="english-heading"
      Icon={Languages}
      tone="primary"
      title={missingEnglishText(total)}
      note="De engelske sider viser den danske tekst i stedet."
      className="mt-4"
    >
      {missing.map(({ name, count }) => (
        <ChecklistLink key={name} to={`?afsnit=${name}`}>
          {sectionForms[name].label} ({count})
        </ChecklistLink>
      ))}
    </Checklist>
  );
}
