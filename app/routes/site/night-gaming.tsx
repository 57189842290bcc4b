import { Link } from "react-router";
import { CallButton } from "#app/components/site/contact-buttons.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { ClosingCta } from "#app/components/ui/closing-cta.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { nightGamingPage } from "#app/content/night-gaming-page.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { NightQuotes, PopularGames } from "#app/features/night-gaming/games-quotes.tsx";
import { NightBenefits, NightPackage } from "#app/features/night-gaming/night-package.tsx";
import { pageMeta, siteFrom } from "#app/lib/meta.ts";
import type { Route } from "./+types/night-gaming";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(nightGamingPage, siteFrom(matches));

export default function NightGaming() {
  return (
    <>
      <PageHero
        eyebrow={nightGamingPage.eyebrow}
        title={nightGamingPage.heading}
        intro={nightGamingPage.intro}
      >
        <div className="flex flex-wrap gap-4">
          <Link to={PAGE_PATHS.booking} className={buttonClass()}>
            {nightGamingPage.book}
          </Link>
          <CallButton />
        </div>
      </PageHero>
      <NightBenefits />
      <NightPackage />
      <PopularGames />
      <NightQuotes />
      <ClosingCta
        id="book-natten"
        title={nightGamingPage.closing.heading}
        text={nightGamingPage.closing.text}
      >
        <Link to={PAGE_PATHS.booking} className={buttonClass()}>
          {nightGamingPage.book}
        </Link>
        <CallButton />
      </ClosingCta>
    </>
  );
}
