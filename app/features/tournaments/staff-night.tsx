import ExternalLink from "lucide-react/icons/external-link";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import {
  type FormEvent,
  memo,
  type ReactNode,
  startTransition,
  useMemo,
  useOptimistic,
  useState,
} from "react";
import { Form, useSubmit } from "react-router";
import { rowButtons } from "#app/components/admin/record-row.tsx";
import { MoveHandle, MoveHelp, useMover } from "#app/components/forms/move-handle.tsx";
import { ROOM_FOR_TOP_BUTTON } from "#app/components/layout/scroll-to-top.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { controlClass } from "#app/components/ui/fields.tsx";
import { IntentButton } from "#app/components/ui/intent-button.tsx";
import { bracketCopy as bracketWords } from "#app/content/bracket-page.ts";
import { bigScreenPath, eventPath } from "#app/content/public-paths.ts";

import { editList, intentValue, type ListEdit } from "#app/lib/forms/list-edits.ts";
import { LENGTH } from "#app/lib/forms/submission.ts";
import type { StaffBracket, StaffMatch } from "./bracket-json.ts";
import { namesOf, podiumOf } from "./bracket-layout.ts";
import {
  NIGHT_ANCHOR,
  NIGHT_INTENTS,
  type NightView,
  nightSections,
  SEED_LIST,
  SEEDING_WAYS,
  type SeedPlayer,
  savingText,
  seedingForm,
} from "./night.ts";

/** The admin stays Danish (docs/pages.md#english). */
const bracketCopy = bracketWords.da;

/**
 * A tournament's night on `/admin/begivenheder` (docs/admin.md, "The tournament night"), made for
 * one hand on a phone: before the start, `Start turnering` with its seeding; then the matches
 * that need staff first (`Uenighed`, `Rapporteret`), those ready to call, those running, and the
 * rest folded away. Every button is a form posted to the page's action, so it all works without
 * JavaScript; with it, React Router posts it without loading the page again, the card says the
 * change at once while it is saved, the seeds move in place (drag, arrow keys, `Flyt op`/`Flyt
 * ned`) and `Nulstil turnering` asks in a dialog.
 */

const PAGE = "/admin/begivenheder";
const small = buttonClass({ variant: "secondary", size: "sm" });
const STATUS_TEXT = bracketCopy.status;

export function TournamentNight({
  view,
  onResetBracket,
}: {
  view: NightView;
  /** `Nulstil turnering` once React runs (the dialog); before that the page asks. */
  onResetBracket: () => void;
}) {
  const { event, bracket } = view;
  const action = `${PAGE}?${new URLSearchParams({ tilmeldinger: event.id })}`;
  const publicPage = event.status === "draft" ? null : eventPath(event.slug);
  return (
    <section
      id={NIGHT_ANCHOR.slice(1)}
      aria-labelledby="night-heading"
      className="mt-8 scroll-mt-20 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className={`flex flex-wrap items-start justify-between gap-3 ${ROOM_FOR_TOP_BUTTON}`}>
        <h2 id="night-heading" tabIndex={-1} className="font-display text-h3 font-bold break-words">
          Turnering: {event.title}
        </h2>
        {bracket
          ? rowButtons(event.title, event.id)(
              "danger",
              "Nulstil turnering",
              <RotateCcw aria-hidden="true" className="size-4" />,
              NIGHT_INTENTS.resetBracket,
              onResetBracket,
            )
          : null}
      </div>
      {publicPage ? (
        <p className={`mt-3 flex flex-wrap gap-2 ${ROOM_FOR_TOP_BUTTON}`}>
          <a className={small} href={`${publicPage}#turneringstrae`}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Offentligt turneringstræ
          </a>
          <a className={small} href={bigScreenPath(event.slug)}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Storskærm
          </a>
        </p>
      ) : null}
      {bracket ? (
        <Matches bracket={bracket} action={action} />
      ) : (
        // Drawn anew when the players checked in change (the page's data read again).
        <StartForm
          key={`${view.seeding}:${view.players.map((player) => player.id).join()}`}
          view={view}
          action={action}
        />
      )}
    </section>
  );
}

