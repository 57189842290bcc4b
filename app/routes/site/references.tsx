import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ClosingCta } from "~/components/ui/closing-cta";
import { CallButton } from "~/components/ui/contact-buttons";
import { PageHero } from "~/components/ui/page-hero";
import { referencesPage } from "~/content/references-page";
import { NightQuotes, PopularGames } from "~/features/night-gaming/games-quotes";
import { NightBenefits, NightPackage } from "~/features/night-gaming/night-package";
import { pageMeta, siteFrom } from "~/lib/meta";
import type { Route } from "./+types/references";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(referencesPage, siteFrom(matches));

export default function References() {
  return (
    <>
      <PageHero
        eyebrow={referencesPage.eyebrow}
        title={referencesPage.heading}
        intro={referencesPage.intro}
      >
        <div className="flex flex-wrap gap-4">
          <Link to="/booking" className={buttonClass("primary")}>
            {referencesPage.book}
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
        title={referencesPage.closing.heading}
        text={referencesPage.closing.text}
      >
        <Link to="/booking" className={buttonClass("primary")}>
          {referencesPage.book}
        </Link>
        <CallButton />
      </ClosingCta>
    </>
  );
}
