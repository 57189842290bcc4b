import LogOut from "lucide-react/icons/log-out";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { useViewer } from "#app/lib/site.ts";

const TABS: readonly { to: string; label: string; adminOnly?: true }[] = [
  { to: "/admin", label: "Anmeldelser" },
  { to: "/admin/indhold", label: "Indhold" },
  { to: "/admin/begivenheder", label: "Begivenheder" },
  { to: "/admin/papirkurv", label: "Papirkurv" },
  // Staff never see the accounts or the log (docs/admin.md#roles): no link to a page that answers
  // them 403.
  { to: "/admin/personale", label: "Personale", adminOnly: true },
  { to: "/admin/log", label: "Log", adminOnly: true },
  { to: "/admin/konto", label: "Konto" },
];

/**
 * The top of every admin screen: which screen, the links between them, who is signed in and
 * `Log ud`. `onSignOut` forgets what the screen keeps in the browser (unsaved drafts).
 */
export function AdminHeader({
  title,
  intro,
  onSignOut,
}: {
  title: string;
  intro: string;
  onSignOut: () => void;
}) {
  const viewer = useViewer();
  return (
    <header className="flex flex-col gap-5 border-b border-border pb-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-1 rounded-xl border border-border bg-surface p-1">
            {TABS.filter((tab) => !tab.adminOnly || viewer?.role === "admin").map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end
                  className={({ isActive }) =>
                    `inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold transition-colors sm:px-4 ${
                      isActive
                        ? "bg-primary text-bg"
                        : "text-muted hover:bg-white/5 hover:text-text"
                    }`
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          {viewer ? <p className="text-sm text-muted">Logget ind som {viewer.email}</p> : null}
          <Form method="post" action="/logout" onSubmit={onSignOut}>
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              <LogOut aria-hidden="true" className="size-4" />
              Log ud
            </button>
          </Form>
        </div>
      </div>
      <div>
        <p className="text-sm font-semibold tracking-wider text-primary uppercase">Admin</p>
        <h1 className="font-display text-h2 font-bold">{title}</h1>
        <p className="mt-1 max-w-3xl text-muted">{intro}</p>
      </div>
    </header>
  );
}

/**
 * An admin screen: the page's width and spacing, its header (`onSignOut` as there: screens that
 * keep drafts forget them), then the screen itself.
 */
export function AdminPage({
  title,
  intro,
  onSignOut = () => {},
  children,
}: {
  title: string;
  intro: string;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full min-w-0 max-w-[1200px] px-4 pt-24 pb-10 sm:px-6 lg:pt-28 lg:pb-14">
      <AdminHeader title={title} intro={intro} onSignOut={onSignOut} />
      {children}
    </div>
  );
}
