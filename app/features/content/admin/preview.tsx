import X from "lucide-react/icons/x";
import * as Dialog from "radix-ui/dialog";
import type { ReactNode } from "react";
import { NoticeBanner } from "#app/components/layout/notice-banner.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import type { SectionName, SiteContent } from "#app/content/sections.ts";
import { FaqCards } from "#app/features/booking/faq-cards.tsx";
import { LargerEvents } from "#app/features/booking/larger-events.tsx";
import { DepartmentChooser } from "#app/features/home/department-chooser.tsx";
import { EventCards } from "#app/features/home/event-cards.tsx";
import { FiguresBand } from "#app/features/home/figures-band.tsx";
import { Hero } from "#app/features/home/hero.tsx";
import { NightQuotes, PopularGames } from "#app/features/night-gaming/games-quotes.tsx";
import { NightBenefits, NightPackage } from "#app/features/night-gaming/night-package.tsx";
import { Comparison } from "#app/features/services/comparison.tsx";
import { DepartmentDetail } from "#app/features/services/department-detail.tsx";
import { Gear, Partners } from "#app/features/services/gear-partners.tsx";
import { ContentPreview, useContent } from "#app/lib/site.ts";
import { sectionForms } from "./section-fields.ts";

/** The parts of the public pages each section fills, drawn by the pages' own components. */
function PageParts({ section }: { section: SectionName }): ReactNode {
  const { departments, notice } = useContent();
  switch (section) {
    case "contact":
      return (
        <>
          <Hero />
          <SiteFooter />
        </>
      );
    case "notice":
      return (
        <>
          {notice.active ? null : (
            <p className="bg-surface px-4 py-3 text-center text-muted">
              Beskeden er slået fra og vises ikke.
            </p>
          )}
          <NoticeBanner />
          <Hero />
        </>
      );
    case "departments":
      return (
        <>
          <DepartmentChooser />
          <Comparison />
          <div className="mx-auto max-w-[1200px] divide-y divide-border px-4 sm:px-6">
            {departments.map((department, index) => (
              <DepartmentDetail
                key={department.id}
                department={department}
                flip={index % 2 === 1}
              />
            ))}
          </div>
        </>
      );
    case "nightGaming":
      return (
        <>
          <NightPackage />
          <NightBenefits />
          <PopularGames />
          <NightQuotes />
        </>
      );
    case "events":
      return (
        <>
          <EventCards />
          <LargerEvents />
        </>
      );
    case "faq":
      return <FaqCards />;
    case "gear":
      return <Gear />;
    case "partners":
      return <Partners />;
    case "figures":
      return (
        <>
          <Hero />
          <FiguresBand />
        </>
      );
  }
}

/**
 * The public page's parts as they will look with the changes, before they are saved: the
 * pages' own components over the whole window (so phone and desktop layouts hold), reading the
 * typed content instead of the saved. Links inside do nothing here.
 */
export function PreviewDialog({
  section,
  value,
  onClose,
}: {
  section: SectionName;
  /** The typed value, checked by the schema; null while closed. */
  value: SiteContent[SectionName] | null;
  onClose: () => void;
}) {
  const saved = useContent();
  const { label, shownOn } = sectionForms[section];
  return (
    <Dialog.Root open={value !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 overflow-y-auto bg-bg">
          <div className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-3 border-b border-primary/40 bg-surface px-4 py-3 sm:px-6">
            <div>
              <Dialog.Title className="font-display text-lg font-bold">
                Forhåndsvisning: {label}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-muted">
                Ikke gemt endnu. Sådan ser det ud på siden ({shownOn}).
              </Dialog.Description>
            </div>
            <Dialog.Close className={buttonClass({ variant: "secondary" })}>
              <X aria-hidden="true" className="size-5" />
              Luk forhåndsvisning
            </Dialog.Close>
          </div>
          {value ? (
            // A click on a link in the preview would leave the admin: it is held back.
            <div
              onClickCapture={(event) => {
                if ((event.target as Element).closest("a")) event.preventDefault();
              }}
            >
              <ContentPreview value={{ ...saved, [section]: value }}>
                <PageParts section={section} />
              </ContentPreview>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
