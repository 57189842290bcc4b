import { defaultContact } from "./contact.ts";
import { defaultDepartments } from "./departments.ts";
import { defaultEvents } from "./events.ts";
import { defaultFaq } from "./faq.ts";
import { defaultFigures } from "./figures.ts";
import { defaultNightGaming } from "./night-gaming.ts";
import { defaultGear, placeholderPartners } from "./partners.ts";
import type { SiteContent } from "./sections.ts";

/**
 * The content as shipped: each section's first version, saved on first start (and the typed
 * module tests compare against). After that, the database is the one source.
 */
export const defaultContent: SiteContent = {
  contact: defaultContact,
  notice: { active: false, text: "", en: { text: "" } },
  departments: defaultDepartments,
  nightGaming: defaultNightGaming,
  events: defaultEvents,
  faq: defaultFaq,
  gear: defaultGear,
  partners: placeholderPartners,
  figures: defaultFigures,
};
