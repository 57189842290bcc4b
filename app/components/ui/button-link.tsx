import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type ButtonVariant, buttonClass } from "./button.ts";

type Props = {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  /** For a link on to more of the same (all departments, all events). */
  arrow?: boolean;
  children: ReactNode;
};

/** A link to another page, drawn as a button. */
export function ButtonLink({ to, variant, className, arrow = false, children }: Props) {
  return (
    <Link to={to} className={buttonClass({ variant, className })}>
      {children}
      {arrow ? <ArrowRight aria-hidden="true" className="size-5 shrink-0" /> : null}
    </Link>
  );
}

/** A secondary link centred under a section's content; `className` spaces it from what is above. */
export function CentredLink({
  className,
  ...link
}: Omit<Props, "variant" | "className"> & { className: string }) {
  return (
    <p className={`${className} text-center`}>
      <ButtonLink variant="secondary" {...link} />
    </p>
  );
}
