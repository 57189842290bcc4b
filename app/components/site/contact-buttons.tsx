import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { type ButtonVariant, buttonClass } from "#app/components/ui/button.ts";
import { mailtoHref, nonBreaking, telHref } from "#app/lib/format.ts";
import { useLang, useSite } from "#app/lib/site.ts";

/** The buttons' names unless a page gives its own. */
const LABELS = { da: { call: "Ring", write: "Skriv" }, en: { call: "Call", write: "Write" } };

type Props = { variant?: ButtonVariant; label?: string; className?: string };

/**
 * A call button with the configured phone number (shown, so no one has to guess it). The label
 * and the number each stay on one line; a narrow button breaks between them.
 */
export function CallButton({ variant = "secondary", label, className = "" }: Props) {
  const { phone } = useSite();
  const lang = useLang();
  const name = label ?? LABELS[lang].call;
  return (
    <a href={telHref(phone)} className={buttonClass({ variant, className })}>
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span>
        {nonBreaking(name)} {nonBreaking(phone)}
      </span>
    </a>
  );
}

/** An e-mail button with the configured address, optionally with a subject and body. */
export function MailButton({
  variant = "secondary",
  label,
  className = "",
  subject,
  body,
}: Props & { subject?: string; body?: string }) {
  const { email } = useSite();
  const lang = useLang();
  const name = label ?? LABELS[lang].write;
  return (
    <a href={mailtoHref(email, { subject, body })} className={buttonClass({ variant, className })}>
      <Mail aria-hidden="true" className="size-5 shrink-0" />
      <span>{name}</span>
    </a>
  );
}
