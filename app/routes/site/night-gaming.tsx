import { CallButton } from "#app/components/site/contact-buttons.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { ClosingCta } from "#app/components/ui/closing-cta.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { defaultContent } from "#app/content/defaults.ts";
import { langOf } from "#app/content/language.ts";
import { fallbackLang } from "#app/content/localize.ts";
import { NightQuotes, PopularGames } from "#app/features/night-gaming/games-quotes.tsx";
import { NightBenefits, NightPackage } from "#app/features/night-gaming/night-package.tsx";
import { nightGamingCopy } from "#app/features/night-gaming/page-copy.ts";
import { contentFrom, pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useContent, useLang, usePagePaths } from "#app/lib/site.ts";
import type { Route } from "./+types/night-gaming";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    nightGamingCopy(contentFrom(matches) ?? defaultContent, langOf(location.pathname)),
    siteFrom(matches),
  );

export default function NightGaming() {
  const content = useContent();
  const copy = nightGamingCopy(content, useLang());
  const { nightGaming } = content;
  // The unit is staff's text: in Danish on an English page where they wrote no English.
  const intro = (
    <>
      {copy.intro}{" "}
      <span lang={fallbackLang(nightGaming, "priceUnit")}>{nightGaming.priceUnit}</span>.
    </>
  );
  const book = <ButtonLink to={usePagePaths().booking}>{copy.book}</ButtonLink>;
  return (
    <>
      <PageHero page={{ ...copy, intro }}>
        <div className="flex flex-wrap gap-4">
          {book}
          <CallButton />
        </div>
      </PageHero>
      <NightBenefits />
      <NightPackage />
      <PopularGames />
      <NightQuotes />
      <ClosingCta id="book-natten" closing={copy.closing}>
        {book}
        <CallButton />
      </ClosingCta>
    </>
  );
}
