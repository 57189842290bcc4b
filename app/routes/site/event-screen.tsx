import { data } from "react-router";
import { bigScreenCopy } from "#app/content/bracket-page.ts";
import { langOf } from "#app/content/language.ts";
import { eventTexts } from "#app/features/events/event.ts";
import { SLUG } from "#app/features/events/public-pages.server.ts";
import { findPublicEvent } from "#app/features/events/queries.server.ts";
import { BigScreen } from "#app/features/tournaments/big-screen.tsx";
import { readLiveBracket } from "#app/features/tournaments/live.server.ts";
import { PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/event-screen";

/** The big screen asks the server again this often: its only "live" without JavaScript. */
const RELOAD_SECONDS = 15;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const copy = bigScreenCopy[langOf(location.pathname)];
  const title = loaderData?.title ?? "";
  return [
    { title: `${title} – ${copy.titleSuffix}` },
    { name: "description", content: copy.description(title) },
    { name: "robots", content: "noindex" },
    { httpEquiv: "refresh", content: String(RELOAD_SECONDS) },
  ];
};

/**
 * `/begivenheder/SLUG/storskaerm`, the venue's TV (docs/pages.md, "The big screen"): a public
 * tournament's bracket as three zones, or 404 when the event is not public or has no bracket.
 * Kept like the event page: every change of the bracket lets the copies go.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOf(new URL(request.url).pathname);
  const { db } = database();
  const event = SLUG.test(params.slug) ? await findPublicEvent(db, params.slug) : undefined;
  const found = event && (await readLiveBracket(db, event));
  if (!event || !found) throw data(null, 404);
  const { title } = eventTexts(event, lang);
  return data(
    { title: title.text, titleLang: title.lang, lang, ...found },
    { headers: { "Cache-Control": PUBLIC_SHARED } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_SHARED,
});

export default function EventScreen({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <BigScreen {...loaderData} />
    </main>
  );
}
