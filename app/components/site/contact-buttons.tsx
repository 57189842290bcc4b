import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { type ButtonVariant, buttonClass } from "#app/components/ui/button.ts";
import { mailtoHref, nonBreaking, telHref } from "#app/lib/format.ts";
import { useSite } from "#app/lib/site.ts";

type Props = { variant?: ButtonVariant; label?: string; className?: string };

/**
 * A call button with the configured phone number (shown, so no one has to guess it). The label
 * and the number each stay on one line; a narrow button breaks between them.
 */
export function CallButton({ variant = "secondary", label = "Ring", className = "" }: Props) {
  const { phone } = useSite();
  return (
    <a href={telHref(phone)} className={buttonClass({ variant, className })}>
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span>
        {nonBreaking(label)} {nonBreaking(phone)}
      </span>
    </a>
  );
}

/** An e-mail button with the configured address, optionally with a subject and body. */
export function MailButton({
  variant = "secondary",
  label = "Skriv",
  className = "",
  subject,
  body,
}: Props & { subject?: string; body?: string }) {
  const { email } = useSite();
  return (
    <a href={mailtoHref(email, { subject, body })} className={buttonClass({ variant, className })}>
      <Mail aria-hidden="true" className="size-5 shrink-0" />
      <span>{label}</span>
    </a>
  );
}
