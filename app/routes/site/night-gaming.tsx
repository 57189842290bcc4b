import { Link } from "react-router";
import { CallButton } from "#app/components/site/contact-buttons.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { ClosingCta } from "#app/components/ui/closing-cta.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { defaultContent } from "#app/content/defaults.ts";
import { nightGamingPage } from "#app/content/night-gaming-page.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { NightQuotes, PopularGames } from "#app/features/night-gaming/games-quotes.tsx";
import { NightBenefits, NightPackage } from "#app/features/night-gaming/night-package.tsx";
import { nightGamingCopy } from "#app/features/night-gaming/page-copy.ts";
import { contentFrom, pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useContent } from "#app/lib/site.ts";
import type { Route } from "./+types/night-gaming";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(nightGamingCopy(contentFrom(matches) ?? defaultContent), siteFrom(matches));

export default function NightGaming() {
  const copy = nightGamingCopy(useContent());
  return (
    <>
      <PageHero
        eyebrow={nightGamingPage.eyebrow}
        title={nightGamingPage.heading}
        intro={copy.intro}
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