/**
 * `Start turnering`: `Tilfældig`, or the checked-in players in the order set here. The order is
 * the form layer's list: each seed moves by its handle (drag, arrow keys) or its buttons; without
 * JavaScript `Flyt op`/`Flyt ned` ask for the page again with the seed moved (a GET: nothing is
 * stored until the start).
 */
function StartForm({ view, action }: { view: NightView; action: string }) {
  const [order, setOrder] = useState<SeedPlayer[]>(view.players);
  const [way, setWay] = useState<string>(view.seeding);
  const owner = {
    description: { id: seedingForm.id },
    edit: (_path: unknown, edit: ListEdit) => {
      setOrder((current) => editList(current, edit) as SeedPlayer[]);
      setWay("raekkefoelge");
    },
  };
  const mover = useMover(owner, [SEED_LIST], "Seed", order.length);
  const count = order.length;
  if (count < 2) {
    return (
      <p className="mt-4 text-muted">
        Der skal være mindst 2 tjekket ind, før turneringen kan startes; der er {count}. Tjek
        spillerne ind i listen over tilmeldinger.
      </p>
    );
  }
  const move = (from: number, to: number, label: string, name: string) => (
    <button
      type="submit"
      name="intent"
      value={intentValue({ list: SEED_LIST, edit: { kind: "move", from, to } })}
      formMethod="get"
      formAction={`${PAGE}${NIGHT_ANCHOR}`}
      formNoValidate
      className={`${small} min-h-11`}
      onClick={(click) => {
        click.preventDefault();
        mover.apply({ kind: "move", from, to });
      }}
    >
      {label}
      <span className="sr-only"> ({name})</span>
    </button>
  );
  return (
    <Form
      method="post"
      action={action}
      noValidate
      preventScrollReset
      className="mt-5 flex flex-col gap-4"
    >
      <input type="hidden" name="tilmeldinger" value={view.event.id} />
      <p className="text-muted">
        {count} spillere er tjekket ind. Seed 1 møder den lavest seedede, og seed 1 og 2 kan først
        mødes i finalen.
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Seedning</legend>
        {SEEDING_WAYS.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="seedning"
              value={option.value}
              checked={way === option.value}
              onChange={() => setWay(option.value)}
              className="size-5 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Rækkefølge, bedste seed først</legend>
        <input type="hidden" name={`${SEED_LIST}.${LENGTH}`} value={count} />
        <ol className="flex flex-col gap-2" {...mover.listProps}>
          {order.map((player, index) => {
            const name = `Seed ${index + 1}`;
            return (
              <li
                key={player.id}
                {...mover.itemProps(
                  index,
                  "flex flex-wrap items-center gap-2 border border-border bg-bg/40 p-2",
                )}
              >
                <input type="hidden" name={`${SEED_LIST}.${index}`} value={player.id} />
                <MoveHandle mover={mover} index={index} name={name} />
                <span className="min-w-36 flex-1 break-words">
                  <span className="font-semibold tabular-nums">{index + 1}.</span> {player.name}
                </span>
                <span className={`ms-auto flex gap-2 ${ROOM_FOR_TOP_BUTTON}`}>
                  {index > 0 ? move(index, index - 1, "Flyt op", player.name) : null}
                  {index < count - 1 ? move(index, index + 1, "Flyt ned", player.name) : null}
                </span>
              </li>
            );
          })}
        </ol>
        <MoveHelp />
        {mover.announcement}
      </fieldset>
      <IntentButton
        intent={NIGHT_INTENTS.start}
        look={{ className: "min-h-12 w-full sm:w-auto sm:self-start" }}
      >
        Start turnering
      </IntentButton>
    </Form>
  );
}

/** The matches, in the order staff work through them; the finished tournament's winner first. */
function Matches({ bracket, action }: { bracket: StaffBracket; action: string }) {
  // The same names for every card while the bracket is the same: a card is drawn again only
  // when its own match changes (126 of them in a 64-entry double elimination).
  const names = useMemo(() => namesOf(bracket), [bracket]);
  const sections = nightSections(bracket);
  const winner = podiumOf(bracket).find((place) => place.rank === 1);
  const list = (heading: string, matches: StaffMatch[], note?: string) =>
    matches.length === 0 ? null : (
      <div className="mt-6">
        <h3 className="font-display text-lg font-semibold">
          {heading} <span className="text-muted">({matches.length})</span>
        </h3>
        {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
        <ul className="mt-3 grid gap-3 lg:grid-cols-2 2xl:grid-cols-3">
          {matches.map((match) => (
            <MatchItem key={match.id} match={match} names={names} action={action} />
          ))}
        </ul>
      </div>
    );
  const folded = (heading: string, matches: StaffMatch[]) =>
    matches.length === 0 ? null : (
      <details className="group mt-6 rounded-xl border border-border">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 py-2">
          <h3 className="font-display text-lg font-semibold">
            {heading} <span className="text-muted">({matches.length})</span>
          </h3>
        </summary>
        <ul className="grid gap-3 border-t border-border p-3 lg:grid-cols-2 2xl:grid-cols-3">
          {matches.map((match) => (
            <MatchItem key={match.id} match={match} names={names} action={action} />
          ))}
        </ul>
      </details>
    );
  return (
    <>
      {winner && bracket.status === "finished" ? (
        <p className="mt-5 rounded-xl border border-primary/60 bg-bg/60 p-4 text-lg">
          <span className="font-semibold">{bracketCopy.winner}:</span> {winner.name}
        </p>
      ) : null}
      {list(
        "Uenighed",
        sections.disputed,
        "Spillerne er ikke enige om resultatet. Indtast det rigtige.",
      )}
      {list(
        "Rapporteret",
        sections.reported,
        "En spiller har rapporteret et resultat, som modstanderen ikke har bekræftet endnu.",
      )}
      {list("Klar", sections.ready)}
      {list("I gang", sections.running)}
      {folded("Venter", sections.waiting)}
      {folded("Færdige", sections.completed)}
    </>
  );
}

function MatchForm({
  action,
  intent,
  match,
  onPost,
  className,
  children,
}: {
  action: string;
  intent: string;
  match: StaffMatch;
  /** Once React runs: the post, made by the card (the browser posts it before). */
  onPost: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} noValidate onSubmit={onPost} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kamp" value={match.id} />
      <input type="hidden" name="version" value={match.version} />
      {children}
    </form>
  );
}

/**
 * One match: its sides, state and station, and what staff can do to it now. Once React runs, a
 * post is made by React Router (the page is not loaded again, nor scrolled) and, until it is
 * saved and the page's data read again, the card says what was posted in place of its forms
 * (`useOptimistic`, as the door's `Tjek ind`): on a phone the result shows when it is pressed.
 */
const MatchItem = memo(function MatchItem({
  match,
  names,
  action,
}: {
  match: StaffMatch;
  names: Map<string, string>;
  action: string;
}) {
  const submit = useSubmit();
  const [submitted, showSubmitted] = useOptimistic<FormData | null, FormData>(
    null,
    (_, form) => form,
  );
  const onPost = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(async () => {
      showSubmitted(form);
      await submit(form, { method: "post", action, preventScrollReset: true });
    });
  };
  const sideName = (index: 0 | 1) => {
    const id = match.sides[index].entry_id;
    return id === null ? bracketCopy.unknown : (names.get(id) ?? bracketCopy.unknown);
  };
  const pair: [string, string] = [sideName(0), sideName(1)];
  /** Which match a button is for, said to screen readers: a phone's list holds many alike. */
  const forWhich = (
    <span className="sr-only"> {`${pair[0]} ${bracketCopy.versus} ${pair[1]}`}</span>
  );
  const playable = match.status === "ready" || match.status === "running";
  const saving = submitted ? savingText(submitted, pair) : null;
  const reported = match.report?.scores;
  const headingId = `kamp-${match.id}-navn`;
  /** What every form of the match posts with: the night's action and this match. */
  const posted = { action, match, onPost };
  const resultForm = (
    <MatchForm {...posted} intent={NIGHT_INTENTS.result}>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Resultat</legend>
        <div className="grid grid-cols-2 gap-3">
          {([0, 1] as const).map((index) => {
            const id = `score-${match.id}-${index}`;
            return (
              <div key={id} className="flex min-w-0 flex-col gap-1">
                <label htmlFor={id} className="truncate text-sm font-medium">
                  <span className="sr-only">Resultat for </span>
                  {pair[index]}
                </label>
                <input
                  id={id}
                  name={`score.${index}`}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  maxLength={3}
                  defaultValue={reported?.[index] ?? ""}
                  className={`${controlClass} text-lg tabular-nums`}
                />
              </div>
            );
          })}
        </div>
        <button type="submit" className={buttonClass({ className: "min-h-12 w-full" })}>
          Gem resultat
          {forWhich}
        </button>
      </fieldset>
    </MatchForm>
  );
  const callForm = (
    <MatchForm {...posted} intent={NIGHT_INTENTS.call} className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`station-${match.id}`} className="text-sm font-medium">
          {bracketCopy.station}
        </label>
        <input
          id={`station-${match.id}`}
          name="station"
          maxLength={30}
          autoComplete="off"
          placeholder="Fx PC 4"
          defaultValue={match.station ?? ""}
          className={controlClass}
        />
      </div>
      <button
        type="submit"
        className={buttonClass({ variant: "secondary", className: "min-h-11" })}
      >
        Kald
        {forWhich}
      </button>
    </MatchForm>
  );
  const forfeitForm = (
    <MatchForm {...posted} intent={NIGHT_INTENTS.forfeit} className="flex flex-wrap gap-2">
      {([0, 1] as const).map((index) => (
        <button
          key={index}
          type="submit"
          name="side"
          value={index}
          className={`${small} min-h-11 max-w-full`}
        >
          <span className="truncate">Giv op: {pair[index]}</span>
        </button>
      ))}
    </MatchForm>
  );
  return (
    <li
      id={`kamp-${match.id}`}
      aria-labelledby={headingId}
      className={`rounded-xl border bg-bg/60 p-4 ${match.status === "running" ? "border-primary" : match.disputed ? "border-danger" : "border-border"}`}
    >
      <h4 id={headingId} className="text-base font-semibold break-words">
        {pair[0]} {bracketCopy.versus} {pair[1]}
      </h4>
      <p className="mt-1 text-sm text-muted">
        {match.label} · {STATUS_TEXT[match.status]}
        {match.station ? ` · ${bracketCopy.station} ${match.station}` : ""} · Bedst af{" "}
        {match.best_of}
      </p>
      {match.status === "completed" ? (
        <p className="mt-2 text-sm">
          {match.sides.map((side, index) => (
            <span key={side.entry_id ?? index} className={side.winner ? "font-bold" : ""}>
              {index === 1 ? " – " : ""}
              {pair[index as 0 | 1]} {side.score ?? (side.winner ? "" : "(gav op)")}
              {side.winner ? " (vinder)" : ""}
            </span>
          ))}
        </p>
      ) : null}
      {match.report && match.status !== "completed" ? (
        <p className={`mt-2 text-sm ${match.disputed ? "text-danger" : ""}`}>
          {match.disputed ? "Uenighed. " : ""}
          {pair[match.report.side]} rapporterede {pair[0]} {match.report.scores[0]}-
          {match.report.scores[1]} {pair[1]}.
        </p>
      ) : match.disputed && match.status !== "completed" ? (
        <p className="mt-2 text-sm text-danger">Uenighed: spillerne rapporterede forskelligt.</p>
      ) : null}
      {saving ? (
        <p role="status" className="mt-3 text-sm font-semibold text-primary">
          {saving}
        </p>
      ) : playable ? (
        <div className="mt-3 flex flex-col gap-4">
          {/* Ready: called first; running (or reported): its result first. */}
          {match.status === "ready" && !match.report ? callForm : null}
          {resultForm}
          {match.status === "ready" && !match.report ? null : callForm}
          {forfeitForm}
        </div>
      ) : null}
      {saving ? null : match.locked ? (
        <p className="mt-2 text-sm text-muted">
          Resultatet står fast: en senere kamp har allerede et resultat.
        </p>
      ) : match.status === "completed" ? (
        <MatchForm {...posted} intent={NIGHT_INTENTS.resetMatch} className="mt-3">
          <button type="submit" className={`${small} min-h-11`}>
            Nulstil resultat
            {forWhich}
          </button>
        </MatchForm>
      ) : null}
    </li>
  );
});
