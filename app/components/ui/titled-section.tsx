import type { ReactNode } from "react";
import { Section, SectionHeading } from "./section-heading.tsx";

/** What heads a section: the `h2`'s id (which labels the section and is its anchor) and copy. */
export type SectionCopy = { id: string; eyebrow: string; title: string; intro?: string };

/** A page's section under its `h2` heading: what most sections of the public pages are. */
export function TitledSection({
  section,
  className,
  children,
}: {
  section: SectionCopy;
  /** The section's band (`bg-surface/40` sets it off from its neighbours). */
  className?: string;
  children: ReactNode;
}) {
  const { id, eyebrow, title, intro } = section;
  return (
    <Section labelledBy={id} className={className}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title}>
        {intro}
      </SectionHeading>
      {children}
    </Section>
  );
}
