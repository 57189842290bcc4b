import LogOut from "lucide-react/icons/log-out";
import { Form, NavLink } from "react-router";
import { ADMIN_PATH } from "#app/content/admin-screens.ts";
import { navLinks } from "#app/content/navigation.ts";
import { formatCount } from "#app/lib/format.ts";
import { useViewer } from "#app/lib/site.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-4 font-medium transition-colors duration-150 hover:text-primary ${
    isActive ? "text-primary" : "text-text"
  }`;

/** The navigation links, plus `Admin` for admins and `Log ud` for anyone signed in. */
export function NavItems() {
  const viewer = useViewer();
  return (
    <>
      {navLinks.map((link) => (
        <li key={link.to}>
          {/* `end` only for Hjem: every path starts with `/`. */}
          <NavLink to={link.to} end={link.to === "/"} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
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
