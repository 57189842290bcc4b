import HelpCircle from "lucide-react/icons/circle-question-mark";
import { cardSection } from "#app/components/site/card-section.tsx";
import { bookingPage } from "#app/content/booking-page.ts";
import { fallbackLang } from "#app/content/localize.ts";
import type { Faq } from "#app/content/sections.ts";

function FaqCard({ item: entry }: { item: Faq }) {
  return (
    <>
      <h3 className="flex items-start gap-3 text-h3 font-bold">
        <HelpCircle aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <span lang={fallbackLang(entry, "question")}>{entry.question}</span>
      </h3>
      <p className="mt-3 text-muted" lang={fallbackLang(entry, "answer")}>
        {entry.answer}
      </p>
    </>
  );
}

/** The questions staff answer, a card each. */
export const FaqCards = cardSection<Faq>({
  id: "faq",
  heading: (lang) => bookingPage[lang].faq,
  grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
  keyBy: "question",
  items: (content) => content.faq,
  Card: FaqCard,
});
