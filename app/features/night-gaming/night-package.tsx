import Coffee from "lucide-react/icons/coffee";
import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Zap from "lucide-react/icons/zap";
import { Link } from "react-router";
import { illustrations } from "#app/components/site/illustrations.ts";
import { buttonClass } from "#app/components/ui/button.ts";
import { FeatureList } from "#app/components/ui/feature-list.tsx";
import { Illustration } from "#app/components/ui/illustration.tsx";
import { Section, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { VAT_NOTE } from "#app/content/departments.ts";
import { nightBenefits, nightPackageCopy } from "#app/content/night-gaming.ts";
import { nightGamingPage } from "#app/content/night-gaming-page.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { formatKroner } from "#app/lib/format.ts";
import { useContent } from "#app/lib/site.ts";

const benefitIcons = [Moon, Zap, Coffee, Monitor];

export function NightBenefits() {
  const { nightGaming } = useContent();
  return (
    <Section labelledBy="fordele">
      <SectionHeading id="fordele" eyebrow="Fordele" title={nightGamingPage.benefitsHeading} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {nightBenefits(nightGaming).map((benefit, index) => {
          const Icon = benefitIcons[index] ?? Moon;
          return (
            <li key={benefit.title} className="rounded-2xl border border-border bg-surface p-6">
              <Icon aria-hidden="true" className="size-8 shrink-0 text-accent" />
              <h3 className="mt-4 text-h3 font-bold">{benefit.title}</h3>
              <p className="mt-2 text-muted">{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function NightPackage() {
  const { nightGaming } = useContent();
  return (
    <Section labelledBy="pakken" className="bg-surface/40">
      <SectionHeading id="pakken" eyebrow="Pris" title={nightGamingPage.packageHeading} />
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <Illustration
          markup={illustrations.night}
          label="Illustration af en gamingskærm og en kop kaffe under en nattehimmel med måne"
          className="aspect-[8/5] overflow-hidden rounded-2xl border border-border"
        />
        <article className="relative rounded-2xl border-2 border-accent bg-surface p-8 shadow-[0_0_40px_rgb(192_132_252/0.2)]">
          <p className="absolute -top-4 left-8 rounded-full bg-accent px-4 py-1 text-sm font-bold text-bg">
            {nightPackageCopy.popularBadge}
          </p>
          <h3 className="text-h3 font-bold">{nightPackageCopy.packageName}</h3>
          <p className="mt-4">
            <span className="font-display text-5xl font-bold">
              {formatKroner(nightGaming.price)}
            </span>{" "}
            <span className="text-muted">{nightGaming.priceUnit}</span>
          </p>
          <p className="text-sm text-muted">
            {VAT_NOTE} · {nightGaming.from}-{nightGaming.to}
          </p>
          <FeatureList items={nightGaming.includes} className="mt-6 mb-8" />
          <Link
            to={PAGE_PATHS.booking}
            className={buttonClass({ variant: "accent", className: "w-full" })}
          >
            {nightGamingPage.book}
          </Link>
        </article>
      </div>
    </Section>
  );
}
