import type { ComponentType } from "react";
import { PageToasts } from "#app/components/forms/flash-toast.tsx";
import {
  type FormOutcome,
  postOrOffline,
  revalidateAfterSave,
  type Toast,
} from "#app/lib/forms/outcome.ts";
import { adminMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/site.ts";

/**
 * The browser's side of an admin page whose forms post to its own action (`routes/admin`): a
 * post the network lost is said in words, the page's data is read again only after a save, React
 * runs in the browser, and the title names the screen (`Admin – indhold`). The server's side is
 * `platform/admin-page.server.ts`.
 */
export function formPageExports(screen: string) {
  const handle: RouteHandle = { hydrate: true };
  return {
    clientAction: postOrOffline,
    shouldRevalidate: revalidateAfterSave,
    handle,
    meta: () => adminMeta(screen),
  };
}

type PageProps = { loaderData: { toast: Toast | null }; actionData?: FormOutcome };
type ScreenProps<Page extends PageProps> = Omit<Page["loaderData"], "toast"> & {
  outcome: FormOutcome | undefined;
};

/**
 * The page's component: `Screen` drawn from the loader's data and the action's answer, and the
 * toasts (the one a redirect left, and the place where the screen's own show). Typed with the
 * route's `Route.ComponentProps`, so the loader's data must be what the screen takes.
 */
export function formPage<Page extends PageProps>(Screen: ComponentType<ScreenProps<Page>>) {
  return function FormPage({ loaderData, actionData }: Page) {
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
