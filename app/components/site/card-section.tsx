import type { ComponentType, ReactNode } from "react";
import { CardGrid, type CardLayout } from "#app/components/ui/card-grid.tsx";
import { type SectionCopy, TitledSection } from "#app/components/ui/titled-section.tsx";
import type { Lang } from "#app/content/language.ts";
import type { SiteContent } from "#app/content/sections.ts";
import { useContent, useLang } from "#app/lib/site.ts";

/**
 * A section of cards, described once: its heading, its cards' layout, where in the content
 * staff edit its items come from, and how one item is drawn.
 */
type CardSectionSpec<Item> = CardLayout<Item> & {
  /** The heading's id: the section's anchor, the same in both languages. */
  id: string;
  /** The heading's copy in the page's language. */
  heading: (lang: Lang) => Omit<SectionCopy, "id">;
  items: (content: SiteContent, lang: Lang) => readonly Item[];
  Card: ComponentType<{ item: Item; index: number }>;
  /** What follows the cards: a link on, a table. */
  footer?: ReactNode;
  /** The section's band (`bg-surface/40` sets it off from its neighbours). */
  className?: string;
};

/**
 * The component that draws a section of cards from its description, for the public pages and
 * the admin's preview; its `children` follow the cards.
 */
export function cardSection<Item>(section: CardSectionSpec<Item>) {
  const { Card } = section;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section when its module loads, as a higher-order component is, never while rendering
  return function CardSection({ children }: { children?: ReactNode }) {
    const lang = useLang();
    const items = section.items(useContent(), lang);
    return (
      <TitledSection
        section={{ id: section.id, ...section.heading(lang) }}
        className={section.className}
      >
        <CardGrid items={items} layout={section}>
          {(item, index) => <Card item={item} index={index} />}
        </CardGrid>
        {section.footer}
        {children}
      </TitledSection>
    );
  };
}
