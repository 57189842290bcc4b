import { type ReactNode, useContext } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
} from "react-router";
import { NotFoundMessage } from "#app/components/layout/not-found-message.tsx";
import { PAGE_SCRIPT } from "#app/components/layout/page-script.ts";
import { errorPages } from "#app/content/error-pages.ts";
import { useSessionKeeper } from "#app/features/auth/use-session-keeper.ts";
import bodyFont from "#app/fonts/inter-core-wght-400-700.woff2?url";
import headingFont from "#app/fonts/space-grotesk-core-wght-400-700.woff2?url";
import favicon from "#app/images/favicon.png?inline";
import { revalidateAfterSave } from "#app/lib/forms/outcome.ts";
import { InlineStyles } from "#app/lib/inline-styles.ts";
import { type RootData, type RouteHandle, useLang, useViewer } from "#app/lib/site.ts";
import { publicSettings } from "#app/platform/env.server.ts";
import { siteContent } from "#app/platform/site-content.server.ts";
import { viewerOf } from "#app/platform/viewer.server.ts";
import type { Route } from "./+types/root";
import "./app.css";

const headLinks = [
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: bodyFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // In the page: as a file it was one more request of high priority beside the fonts. A PNG, as
  // an SVG icon costs a whole SVG document after load (docs/decisions/019-favicon-png.md).
  { rel: "icon", href: favicon, type: "image/png" },
] as const;

export const links: Route.LinksFunction = () => [...headLinks];

/** A form's post that saved nothing leaves the site's data as it is (lib/forms/outcome.ts). */
export const shouldRevalidate = revalidateAfterSave;

export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  const [content, viewer] = await Promise.all([siteContent(), viewerOf(request)]);
  return { site: publicSettings(content.contact), content, viewer };
}

/**
 * React runs in the browser only where it is needed: on routes that ask for it (admin, sign-in)
 * and for signed-in staff, whose session is kept in view. Anonymous visitors get the server's
 * HTML and the one small page script, nothing else: public pages ship no framework JavaScript.
 */
function useHydrated(): boolean {
  const matches = useMatches();
  const viewer = useViewer();
  return viewer !== null || matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate);
}

export function Layout({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // The response's CSP nonce (entry.server) for our own inline script, as <Scripts> uses it.
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  const styles = useContext(InlineStyles);
  return (
    <html lang={useLang()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b12" />
        <Meta />
        {hydrated || styles === null ? (
          <Links />
        ) : (
          <>
            {headLinks.map((link) => (
              <link key={link.href} {...link} />
            ))}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet */}
            <style dangerouslySetInnerHTML={{ __html: styles }} />
          </>
        )}
      </head>
      <body>
        {children}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no input
          dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }}
        />
        {hydrated ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useSessionKeeper(useViewer() !== null);
  return <Outlet />;
}

/** A 404 or a crash outside any page, in the address's language (docs/pages.md#not-found). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = errorPages[useLang()];
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6">
        <title>{copy.notFoundTitle}</title>
        <meta name="robots" content="noindex" />
        <NotFoundMessage />
      </main>
    );
  }
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <title>{copy.errorTitle}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl font-bold text-primary">
        {isRouteErrorResponse(error) ? error.status : copy.oops}
      </p>
      <h1 className="text-h2 font-bold">{copy.errorHeading}</h1>
      <p className="text-muted">{copy.errorText}</p>
      <a
        href={copy.home}
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-bg"
      >
        {copy.backHome}
      </a>
      {stack ? (
        <pre className="max-w-full overflow-auto rounded-lg bg-surface p-4 text-left text-sm">
          {stack}
        </pre>
      ) : null}
    </main>
  );
}
