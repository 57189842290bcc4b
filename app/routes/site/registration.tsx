import CircleCheck from "lucide-react/icons/circle-check";
import { data, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { FactList } from "#app/components/ui/fact-list.tsx";
import { playerCopy } from "#app/content/bracket-page.ts";
import { eventsPage, registrationPage } from "#app/content/events-page.ts";
import { type Lang, langOf } from "#app/content/language.ts";
import { eventPath, pagePaths } from "#app/content/public-paths.ts";
import { eventTexts } from "#app/features/events/event.ts";
import {
  canCancel,
  playerPanel,
  postFromLink,
  registrationView,
} from "#app/features/events/registration-page.server.ts";
import { playerAnswerIn } from "#app/features/tournaments/player-answer.ts";
import { PlayerPanel } from "#app/features/tournaments/player-panel.tsx";
import type { PlayerRefusal } from "#app/features/tournaments/player-post.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { formatEventSpan } from "#app/lib/format.ts";
import { useLang } from "#app/lib/site.ts";
import type { Route } from "./+types/registration";

/**
 * One person's page, reached by the secret link: no index, kept by nobody, and no other site
 * learns its address (the host sends `Referrer-Policy: no-referrer`, lib/token-paths.ts; Afmeld
 * then posts with `Origin: null`, which the host takes as this site's own when the browser says
 * so, docs/security.md).
 */
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const copy = registrationPage[langOf(location.pathname)];
  return [
    { title: loaderData?.view ? copy.title : copy.notFound },
    { name: "description", content: copy.description },
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const view = await registrationView(params.token);
  const now = new Date();
  // A tournament that has begun: the player's own match and results (docs/pages.md, "Your match
  // from the mailed link"); the seat is then theirs for the night, so Afmeld is gone.
  const lang = langOf(new URL(request.url).pathname);
  const player = view ? await playerPanel(view, lang) : undefined;
  const open = view && !player ? canCancel(view, now) : false;
  const answer = player ? playerAnswerIn(new URL(request.url)) : undefined;
  return data(
    { view, open, player, answer, token: params.token },
    { status: view ? 200 : 404, headers: NO_STORE_HEADERS },
  );
}

export function action({ params, request }: Route.ActionArgs) {
  return postFromLink(params.token, request);
}

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

const card = "mx-auto w-full max-w-2xl rounded-2xl border border-border bg-surface p-6 sm:p-8";

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, open, player, answer, token } = loaderData;
  const refusal = (actionData as { player?: PlayerRefusal } | undefined)?.player;
  const lang = useLang();
  const copy = registrationPage[lang];
  return (
    <>
      <header className="px-4 pt-36 pb-10 sm:px-6 lg:pt-44">
        <div className="mx-auto max-w-2xl">
          <p className="mb-4 text-sm font-semibold tracking-widest text-primary uppercase">
            {copy.eyebrow}
          </p>
          <h1 className="text-h2 font-bold">{view ? copy.heading : copy.notFound}</h1>
        </div>
      </header>
      <div className="px-4 pb-24 sm:px-6">
        {view && player ? (
          <PlayerPanel
            panel={player.panel}
            live={player.live}
            token={token}
            slug={view.event.slug}
            answer={answer}
            refusal={refusal}
            className={`${card} mb-6`}
            lang={lang}
          />
        ) : null}
        {view && !player && refusal?.message ? (
          <p
            role="alert"
            className="mx-auto mb-6 w-full max-w-2xl rounded-xl border border-danger/50 bg-danger/10 p-4 font-semibold"
          >
            {refusal.message}
          </p>
        ) : null}
        {view ? (
          <Registration view={view} open={open} inTournament={Boolean(player)} lang={lang} />
        ) : (
          <Gone lang={lang} />
        )}
      </div>
    </>
  );
}

function Gone({ lang }: { lang: Lang }) {
  const copy = registrationPage[lang];
  return (
    <div className={card}>
      <p className="text-lg text-muted">{copy.notFoundText}</p>
      <Link to={pagePaths(lang).events} className={`${buttonClass({ variant: "secondary" })} mt-6`}>
        {eventsPage[lang].seeAll}
      </Link>
    </div>
  );
}

function Registration({
  view,
  open,
  inTournament,
  lang,
}: {
  view: NonNullable<Route.ComponentProps["loaderData"]["view"]>;
  open: boolean;
  inTournament: boolean;
  lang: Lang;
}) {
  const copy = registrationPage[lang];
  const { event, registration } = view;
  const { title } = eventTexts(event, lang);
  const status =
    registration.status === "confirmed"
      ? copy.statusConfirmed
      : registration.status === "waitlisted"
        ? copy.statusWaitlisted(registration.position ?? 0)
        : copy.statusCancelled;
  const rows: [string, string][] = [
    [copy.when, formatEventSpan(event.starts_at, event.ends_at, { lang })],
    [copy.name, registration.name ?? ""],
    ...(registration.team_name ? [[copy.team, registration.team_name] as [string, string]] : []),
    [copy.status, status],
  ];
  return (
    <div className={card}>
      <p className="text-sm text-muted">{copy.event}</p>
      <h2 className="font-display text-h3 font-bold">
        <Link to={eventPath(event.slug, lang)} lang={title.lang} className="hover:text-primary">
          {title.text}
        </Link>
      </h2>
      <FactList rows={rows} className="mt-6" />
      <div className="mt-8 border-t border-border pt-6">
        {registration.status === "cancelled" ? (
          <div role="status" className="flex items-start gap-3">
            <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
            <div>
              <p className="text-lg font-semibold">{copy.cancelled}</p>
              <p className="mt-1 text-muted">{copy.cancelledText}</p>
            </div>
          </div>
        ) : event.status === "cancelled" ? (
          <p className="text-lg font-semibold">{copy.eventCancelled}</p>
        ) : open ? (
          <form method="post" className="flex flex-col items-start gap-4">
            <p className="text-muted">{copy.cancelIntro}</p>
            <button type="submit" className={buttonClass({ variant: "danger" })}>
              {copy.cancel}
            </button>
          </form>
        ) : (
          <p className="text-muted">
            {inTournament ? playerCopy[lang].cancelClosed : copy.started}
          </p>
        )}
      </div>
    </div>
  );
}
