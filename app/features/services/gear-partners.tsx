import { MailButton } from "#app/components/site/contact-buttons.tsx";
import { FeatureList } from "#app/components/ui/feature-list.tsx";
import { Section, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { gearCategories, partnerMail, partners } from "#app/content/partners.ts";
import { servicesPage } from "#app/content/services-page.ts";

export function Gear() {
  return (
    <Section labelledBy="udstyr">
      <SectionHeading id="udstyr" eyebrow="Udstyr" title={servicesPage.gearHeading}>
        {servicesPage.gearIntro}
      </SectionHeading>
      <ul className="grid gap-6 md:grid-cols-3">
        {gearCategories.map((category) => (
          <li key={category.title} className="rounded-2xl border border-border bg-surface p-6">
            <h3 className="text-h3 font-bold">{category.title}</h3>
            <FeatureList items={category.items} className="mt-4" />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Partners() {
  return (
    <Section labelledBy="partnere">
      <SectionHeading id="partnere" eyebrow="Partnere" title={servicesPage.partnersHeading}>
        {servicesPage.partnersIntro}
      </SectionHeading>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="flex min-h-28 flex-col items-center justify-center rounded-xl border border-border bg-surface p-4 text-center"
          >
            <span className="font-display font-semibold">{partner.name}</span>
            <span className="mt-1 text-sm text-muted">{partner.category}</span>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <MailButton
          label={servicesPage.partnerCta}
          subject={partnerMail.subject}
          body={partnerMail.body}
        />
      </p>
    </Section>
  );
}
