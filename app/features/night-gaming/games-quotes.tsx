import Gamepad from "lucide-react/icons/gamepad-2";
import { cardSection } from "#app/components/site/card-section.tsx";
import { CentredLink } from "#app/components/ui/button-link.tsx";
import { Stars } from "#app/components/ui/stars.tsx";
import { fallbackLang } from "#app/content/localize.ts";
import { nightGamingPage } from "#app/content/night-gaming-page.ts";
import type { SiteContent } from "#app/content/sections.ts";
import { LIMITS } from "#app/features/testimonials/limits.ts";
import { useLang, usePagePaths } from "#app/lib/site.ts";

type NightQuote = SiteContent["nightGaming"]["quotes"][number];

/** Under the games and the quotes: where a guest writes a testimonial of their own. */
function SubmitTestimonialLink() {
  return (
    <CentredLink to={usePagePaths().submitTestimonial} className="mt-8">
      {nightGamingPage[useLang()].submitTestimonial}
    </CentredLink>
  );
}

function GameCard({ item: game }: { item: string }) {
  return (
    <>
      <Gamepad aria-hidden="true" className="size-6 shrink-0 text-primary" />
      {game}
    </>
  );
}

/** The games the night is played on, a tile each. */
export const PopularGames = cardSection<string>({
  id: "spil",
  heading: (lang) => nightGamingPage[lang].games,
  grid: "grid grid-cols-2 gap-4 md:grid-cols-4",
  card: "flex min-h-20 items-center gap-3 rounded-xl border border-border bg-surface p-4 font-display font-semibold",
  items: (content) => content.nightGaming.games,
  Card: GameCard,
  footer: <SubmitTestimonialLink />,
});

function QuoteCard({ item: quote }: { item: NightQuote }) {
  return (
    <figure>
      <Stars rating={LIMITS.ratingMax} max={LIMITS.ratingMax} lang={useLang()} />
      <blockquote className="mt-4 text-lg" lang={fallbackLang(quote, "quote")}>
        “{quote.quote}”
      </blockquote>
      <figcaption className="mt-4">
        <span className="font-semibold">{quote.name}</span>
        <span className="block text-sm text-muted" lang={fallbackLang(quote, "detail")}>
          {quote.detail}
        </span>
      </figcaption>
    </figure>
  );
}

/** What guests say of their nights, a quote each. */
export const NightQuotes = cardSection<NightQuote>({
  id: "natteravne",
  heading: (lang) => nightGamingPage[lang].quotes,
  className: "bg-surface/40",
  grid: "grid gap-6 md:grid-cols-3",
  keyBy: "name",
  items: (content) => content.nightGaming.quotes,
  Card: QuoteCard,
  footer: <SubmitTestimonialLink />,
});
