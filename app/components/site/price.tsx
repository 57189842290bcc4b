import { formatKroner } from "#app/lib/format.ts";
import { useLang } from "#app/lib/site.ts";

type Props = {
  /** What is priced: a department or Night Gaming, each with its price and what it buys. */
  of: { price: number; priceUnit: string };
  /** Beside the amount in muted text; the priced thing's unit ("pr. time") unless said. */
  unit?: string;
  className: string;
  /** The amount's size and colour. */
  amountClassName: string;
};

/** A price as the price cards show it: the amount in large display figures, then its unit. */
export function Price({ of, unit = of.priceUnit, className, amountClassName }: Props) {
  return (
    <p className={className}>
      <span className={`font-display font-bold ${amountClassName}`}>
        {formatKroner(of.price, useLang())}
      </span>{" "}
      <span className="text-muted">{unit}</span>
    </p>
  );
}
