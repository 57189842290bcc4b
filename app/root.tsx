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
  useRouteLoaderData,
} from "react-router";
import { PAGE_SCRIPT } from "~/components/layout/page-script";
import { useSessionKeeper } from "~/features/auth/use-session-keeper";
import bodyFont from "~/fonts/inter-core-wght-400-700.woff2?url";
import headingFont from "~/fonts/space-grotesk-core-wght-400-700.woff2?url";
import { InlineStyles } from "~/lib/inline-styles";
import { publicSettings } from "~/server/env.server";
import { type Viewer, viewerOf } from "~/server/viewer.server";
import type { Route } from "./+types/root";
import "./app.css";

const headLinks = [
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: bodyFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
] as const;

export const links: Route.LinksFunction = () => [...headLinks];

/** Who is looking: decides whether the navigation shows `Log ud` and `Admin`. */
export type { Viewer };

export async function loader({ request }: Route.LoaderArgs) {
  return { site: publicSettings(), viewer: await viewerOf(request) };
}

/** A route that needs React in the browser says so: `export const handle = { hydrate: true }`. */
export type RouteHandle = { hydrate?: boolean };

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
    <html lang="da">
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
            <style data-site-styles="" dangerouslySetInnerHTML={{ __html: styles }} />
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

/** The site's public settings from the root loader (name, phone, e-mail, address, CVR). */
export function useSite() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useSite() needs the root loader's data");
  return data.site;
}

/** The signed-in visitor, from the server-side session; null for anonymous visitors. */
export function useViewer(): Viewer {
  return useRouteLoaderData<typeof loader>("root")?.viewer ?? null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <title>{notFound ? "Siden findes ikke" : "Der skete en fejl"}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl font-bold text-primary">
        {isRouteErrorResponse(error) ? error.status : "Ups"}
      </p>
      <h1 className="text-h2 font-bold">
        {notFound ? "Siden findes ikke" : "Beklager, der skete en fejl"}
      </h1>
      <p className="text-muted">
        {notFound
          ? "Siden, du leder efter, er flyttet eller findes ikke."
          : "Prøv at genindlæse siden om et øjeblik. Virker det stadig ikke, så ring eller skriv til os."}
      </p>
      <a
        href="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-bg"
      >
        Til forsiden
      </a>
      {stack ? (
        <pre className="max-w-full overflow-auto rounded-lg bg-surface p-4 text-left text-sm">
          {stack}
        </pre>
      ) : null}
    </main>
  );
}
