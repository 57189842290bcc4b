import { CallButton } from "#app/components/site/contact-buttons.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { heroStats } from "#app/content/figures.ts";
import { homePage as homeCopy } from "#app/content/home-page.ts";
import { fallbackLang } from "#app/content/localize.ts";
import { useContent, useLang, usePagePaths } from "#app/lib/site.ts";
import { HeroBackground } from "./hero-background.tsx";
import { LiveClock } from "./live-clock.tsx";

export function Hero() {
  const { contact, figures } = useContent();
  const lang = useLang();
  const homePage = homeCopy[lang];
  const paths = usePagePaths();
  return (
    <header className="relative isolate flex min-h-[92dvh] items-center px-4 pt-32 pb-20 sm:px-6">
      <HeroBackground />
      <div className="mx-auto grid w-full max-w-[1200px] items-center gap-12 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="mb-4 text-sm font-semibold tracking-widest text-primary uppercase">
            {homePage.eyebrow}
          </p>
          <h1 className="text-display font-bold">
            {homePage.heading}
            <span className="block bg-gradient-to-r from-primary to-accent bg-clip-text text-transparent">
              {homePage.headingAccent}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted sm:text-xl">{homePage.intro}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <CallButton variant="primary" />
            <ButtonLink to={paths.services} variant="secondary" arrow>
              {homePage.servicesLink}
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-2xl border border-border bg-surface/70 p-6 backdrop-blur-sm sm:p-8">
          <p className="text-sm font-medium text-muted">{homePage.clockLabel}</p>
          <LiveClock className="mt-1 block font-display text-5xl font-bold tabular-nums sm:text-6xl" />
          <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-primary/40 px-3 py-1 font-semibold text-primary">
            <span
              aria-hidden="true"
              className="size-2 rounded-full bg-primary motion-safe:animate-pulse-twice"
            />
            <span lang={fallbackLang(contact, "hours")}>{contact.hours}</span>
          </p>
          <dl className="mt-8 grid grid-cols-3 gap-3 border-t border-border pt-6">
            {heroStats(figures, lang).map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-xs text-muted">{stat.label}</dt>
                <dd className="order-first font-display text-2xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </header>
  );
}
