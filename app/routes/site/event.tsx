import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import { NotFoundMessage } from "#app/components/layout/not-found-message.tsx";
import { eventPage, eventsPage, seatTexts } from "#app/content/events-page.ts";
import { langOf } from "#app/content/language.ts";
import { eventPath, pagePaths } from "#app/content/public-paths.ts";
import { eventTexts } from "#app/features/events/event.ts";
import { Description, EventFacts, EventImage } from "#app/features/events/event-details.tsx";
import { eventView } from "#app/features/events/public-pages.server.ts";
import { publicState } from "#app/features/events/public-status.ts";
import { SignUpPanel } from "#app/features/events/signup-panel.tsx";
import { resultOf, signUpFromForm } from "#app/features/events/signup-post.server.ts";
import { BracketSection } from "#app/features/tournaments/bracket-view.tsx";
import { readLiveBracket } from "#app/features/tournaments/live.server.ts";
import { NO_STORE_HEADERS, PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { formatDate, formatEventSpan } from "#app/lib/format.ts";
import { pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useLang } from "#app/lib/site.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/event";

/** Search snippets are short: the description's start, on one line. */
function summary(text: string, fallback: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (!line) return fallback;
  return line.length > 155 ? `${line.slice(0, 154).trimEnd()}…` : line;
}

/** html-validate's limit (search results cut titles near it). */
const TITLE_MAX = 70;

/** The event's title with its day when that fits beside the site's name, else shortened. */
function titleOf(title: string, day: string, siteName: string): string {
  const room = TITLE_MAX - (siteName ? siteName.length + 3 : 0);
  const dated = `${title}, ${day}`;
  if (dated.length <= room) return dated;
  return title.length <= room ? title : `${title.slice(0, room - 1).trimEnd()}…`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const lang = langOf(location.pathname);
  const view = loaderData?.view;
  if (!view) {
    return [{ title: eventPage[lang].notFoundTitle }, { name: "robots", content: "noindex" }];
  }
  const { event, jsonLd } = view;
  const site = siteFrom(matches);
  const list = eventsPage[lang];
  const { title, description } = eventTexts(event, lang);
  const when = formatEventSpan(event.starts_at, event.ends_at, { lang });
  const page = {
    path: eventPath(event.slug, lang),
    title: titleOf(title.text, formatDate(event.starts_at, lang), site?.siteName ?? ""),
    description: summary(
      description.text,
      `${list.kinds[event.kind]}: ${title.text}, ${when}. ${list.description}`,
    ),
  };
  return pageMeta(page, site, [{ "script:ld+json": jsonLd }]);
};

/**
 * The event (docs/pages.md#the-event-pages); drafts, the trash and unknown slugs are 404. A page
 * with a sign-up's answer in its address is that visitor's: kept by nobody.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const now = new Date();
  const view = await eventView(params.slug, now, langOf(new URL(request.url).pathname));
  if (!view) {
    return data(
      { view: undefined, now: now.toISOString(), outcome: undefined, bracket: undefined },
      404,
    );
  }
  const outcome = resultOf(new URL(request.url));
  const headers = outcome ? NO_STORE_HEADERS : { "Cache-Control": PUBLIC_SHARED };
  // A tournament's bracket once started (docs/pages.md, "The tournament's bracket"): every
  // change of it lets kept copies go, as the bracket's JSON.
  const bracket =
    view.event.kind === "tournament" ? await readLiveBracket(database().db, view.event) : undefined;
  return data({ view, now: now.toISOString(), outcome, bracket }, { headers });
}

export function action({ params, request }: Route.ActionArgs) {
  return signUpFromForm(params.slug, request);
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  "Cache-Control":
    actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PUBLIC_SHARED,
});

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, now, outcome, bracket } = loaderData;
  const lang = useLang();
  const copy = eventPage[lang];
  if (!view) {
    return (
      <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-24">
        <NotFoundMessage />
      </section>
    );
  }
  const { event } = view;
  const state = publicState(event, new Date(now));
  const eyebrow = [eventsPage[lang].kinds[event.kind], event.game].filter(Boolean).join(" · ");
  const { title, description } = eventTexts(event, lang);
  return (
    <>
      <header className="relative overflow-hidden px-4 pt-36 pb-12 sm:px-6 lg:pt-44 lg:pb-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_60%_at_20%_10%,rgb(34_211_238/0.18),transparent_70%),radial-gradient(50%_60%_at_85%_30%,rgb(192_132_252/0.16),transparent_70%)]"
        />
        <div className="mx-auto max-w-[1200px]">
          <Link
            to={pagePaths(lang).events}
            className="mb-6 inline-flex min-h-11 items-center gap-2 text-muted hover:text-primary"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            {copy.allEvents}
          </Link>
          <p className="mb-4 text-sm font-semibold tracking-widest text-primary uppercase">
            {eyebrow}
          </p>
          <h1 lang={title.lang} className="max-w-4xl text-display font-bold">
            {title.text}
          </h1>
          <p className="mt-6 text-lg text-muted sm:text-xl">
            <time dateTime={event.starts_at}>
              {formatEventSpan(event.starts_at, event.ends_at, { lang })}
            </time>
          </p>
          {state === "cancelled" ? (
            <p className="mt-4 inline-block rounded-full border border-danger/60 px-3 py-1 font-semibold text-danger">
              {seatTexts[lang].cancelled}
            </p>
          ) : null}
        </div>
      </header>
      {bracket ? (
        <BracketSection bracket={bracket.bracket} live={bracket.live} lang={lang} />
      ) : null}
      <div className="px-4 pb-24 sm:px-6">
        <div className="mx-auto grid w-full max-w-[1200px] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-8">
            <EventImage event={event} />
            {description.text ? (
              <Description text={description.text} lang={description.lang} />
            ) : null}
            <EventFacts event={event} now={now} />
          </div>
          <div className="self-start lg:sticky lg:top-28">
            <SignUpPanel
              event={event}
              state={state}
              outcome={actionData ? undefined : outcome}
              values={actionData?.values}
              fieldErrors={actionData?.fieldErrors}
            />
          </div>
        </div>
      </div>
    </>
  );
}
