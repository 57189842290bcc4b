import LogOut from "lucide-react/icons/log-out";
import { Form, NavLink } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { ADMIN_SCREENS, type ScreenEntry, type ScreenName } from "#app/content/admin-screens.ts";
import { useViewer } from "#app/lib/site.ts";

const TABS: readonly ScreenEntry[] = Object.values(ADMIN_SCREENS);

/**
 * The top of every admin screen: which screen (its title in the table of screens), the links
 * between them, who is signed in and `Log ud`. Staff never see a tab to a screen that is the
 * admins' alone (it would answer them 403). `onSignOut` forgets what the screen keeps in the
 * browser (unsaved drafts).
 */
export function AdminHeader({
  screen,
  intro,
  onSignOut,
}: {
  screen: ScreenName;
  intro: string;
  onSignOut: () => void;
}) {
  const viewer = useViewer();
  return (
    <header className="flex flex-col gap-5 border-b border-border pb-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-1 rounded-xl border border-border bg-surface p-1">
            {TABS.filter((tab) => tab.who === "staff" || viewer?.role === "admin").map((tab) => (
              <li key={tab.path}>
                <NavLink
                  to={tab.path}
                  end
                  className={({ isActive }) =>
                    `inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold transition-colors sm:px-4 ${
                      isActive
                        ? "bg-primary text-bg"
                        : "text-muted hover:bg-white/5 hover:text-text"
                    }`
                  }
                >
                  {tab.tab}
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
        <h1 className="font-display text-h2 font-bold">{ADMIN_SCREENS[screen].title}</h1>
        <p className="mt-1 max-w-3xl text-muted">{intro}</p>
      </div>
    </header>
  );
}
