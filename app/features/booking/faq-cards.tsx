import HelpCircle from "lucide-react/icons/circle-question-mark";
import { Section, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { bookingPage } from "#app/content/booking-page.ts";
import { useContent } from "#app/lib/site.ts";

export function FaqCards() {
  const { faq } = useContent();
  return (
    <Section labelledBy="faq">
      <SectionHeading id="faq" eyebrow="FAQ" title={bookingPage.faqHeading} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {faq.map((entry) => (
          <li key={entry.question} className="rounded-2xl border border-border bg-surface p-6">
            <h3 className="flex items-start gap-3 text-h3 font-bold">
              <HelpCircle aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
              {entry.question}
            </h3>
            <p className="mt-3 text-muted">{entry.answer}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
