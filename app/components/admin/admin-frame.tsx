import type { ReactNode } from "react";
import { AdminHeader } from "#app/components/layout/admin-header.tsx";
import type { ScreenName } from "#app/content/admin-screens.ts";

/**
 * The frame of an admin screen: the page's width and spacing, its header (titled from the table
 * of screens; `onSignOut` as there: screens that keep drafts forget them), then the screen.
 */
export function AdminFrame({
  screen,
  intro,
  onSignOut = () => {},
  children,
}: {
  screen: ScreenName;
  intro: string;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full min-w-0 max-w-[1200px] px-4 pt-24 pb-10 sm:px-6 lg:pt-28 lg:pb-14">
      <AdminHeader screen={screen} intro={intro} onSignOut={onSignOut} />
      {children}
    </div>
  );
}
