import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import { CallButton, MailButton } from "#app/components/site/contact-buttons.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { bookingPage } from "#app/content/booking-page.ts";
import { hoursText } from "#app/content/contact.ts";
import { langOf } from "#app/content/language.ts";
import { fallbackLang } from "#app/content/localize.ts";
import { FaqCards } from "#app/features/booking/faq-cards.tsx";
import { LargerEvents } from "#app/features/booking/larger-events.tsx";
import { contentFrom, pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useContent, useLang, useSite } from "#app/lib/site.ts";
import { faqJsonLd } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const faq = contentFrom(matches)?.faq;
  return pageMeta(
    bookingPage[langOf(location.pathname)],
    siteFrom(matches),
    faq ? [{ "script:ld+json": faqJsonLd(faq) }] : [],
  );
};

export default function Booking() {
  const site = useSite();
  const { contact } = useContent();
  const copy = bookingPage[useLang()];
  return (
    <>
      <PageHero page={copy}>
        <div className="flex flex-wrap gap-4">
          <CallButton variant="primary" label={copy.call} />
          <MailButton label={`${copy.mail}: ${site.email}`} />
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-muted">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <address className="not-italic">{site.address}</address>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {/* Danish on an English page when staff wrote no English, as on /vilkaar. */}
            <span lang={fallbackLang(contact, "hours") ?? fallbackLang(contact, "hoursDetail")}>
              {hoursText(contact)}
            </span>
          </li>
        </ul>
      </PageHero>
      <FaqCards />
      <LargerEvents />
    </>
  );
}
