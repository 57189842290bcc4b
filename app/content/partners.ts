/**
 * Gear and partners on /services as shipped (docs/api.md#sections): the seeds of the `gear` and
 * `partners` sections staff edit (sections.ts). The partners are placeholders, named by their
 * category, until real brands are signed: `/admin` says so while they are in use.
 */

import { bilingual, type Copy } from "./language.ts";
import type { Partner, SiteContent } from "./sections.ts";

export const defaultGear: SiteContent["gear"] = [
  {
    title: "Premium udstyr",
    items: [
      "Mekaniske tastaturer",
      "Lette gamingmus",
      "Headsets med surround",
      "Ergonomiske gamingstole",
    ],
  },
  {
    title: "Hardware",
    items: [
      "Intel Core i5-processorer",
      "NVIDIA RTX 3060 og 3070",
      "240 Hz-skærme",
      "PS5-konsoller",
    ],
  },
  {
    title: "Software og platforme",
    items: ["Steam, Epic Games og Battle.net", "Riot Client", "Discord", "PlayStation Store"],
  },
];

const placeholder = (name: string, category: string): Partner => ({
  name,
  category,
  url: "",
  logo: null,
  logoAlt: "",
});

export const placeholderPartners: Partner[] = [
  placeholder("Headset-partner", "Headsets"),
  placeholder("Periferi-partner", "Mus og tastaturer"),
  placeholder("Stol-partner", "Gamingstole"),
  placeholder("Skærm-partner", "Skærme"),
  placeholder("Energidrik-partner", "Drikke"),
  placeholder("Sodavand-partner", "Drikke"),
];

/** The e-mail `Bliv partner` opens, in the page's language. */
const da = {
  subject: "Partnerskab med gamingcentret",
  body: "Hej\n\nVi vil gerne høre om muligheden for at blive partner.\n\nFirma:\nKontaktperson:\nTelefon:\n",
} as const;

const en: Copy<typeof da> = {
  subject: "Partnering with the gaming centre",
  body: "Hello\n\nWe would like to hear about becoming a partner.\n\nCompany:\nContact person:\nPhone:\n",
};

export const partnerMail = bilingual(da, en);
