import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import { CallButton, MailButton } from "#app/components/site/contact-buttons.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { bookingPage } from "#app/content/booking-page.ts";
import { faqs } from "#app/content/faq.ts";
import { openingHours } from "#app/content/navigation.ts";
import { FaqCards } from "#app/features/booking/faq-cards.tsx";
import { LargerEvents } from "#app/features/booking/larger-events.tsx";
import { pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useSite } from "#app/lib/site.ts";
import { faqJsonLd } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(bookingPage, siteFrom(matches), [{ "script:ld+json": faqJsonLd(faqs) }]);

export default function Booking() {
  const site = useSite();
  return (
    <>
      <PageHero eyebrow={bookingPage.eyebrow} title={bookingPage.heading} intro={bookingPage.intro}>
        <div className="flex flex-wrap gap-4">
          <CallButton variant="primary" label={bookingPage.call} />
          <MailButton label={`${bookingPage.mail}: ${site.email}`} />
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-muted">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <address className="not-italic">{site.address}</address>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {openingHours.text} – {openingHours.detail.toLowerCase()}
          </li>
        </ul>
      </PageHero>
      <FaqCards />
      <LargerEvents />
    </>
  );
}
