import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import Hourglass from "lucide-react/icons/hourglass";
import Trophy from "lucide-react/icons/trophy";
import { createContext, useContext } from "react";
import { PublicForm } from "#app/components/forms/public-form.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { FactList } from "#app/components/ui/fact-list.tsx";
import { IntentButton } from "#app/components/ui/intent-button.tsx";
import { playerCopy } from "#app/content/bracket-page.ts";
import type { Lang } from "#app/content/language.ts";
import { eventPath, registrationPath } from "#app/content/public-paths.ts";
import { type Live, liveAttributes } from "./live.ts";
import { PLAYER_ANCHOR, type PlayerAnswer } from "./player-answer.ts";
import { MATCH_INTENTS, reportForms } from "./player-forms.ts";
import type { NextMatch, PlayerPanel as Panel } from "./player-view.ts";

/**
 * A player's tournament on their `/tilmelding/TOKEN` page (docs/pages.md, "Your match from the
 * mailed link"), whole in the server's HTML with plain form posts (public pages run no React in
 * the browser): the next match with its round, opponent and station; `Rapporter resultat`; the
 * report waiting for the opponent; the opponent's report with `Bekræft` and `Afvis`; `Uenighed`;
 * the placing and the winner at the end; and the latest result.
 */

/** What a refused post brought back (player-post.server.ts). */
type Refusal = {
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

const box = "mt-6 rounded-xl border p-4 sm:p-5";

function Note({
  tone,
  title,
  children,
  role,
}: {
  tone: "primary" | "danger" | "muted";
  title: string;
  children?: React.ReactNode;
  role?: "status" | "alert";
}) {
  const Icon = tone === "danger" ? CircleAlert : tone === "primary" ? CircleCheck : Hourglass;
  const colours = {
    primary: "border-primary/50 bg-primary/10",
    danger: "border-danger/50 bg-danger/10",
    muted: "border-border bg-bg",
  }[tone];
  return (
    <div role={role} className={`${box} ${colours} flex items-start gap-3`}>
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${tone === "danger" ? "text-danger" : tone === "primary" ? "text-primary" : "text-muted"}`}
      />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** The page's language (docs/pages.md#english), given once to the panel's parts. */
const Language = createContext<Lang>("da");
const useCopy = () => playerCopy[useContext(Language)];

function Facts({ next }: { next: NextMatch }) {
  const copy = useCopy();
  const { match, opponent } = next;
  const rows: [string, string][] = [
    [copy.round, match.label],
    [copy.opponent, opponent ?? copy.unknownOpponent],
    [copy.station, match.status === "running" && match.station ? match.station : copy.notCalled],
  ];
  return <FactList rows={rows} className="mt-4" />;
}

function stateText(next: NextMatch, copy: (typeof playerCopy)[Lang]): string {
  const { match } = next;
  if (match.status === "waiting") return copy.state.waiting;
  if (match.status === "running" && match.station) return copy.state.running(match.station);
  return copy.state.ready;
}

function Report({ next, action, refusal }: { next: NextMatch; action: string; refusal?: Refusal }) {
  const lang = useContext(Language);
  const copy = playerCopy[lang];
  const { match, report, opponent } = next;
  const hidden = { match: match.id, version: String(match.version) };
  switch (report.kind) {
    case "disputed":
      return (
        <Note tone="danger" title={copy.dispute}>
          <p className="mt-1 text-muted">{copy.disputeText}</p>
        </Note>
      );
    case "mine":
      return (
        <Note
          tone="muted"
          title={copy.waitingForOpponent(opponent ?? "", report.own, report.theirs)}
        />
      );
    case "theirs":
      return (
        <div className={`${box} border-primary/50 bg-primary/5`}>
          <h3 className="font-display text-lg font-semibold">{copy.reported(opponent ?? "")}</h3>
          <p className="mt-2 text-2xl font-bold tabular-nums">
            {copy.reportedScore(report.own, report.theirs)}
          </p>
          <p className="mt-2 text-muted">{copy.answerIntro}</p>
          <form method="post" action={action} className="mt-4 flex flex-wrap gap-3">
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <IntentButton intent={MATCH_INTENTS.confirm}>{copy.confirm}</IntentButton>
            <IntentButton intent={MATCH_INTENTS.reject} look={{ variant: "secondary" }}>
              {copy.reject}
            </IntentButton>
          </form>
        </div>
      );
    case "none":
      if (match.status !== "ready" && match.status !== "running") return null;
      return (
        <div className="mt-8 border-t border-border pt-6">
          <h3 className="font-display text-xl font-semibold">{copy.report}</h3>
          <p className="mt-2 text-muted">{copy.reportIntro(match.best_of)}</p>
          <PublicForm
            description={reportForms[lang]}
            action={action}
            values={refusal?.values}
            fieldErrors={refusal?.fieldErrors}
            hidden={{ ...hidden, intent: MATCH_INTENTS.report }}
            className="mt-4 grid gap-5 sm:grid-cols-2 [&>div:last-child]:sm:col-span-2 [&>div[role=alert]]:sm:col-span-2"
          />
        </div>
      );
  }
}

function Last({ last }: { last: NonNullable<Panel["last"]> }) {
  const copy = useCopy();
  const text =
    last.own === null || last.theirs === null
      ? last.won
        ? copy.forfeitWon(last.opponent)
        : copy.forfeitLost(last.opponent)
      : last.won
        ? copy.won(last.opponent, last.own, last.theirs)
        : copy.lost(last.opponent, last.own, last.theirs);
  return (
    <p className="mt-6 text-muted">
      <span className="font-semibold text-text">{`${copy.lastResult} (${last.label}): `}</span>
      {text}
    </p>
  );
}

function Over({ panel }: { panel: Panel }) {
  const copy = useCopy();
  if (panel.over === "finished") {
    return (
      <div className={`${box} border-primary/50 bg-primary/5`}>
        <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-primary uppercase">
          <Trophy aria-hidden="true" className="size-5" />
          {copy.finished}
        </p>
        {panel.rank !== null ? (
          <p className="mt-2 font-display text-h3 font-bold">{copy.placing(panel.rank)}</p>
        ) : null}
        {panel.winner ? (
          <p className="mt-2">
            <span className="text-muted">{`${copy.winner}: `}</span>
            <span className="font-semibold">{panel.winner}</span>
          </p>
        ) : null}
      </div>
    );
  }
  const [title, text] =
    panel.over === "out" ? [copy.out, copy.outText] : [copy.done, copy.doneText];
  return (
    <div className={`${box} border-border bg-bg`}>
      <p className="font-display text-xl font-semibold">{title}</p>
      <p className="mt-1 text-muted">{text}</p>
    </div>
  );
}

export function PlayerPanel({
  panel,
  live,
  token,
  slug,
  answer,
  refusal,
  className,
  lang = "da",
}: {
  panel: Panel;
  /** The bracket's live stream: the card follows each change (docs/pages.md, "The live bracket"). */
  live: Live;
  token: string;
  slug: string;
  /** What the player's last post did (post/redirect/get). */
  answer: PlayerAnswer | undefined;
  refusal: Refusal | undefined;
  className: string;
  /** The page's language. */
  lang?: Lang;
}) {
  const action = registrationPath(token, lang);
  const copy = playerCopy[lang];
  return (
    <Language value={lang}>
      <section
        id={PLAYER_ANCHOR}
        aria-labelledby={`${PLAYER_ANCHOR}-titel`}
        className={`${className} scroll-mt-28`}
        {...liveAttributes(live)}
      >
        <p className="text-sm text-muted">{copy.shownAs(panel.name)}</p>
        <h2 id={`${PLAYER_ANCHOR}-titel`} className="font-display text-h3 font-bold">
          {copy.heading}
        </h2>
        {answer && !refusal ? (
          <Note role="status" tone="primary" title={copy.answers[answer]} />
        ) : null}
        {refusal?.message ? <Note role="alert" tone="danger" title={refusal.message} /> : null}
        {panel.next ? (
          <>
            <h3 className="mt-6 font-display text-xl font-semibold">{copy.nextMatch}</h3>
            <Facts next={panel.next} />
            {/* Once a result is reported, where it stands is what the player needs. */}
            {panel.next.report.kind === "none" ? (
              <p className="mt-4">{stateText(panel.next, copy)}</p>
            ) : null}
            <Report next={panel.next} action={action} {...(refusal ? { refusal } : {})} />
          </>
        ) : (
          <Over panel={panel} />
        )}
        {panel.last ? <Last last={panel.last} /> : null}
        <a
          href={`${eventPath(slug, lang)}#turneringstrae`}
          className={buttonClass({ variant: "secondary", className: "mt-6" })}
        >
          {copy.seeBracket}
        </a>
      </section>
    </Language>
  );
}
