import type { ComponentType } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageToasts } from "#app/components/forms/flash-toast.tsx";
import { AdminOnlyMessage } from "#app/components/layout/admin-only-message.tsx";
import { ADMIN_SCREENS, type ScreenName } from "#app/content/admin-screens.ts";
import { postOrOffline, revalidateAfterSave, type Toast } from "#app/lib/forms/outcome.ts";
import { adminMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/site.ts";

/**
 * The browser's side of an admin screen's route (`routes/admin`), one shape for every screen: a
 * post the network lost is said in words, the page's data is read again only after a save, React
 * runs in the browser, the title names the screen (`Admin – Indhold`, from the table of
 * screens), and a screen that is the admins' alone says so to staff in words. The server's side
 * is `platform/admin-page.server.ts` (`screenHeaders`, the loaders' and actions' parts).
 */
export function screenExports(screen: ScreenName) {
  const handle: RouteHandle = { hydrate: true };
  return {
    clientAction: postOrOffline,
    shouldRevalidate: revalidateAfterSave,
    handle,
    meta: () => adminMeta(ADMIN_SCREENS[screen].title),
    ErrorBoundary: AdminOnlyBoundary,
  };
}

/**
 * The guard's 403 (staff on an admins' screen) in words; any other error goes on to the root's.
 * It reads the error by the hook: a boundary exported from a destructuring is given no props.
 */
function AdminOnlyBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminOnlyMessage />;
  throw error;
}

type PageProps = { loaderData: { toast: Toast | null }; actionData?: unknown };
type ScreenProps<Page extends PageProps> = Omit<Page["loaderData"], "toast"> & {
  outcome: Page["actionData"];
};

/**
 * The page's component: `Screen` drawn from the loader's data and the action's answer
 * (`outcome`), and the toasts (the one a redirect left, and the place where the screen's own
 * show). Typed with the route's `Route.ComponentProps`, so the loader's data must be what the
 * screen takes.
 */
export function screenPage<Page extends PageProps>(Screen: ComponentType<ScreenProps<Page>>) {
  return function ScreenPage({ loaderData, actionData }: Page) {
    const { toast, ...screen } = loaderData;
    // TypeScript does not carry a generic type through the rest above: said here.
    const props = { ...screen, outcome: actionData } as ScreenProps<Page>;
    return (
      <>
        <Screen {...props} />
        <PageToasts toast={toast} />
      </>
    );
  };
}
