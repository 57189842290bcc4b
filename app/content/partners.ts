/** Gear and partners on /services (spec §2). Partner names are the categories until real brands are signed. */

export const gearCategories = [
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
] as const;

export const partners = [
  { name: "Headset-partner", category: "Headsets" },
  { name: "Periferi-partner", category: "Mus og tastaturer" },
  { name: "Stol-partner", category: "Gamingstole" },
  { name: "Skærm-partner", category: "Skærme" },
  { name: "Energidrik-partner", category: "Drikke" },
  { name: "Sodavand-partner", category: "Drikke" },
] as const;

export const partnerMail = {
  subject: "Partnerskab med gamingcentret",
  body: "Hej\n\nVi vil gerne høre om muligheden for at blive partner.\n\nFirma:\nKontaktperson:\nTelefon:\n",
} as const;
