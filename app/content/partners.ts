/**
 * Gear and partners on /services as shipped (docs/api.md#sections): the seeds of the `gear` and
 * `partners` sections staff edit (sections.ts). The partners are placeholders, named by their
 * category, until real brands are signed: `/admin` says so while they are in use.
 */

import { bilingual, type Copy } from "./language.ts";
import type { Partner, SiteContent } from "./sections.ts";

export const defaultGear: SiteContent["gear"] = [
  {
    title: "Premiumudstyr",
    items: [
      "Mekaniske tastaturer",
      "Lette gamingmus",
      "Headsets med surround",
      "Ergonomiske gamingstole",
    ],
    en: {
      title: "Premium gear",
      items: [
        "Mechanical keyboards",
        "Lightweight gaming mice",
        "Surround-sound headsets",
        "Ergonomic gaming chairs",
      ],
    },
  },
  {
    title: "Hardware",
    items: [
      "Intel Core i5-processorer",
      "NVIDIA RTX 3060 og 3070",
      "240 Hz-skærme",
      "PS5-konsoller",
    ],
    en: {
      title: "Hardware",
      items: [
        "Intel Core i5 processors",
        "NVIDIA RTX 3060 and 3070",
        "240 Hz monitors",
        "PS5 consoles",
      ],
    },
  },
  {
    title: "Software og platforme",
    items: ["Steam, Epic Games og Battle.net", "Riot Client", "Discord", "PlayStation Store"],
    en: {
      title: "Software and platforms",
      items: ["Steam, Epic Games and Battle.net", "Riot Client", "Discord", "PlayStation Store"],
    },
  },
];

const placeholder = (
  [name, category]: [string, string],
  en: [name: string, category: string],
): Partner => ({
  name,
  category,
  url: "",
  logo: null,
  logoAlt: "",
  en: { name: en[0], category: en[1], logoAlt: "" },
});

export const placeholderPartners: Partner[] = [
  placeholder(["Headset-partner", "Headsets"], ["Headset partner", "Headsets"]),
  placeholder(
    ["Periferi-partner", "Mus og tastaturer"],
    ["Peripherals partner", "Mice and keyboards"],
  ),
  placeholder(["Stol-partner", "Gamingstole"], ["Chair partner", "Gaming chairs"]),
  placeholder(["Skærm-partner", "Skærme"], ["Monitor partner", "Monitors"]),
  placeholder(["Energidrik-partner", "Drikke"], ["Energy drink partner", "Drinks"]),
  placeholder(["Sodavand-partner", "Drikke"], ["Soft drink partner", "Drinks"]),
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
