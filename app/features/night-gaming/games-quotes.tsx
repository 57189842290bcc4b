import Gamepad from "lucide-react/icons/gamepad-2";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { Section, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { Stars } from "#app/components/ui/stars.tsx";
import { nightGamingPage } from "#app/content/night-gaming-page.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { LIMITS } from "#app/features/testimonials/limits.ts";
import { useContent } from "#app/lib/site.ts";

export function PopularGames() {
  const { nightGaming } = useContent();
  return (
    <Section labelledBy="spil">
      <SectionHeading id="spil" eyebrow="Spil" title={nightGamingPage.gamesHeading} />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {nightGaming.games.map((game) => (
          <li
            key={game}
            className="flex min-h-20 items-center gap-3 rounded-xl border border-border bg-surface p-4 font-display font-semibold"
          >
            <Gamepad aria-hidden="true" className="size-6 shrink-0 text-primary" />
            {game}
          </li>
        ))}
      </ul>
      <SubmitTestimonialLink />
    </Section>
  );
}

export function NightQuotes() {
  const { nightGaming } = useContent();
  return (
    <Section labelledBy="natteravne" className="bg-surface/40">
      <SectionHeading id="natteravne" eyebrow="Anmeldelser" title={nightGamingPage.quotesHeading} />
      <ul className="grid gap-6 md:grid-cols-3">
        {nightGaming.quotes.map((quote) => (
          <li key={quote.name} className="rounded-2xl border border-border bg-surface p-6">
            <figure>
              <Stars rating={LIMITS.ratingMax} max={LIMITS.ratingMax} />
              <blockquote className="mt-4 text-lg">“{quote.quote}”</blockquote>
              <figcaption className="mt-4">
                <span className="font-semibold">{quote.name}</span>
                <span className="block text-sm text-muted">{quote.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <SubmitTestimonialLink />
    </Section>
  );
}

/** Under the games and the quotes: where a guest writes a testimonial of their own. */
function SubmitTestimonialLink() {
  return (
    <p className="mt-8 text-center">
      <Link to={PAGE_PATHS.submitTestimonial} className={buttonClass({ variant: "secondary" })}>
        {nightGamingPage.submitTestimonial}
      </Link>
    </p>
  );
}
