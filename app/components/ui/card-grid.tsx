import type { ReactNode } from "react";

/** The public pages' plain card: a bordered surface. */
const cardClass = "rounded-2xl border border-border bg-surface p-6";

/** The fields of an item that can key it in a list. */
type KeyField<Item> = {
  [Field in keyof Item]: Item[Field] extends string ? Field : never;
}[keyof Item];

export type CardLayout<Item> = {
  /** The list's layout: its grid or flex columns and gaps. */
  grid: string;
  /** Each card's frame, where it is not the plain card. */
  card?: string | ((item: Item) => string);
  /** The field that tells items apart; a list of strings leaves it out. */
  keyBy?: KeyField<Item>;
};

/** A list of cards drawn from data, one `li` per item. */
export function CardGrid<Item>({
  items,
  layout: { grid, card = cardClass, keyBy },
  children,
}: {
  items: readonly Item[];
  layout: CardLayout<Item>;
  /** One item's card content. */
  children: (item: Item, index: number) => ReactNode;
}) {
  return (
    <ul className={grid}>
      {items.map((item, index) => (
        <li
          key={String(keyBy === undefined ? item : item[keyBy])}
          className={typeof card === "string" ? card : card(item)}
        >
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
