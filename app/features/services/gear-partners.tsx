import { cardSection } from "#app/components/site/card-section.tsx";
import { MailButton } from "#app/components/site/contact-buttons.tsx";
import { ContentPicture } from "#app/components/site/content-picture.tsx";
import { FeatureList } from "#app/components/site/feature-list.tsx";
import { TitledSection } from "#app/components/ui/titled-section.tsx";
import { fallbackLang } from "#app/content/localize.ts";
import { partnerMail } from "#app/content/partners.ts";
import type { Partner, SiteContent } from "#app/content/sections.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { useContent, useLang } from "#app/lib/site.ts";

type GearCategory = SiteContent["gear"][number];

function GearCard({ item: category }: { item: GearCategory }) {
  return (
    <>
      <h3 className="text-h3 font-bold" lang={fallbackLang(category, "title")}>
        {category.title}
      </h3>
      <FeatureList of={category} field="items" className="mt-4" />
    </>
  );
}

/** The equipment, a card per category. */
export const Gear = cardSection<GearCategory>({
  id: "udstyr",
  heading: (lang) => servicesPage[lang].gear,
  grid: "grid gap-6 md:grid-cols-3",
  keyBy: "title",
  items: (content) => content.gear,
  Card: GearCard,
});

/** A partner's logo (or name) and category; its link, when staff gave one, opens the site. */
function PartnerCard({ partner }: { partner: Partner }) {
  const body = (
    <>
      {partner.logo ? (
        <ContentPicture
          image={partner.logo}
          alt={partner.logoAlt || partner.name}
          sizes="160px"
          className="h-12 w-auto max-w-full object-contain"
        />
      ) : (
        <span className="font-display font-semibold">{partner.name}</span>
      )}
      <span className="mt-1 text-sm text-muted" lang={fallbackLang(partner, "category")}>
        {partner.category}
      </span>
    </>
  );
  const box =
    "flex min-h-28 flex-col items-center justify-center rounded-xl border border-border bg-surface p-4 text-center";
  return partner.url ? (
    <a
      href={partner.url}
      rel="noopener"
      className={`${box} transition hover:border-primary focus-visible:border-primary`}
    >
      {body}
    </a>
  ) : (
    <div className={box}>{body}</div>
  );
}

export function Partners() {
  const { partners } = useContent();
  const lang = useLang();
  const copy = servicesPage[lang];
  const mail = partnerMail[lang];
  return (
    <TitledSection section={{ id: "partnere", ...copy.partners }}>
      {partners.length > 0 ? (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li key={`${partner.name} ${partner.category}`} className="grid">
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-10 text-center">
        <MailButton label={copy.partnerCta} subject={mail.subject} body={mail.body} />
      </p>
    </TitledSection>
  );
}
