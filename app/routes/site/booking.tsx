import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import { CallButton, MailButton } from "~/components/ui/contact-buttons";
import { PageHero } from "~/components/ui/page-hero";
import { bookingPage } from "~/content/booking-page";
import { faqs } from "~/content/faq";
import { openingHours } from "~/content/navigation";
import { FaqCards } from "~/features/booking/faq-cards";
import { LargerEvents } from "~/features/booking/larger-events";
import { pageMeta, siteFrom } from "~/lib/meta";
import { faqJsonLd } from "~/lib/structured-data";
import { useSite } from "~/root";
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
