import { fallbackLang } from "#app/content/localize.ts";
import { formatKroner } from "#app/lib/format.ts";
import { useLang } from "#app/lib/site.ts";

type Props = {
  /** What is priced: a department or Night Gaming, each with its price and what it buys. */
  of: { price: number; priceUnit: string };
  /** Said after the unit ("pr. time") beside the amount: `, inkl. moms`. */
  after?: string;
  className: string;
  /** The amount's size and colour. */
  amountClassName: string;
};

/** A price as the price cards show it: the amount in large display figures, then its unit. */
export function Price({ of, after = "", className, amountClassName }: Props) {
  return (
    <p className={className}>
      <span className={`font-display font-bold ${amountClassName}`}>
        {formatKroner(of.price, useLang())}
      </span>{" "}
      <span className="text-muted">
        <span lang={fallbackLang(of, "priceUnit")}>{of.priceUnit}</span>
        {after}
      </span>
    </p>
  );
}
