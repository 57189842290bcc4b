import Coffee from "lucide-react/icons/coffee";
import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Zap from "lucide-react/icons/zap";
import { cardSection } from "#app/components/site/card-section.tsx";
import { FeatureList } from "#app/components/site/feature-list.tsx";
import { illustrations } from "#app/components/site/illustrations.ts";
import { Price } from "#app/components/site/price.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Illustration } from "#app/components/ui/illustration.tsx";
import { TitledSection } from "#app/components/ui/titled-section.tsx";
import { priceCopy } from "#app/content/departments.ts";
import { nightBenefits, nightPackageCopy } from "#app/content/night-gaming.ts";
import { nightGamingPage } from "#app/content/night-gaming-page.ts";
import { useContent, useLang, usePagePaths } from "#app/lib/site.ts";

const benefitIcons = [Moon, Zap, Coffee, Monitor];

type Benefit = ReturnType<typeof nightBenefits>[number];

function BenefitCard({ item: benefit, index }: { item: Benefit; index: number }) {
  const Icon = benefitIcons[index] ?? Moon;
  return (
    <>
      <Icon aria-hidden="true" className="size-8 shrink-0 text-accent" />
      <h3 className="mt-4 text-h3 font-bold">{benefit.title}</h3>
      <p className="mt-2 text-muted">{benefit.text}</p>
    </>
  );
}

/** What a night brings, a card each. */
export const NightBenefits = cardSection<Benefit>({
  id: "fordele",
  heading: (lang) => nightGamingPage[lang].benefits,
  grid: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
  keyBy: "title",
  items: (content, lang) => nightBenefits(content.nightGaming, lang),
  Card: BenefitCard,
});

export function NightPackage() {
  const { nightGaming } = useContent();
  const lang = useLang();
  const page = nightGamingPage[lang];
  const copy = nightPackageCopy[lang];
  return (
    <TitledSection section={{ id: "pakken", ...page.package }} className="bg-surface/40">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <Illustration
          markup={illustrations.night}
          label={page.packageIllustration}
          className="aspect-[8/5] overflow-hidden rounded-2xl border border-border"
        />
        <article className="relative rounded-2xl border-2 border-accent bg-surface p-8 shadow-[0_0_40px_rgb(192_132_252/0.2)]">
          <p className="absolute -top-4 left-8 rounded-full bg-accent px-4 py-1 text-sm font-bold text-bg">
            {copy.popularBadge}
          </p>
          <h3 className="text-h3 font-bold">{copy.packageName}</h3>
          <Price of={nightGaming} className="mt-4" amountClassName="text-5xl" />
          <p className="text-sm text-muted">
            {priceCopy[lang].vat} · {nightGaming.from}-{nightGaming.to}
          </p>
          <FeatureList of={nightGaming} field="includes" className="mt-6 mb-8" />
          <ButtonLink to={usePagePaths().booking} variant="accent" className="w-full">
            {page.book}
          </ButtonLink>
        </article>
      </div>
    </TitledSection>
  );
}
