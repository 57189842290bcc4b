import LogOut from "lucide-react/icons/log-out";
import { Form, NavLink, useLocation } from "react-router";
import { ADMIN_PATH } from "#app/content/admin-screens.ts";
import { LANGUAGE_SWITCH, navLinks } from "#app/content/navigation.ts";
import { pagePaths, twinPath } from "#app/content/public-paths.ts";
import { formatCount } from "#app/lib/format.ts";
import { isStaffPath } from "#app/lib/private-paths.ts";
import { useLang, useViewer } from "#app/lib/site.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-4 font-medium transition-colors duration-150 hover:text-primary ${
    isActive ? "text-primary" : "text-text"
  }`;

/**
 * The navigation links, the language switch, plus `Admin` for admins and `Log ud` for anyone
 * signed in.
 */
export function NavItems() {
  const viewer = useViewer();
  const lang = useLang();
  const home = pagePaths(lang).home;
  return (
    <>
      {navLinks(lang).map((link) => (
        <li key={link.to}>
          {/* `end` only for the home page: every path starts with it. */}
          <NavLink to={link.to} end={link.to === home} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <LanguageSwitch />
      {viewer?.role ? (
        <li>
          <NavLink to={ADMIN_PATH} className={linkClass}>
            Admin
            {viewer.pending ? (
              <span className="ml-2 rounded-full bg-vip px-2 py-0.5 text-xs font-bold text-bg">
                {formatCount(viewer.pending)}
                <span className="sr-only"> venter på godkendelse</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ) : null}
      {viewer ? (
        <li>
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="flex min-h-11 items-center gap-2 rounded-lg px-4 font-medium hover:text-primary"
            >
              <LogOut aria-hidden="true" className="size-5 shrink-0" />
              Log ud
            </button>
          </Form>
        </li>
      ) : null}
    </>
  );
}

/**
 * A link to the same page in the other language (docs/pages.md#english). A plain link, so it
 * works without JavaScript; the page script adds the page's `#anchor` when it is followed.
 */
function LanguageSwitch() {
  const { pathname } = useLocation();
  const other = LANGUAGE_SWITCH[useLang()];
  if (isStaffPath(pathname)) return null;
  return (
    <li>
      <a
        href={twinPath(pathname)}
        lang={other.lang}
        hrefLang={other.lang}
        data-lang-switch
        className={linkClass({ isActive: false })}
      >
        {other.label}
      </a>
    </li>
  );
}
