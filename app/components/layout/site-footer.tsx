import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { frameCopy } from "#app/content/frame.ts";
import { fallbackLang } from "#app/content/localize.ts";
import { footerLinks, legalLinks } from "#app/content/navigation.ts";
import { mailtoHref, nonBreaking, telHref } from "#app/lib/format.ts";
import { useContent, useLang, useSite } from "#app/lib/site.ts";
import { Logo } from "./logo.tsx";

const linkClass = "inline-flex min-h-6 items-center py-1 text-muted hover:text-primary";

/**
 * The end of every page, laid out with it (not `data-deferred-layout`): a visitor who jumps to the
 * end at once lands where it really is, not where an estimated height put it (app.css).
 */
export function SiteFooter() {
  const site = useSite();
  const lang = useLang();
  const { contact, figures } = useContent();
  const copy = frameCopy[lang];
  return (
    // Room below the last line for the fixed `Til toppen` button (bottom 16-24 px, 48 px tall):
    // at the page's end it covers no link.
    <footer className="border-t border-border bg-surface/60 px-4 pt-16 pb-24 sm:px-6">
      <div className="mx-auto grid max-w-[1200px] gap-10 sm:grid-cols-2 lg:grid-cols-[1.2fr_0.7fr_1.5fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 text-muted">
            {copy.about(figures.stations)}{" "}
            <span lang={fallbackLang(contact, "hours")}>{contact.hours}</span>.
          </p>
          <p className="mt-4 text-sm text-muted">
            {copy.cvr} {site.cvr}
          </p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-display text-lg font-semibold">
            {copy.shortcuts}
          </h2>
          <LinkList links={footerLinks(lang)} className="mt-4 space-y-1" />
        </nav>
        <div>
          <h2 className="font-display text-lg font-semibold">{copy.contact}</h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={telHref(site.phone)} className={`${linkClass} gap-2`}>
                <Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {nonBreaking(site.phone)}
              </a>
            </li>
            <li>
              <a
                href={mailtoHref(site.email)}
                className={`${linkClass} gap-2 [overflow-wrap:anywhere]`}
              >
                <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {site.email}
              </a>
            </li>
            <li className="flex gap-2 py-1 text-muted">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
              <address className="not-italic">{site.address}</address>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-display text-lg font-semibold">{copy.hours}</h2>
          <p className="mt-4 flex gap-2 text-muted">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <span>
              <strong className="text-text" lang={fallbackLang(contact, "hours")}>
                {contact.hours}
              </strong>
              <br />
              <span lang={fallbackLang(contact, "hoursDetail")}>{contact.hoursDetail}</span>
            </span>
          </p>
          {contact.social.length > 0 ? (
            <>
              <h2 className="mt-8 font-display text-lg font-semibold">{copy.follow}</h2>
              <ul className="mt-3 flex flex-wrap gap-x-4">
                {contact.social.map((link) => (
                  <li key={`${link.label} ${link.url}`}>
                    <a href={link.url} className={linkClass} rel="noopener">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <div className="mx-auto mt-12 flex max-w-[1200px] flex-col gap-4 border-t border-border pt-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {site.siteName} · {copy.cvr} {site.cvr}
        </p>
        <LinkList links={legalLinks(lang)} className="flex gap-6" />
      </div>
    </footer>
  );
}

function LinkList({
  links,
  className,
}: {
  links: readonly { to: string; label: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
