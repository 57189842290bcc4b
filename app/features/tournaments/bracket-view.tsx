import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Trophy from "lucide-react/icons/trophy";
import { createContext, useContext } from "react";
import { bracketCopy } from "#app/content/bracket-page.ts";
import type { Lang } from "#app/content/language.ts";
import { bracketIn, type PublicBracket, type PublicMatch } from "./bracket-json.ts";
import {
  byGroup,
  type Column,
  columnsOf,
  namesOf,
  podiumOf,
  type SideView,
  sidesOf,
} from "./bracket-layout.ts";
import { groupLabels, type MatchGroup } from "./labels.ts";
import { type Live, liveAttributes } from "./live.ts";
import { SideScore } from "./side-score.tsx";

/**
 * The bracket on the event page (docs/pages.md, "The tournament's bracket"), whole in the server's
 * HTML: public pages run no React in the browser. On a phone one round at a time: each round
 * carries the control of rounds, plain links to the others' anchors, and CSS shows the round the
 * address targets (`:target`), else the round the bracket is at. On a wide screen every round
 * side by side, the matches joined by lines drawn with borders, the tree scrolling sideways in
 * its own frame.
 */

/** The page's language (docs/pages.md#english), given once to the section's parts. */
const Language = createContext<Lang>("da");
const useCopy = () => bracketCopy[useContext(Language)];

/** Group names over a double elimination's trees; a group that is one round is named by it. */
function useGroupNames(): Partial<Record<MatchGroup, string>> {
  const { winners, losers } = groupLabels(useContext(Language));
  return { winners, losers };
}

function Side({ side }: { side: SideView }) {
  const copy = useCopy();
  if (side.kind === "bye") return <p className="py-0.5 text-muted italic">{copy.bye}</p>;
  if (side.kind === "unknown") return <p className="py-0.5 text-muted">{copy.unknown}</p>;
  return (
    <p className="flex items-baseline justify-between gap-3 py-0.5">
      <span className={`min-w-0 truncate ${side.winner ? "font-bold text-text" : "text-text/85"}`}>
        {side.name}
        {side.winner ? <span className="sr-only"> ({copy.winner.toLowerCase()})</span> : null}
      </span>
      <SideScore side={side} />
    </p>
  );
}

const STATUS_STYLE: Record<PublicMatch["status"], string> = {
  waiting: "text-muted",
  ready: "text-text",
  running: "text-primary",
  completed: "text-muted",
};

function MatchCard({ match, names }: { match: PublicMatch; names: Map<string, string> }) {
  const copy = useCopy();
  const [one, two] = sidesOf(match, names);
  const running = match.status === "running";
  return (
    <div
      className={`w-full rounded-xl border bg-surface px-3 py-2 ${running ? "border-primary" : "border-border"}`}
    >
      <p className="mb-1 flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide uppercase">
        {match.bye ? (
          <span className="text-muted">{copy.bye}</span>
        ) : (
          <span className={STATUS_STYLE[match.status]}>{copy.status[match.status]}</span>
        )}
        {running && match.station ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-bg normal-case">
            {`${copy.station} ${match.station}`}
          </span>
        ) : null}
      </p>
      <Side side={one} />
      <Side side={two} />
    </div>
  );
}

/** The look of a link in the phone's control of rounds; the shown round's is filled. */
const ROUND_LINK =
  "inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-semibold";
const ROUND_LINK_STATE = {
  here: "border-primary bg-primary text-bg",
  other: "border-border bg-surface text-text hover:border-primary",
};

/**
 * The column a group's link in the control leads to: the round the bracket is at if it is in the
 * group, else the group's first round with a match not decided, else its last.
 */
function groupTarget(columns: Column[]): Column | undefined {
  return (
    columns.find((column) => column.current) ??
    columns.find((column) => column.matches.some((match) => match.status !== "completed")) ??
    columns.at(-1)
  );
}

/**
 * The phone's control of rounds: the round before, this one (marked), the round after, and in a
 * bracket of several groups a link to each other group — a few links in each round, however
 * many rounds a bracket has (a 64-entry double elimination has 17).
 */
function RoundControl({ columns, here }: { columns: Column[]; here: Column }) {
  const copy = useCopy();
  const groupNames = useGroupNames();
  const at = columns.indexOf(here);
  const before = columns[at - 1];
  const after = columns[at + 1];
  const others = byGroup(columns).filter(({ group }) => group !== here.group);
  return (
    <nav aria-label={copy.rounds(here.label)} className="mb-4 lg:hidden">
      <ul className="flex flex-wrap gap-2">
        {before ? (
          <li>
            <a href={`#${before.id}`} className={`${ROUND_LINK} ${ROUND_LINK_STATE.other}`}>
              <ChevronLeft aria-hidden="true" className="-ml-1 size-4" />
              {before.label}
            </a>
          </li>
        ) : null}
        <li>
          <a
            href={`#${here.id}`}
            aria-current="true"
            className={`${ROUND_LINK} ${ROUND_LINK_STATE.here}`}
          >
            {here.label}
          </a>
        </li>
        {after ? (
          <li>
            <a href={`#${after.id}`} className={`${ROUND_LINK} ${ROUND_LINK_STATE.other}`}>
              {after.label}
              <ChevronRight aria-hidden="true" className="-mr-1 size-4" />
            </a>
          </li>
        ) : null}
      </ul>
      {others.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {others.map(({ group, columns: inGroup }) => {
            const target = groupTarget(inGroup);
            return target ? (
              <li key={group}>
                <a
                  href={`#${target.id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
                >
                  {groupNames[group] ?? target.label}
                </a>
              </li>
            ) : null;
          })}
        </ul>
      ) : null}
    </nav>
  );
}

/** How a round's matches join the next round's on a wide screen. */
type Lines = { into: "pairs" | "straight" | null; from: boolean };

function linesOf(columns: Column[], index: number, group: MatchGroup): Lines {
  if (group === "round_robin") return { into: null, from: false };
  const here = columns[index]?.matches.length ?? 0;
  const next = columns[index + 1]?.matches.length;
  const into =
    next === undefined ? null : next * 2 === here ? "pairs" : next === here ? "straight" : null;
  return { into, from: index > 0 };
}

/**
 * A match's place in its round's column. On a wide screen its lines to the last round and the
 * next are drawn by the `bracket-slot` rule (app.css) from its `data-lines`, not by elements of
 * their own: a 64-entry tree has 126 matches, and the page is parsed on a phone too.
 */
function Slot({
  match,
  names,
  lines,
  top,
}: {
  match: PublicMatch;
  names: Map<string, string>;
  lines: Lines;
  top: boolean;
}) {
  const drawn = [
    lines.from ? "from" : null,
    lines.into ? "into" : null,
    lines.into === "pairs" && top ? "down" : null,
  ].filter(Boolean);
  return (
    <li
      className="bracket-slot relative flex flex-1 flex-col justify-center py-1.5"
      data-lines={drawn.length > 0 ? drawn.join(" ") : undefined}
    >
      <MatchCard match={match} names={names} />
    </li>
  );
}

function Round({
  column,
  columns,
  lines,
  names,
}: {
  column: Column;
  columns: Column[];
  lines: Lines;
  names: Map<string, string>;
}) {
  return (
    <div
      id={column.id}
      data-current={column.current ? "" : undefined}
      className="hidden scroll-mt-28 flex-col target:flex lg:flex lg:w-60 lg:shrink-0 lg:flex-col"
    >
      <RoundControl columns={columns} here={column} />
      <h3 className="mb-2 flex items-end font-display text-lg font-semibold lg:h-12 lg:text-base">
        {column.label}
      </h3>
      <ol className="flex flex-1 flex-col">
        {column.matches.map((match, index) => (
          <Slot key={match.id} match={match} names={names} lines={lines} top={index % 2 === 0} />
        ))}
      </ol>
    </div>
  );
}

function Podium({ bracket }: { bracket: PublicBracket }) {
  const copy = useCopy();
  const podium = podiumOf(bracket);
  const winner = podium.find((place) => place.rank === 1);
  if (!winner) return null;
  return (
    <div className="mb-8 rounded-2xl border border-primary/50 bg-surface p-6">
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-widest text-primary uppercase">
        <Trophy aria-hidden="true" className="size-5" />
        {copy.winner}
      </h3>
      <p className="mt-2 font-display text-h2 font-bold">{winner.name}</p>
      <h4 className="sr-only">{copy.podium}</h4>
      <ol className="mt-4 grid gap-2 sm:grid-cols-3">
        {podium.map((place) => (
          <li
            key={`${place.rank}-${place.name}`}
            className="flex items-baseline gap-3 rounded-xl border border-border px-4 py-3"
          >
            <span className="font-display text-xl font-bold text-primary">{`${place.rank}.`}</span>
            <span className={place.rank === 1 ? "font-bold" : ""}>{place.name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The standings' columns in order, each with its place: numbers to the right, the last flush. */
const STANDINGS_COLUMNS = [
  ["rank", "pr-3"],
  ["name", "pr-3"],
  ["wins", "pr-3 text-right"],
  ["losses", "text-right"],
] as const;

/** Round robin's table at every moment (docs/api.md, "Tournaments"). */
function Standings({ bracket }: { bracket: PublicBracket }) {
  const copy = useCopy();
  const names = namesOf(bracket);
  const columns = copy.standingsColumns;
  return (
    <div className="mb-8">
      <h3 className="mb-3 font-display text-xl font-semibold">{copy.standings}</h3>
      <table className="w-full max-w-xl text-left">
        <thead className="text-sm text-muted">
          <tr>
            {STANDINGS_COLUMNS.map(([key, place]) => (
              <th key={key} scope="col" className={`py-2 font-semibold ${place}`}>
                {columns[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bracket.standings.map((standing) => (
            <tr key={standing.entry_id} className="border-t border-border">
              <td className="py-2 pr-3 tabular-nums">{`${standing.rank}.`}</td>
              <td className="py-2 pr-3 font-medium">{names.get(standing.entry_id)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{standing.wins}</td>
              <td className="py-2 text-right tabular-nums">{standing.losses}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BracketSection({
  bracket: given,
  live,
  lang = "da",
}: {
  bracket: PublicBracket;
  live?: Live;
  /** The page's language: its words and round names. */
  lang?: Lang;
}) {
  return (
    <Language value={lang}>
      <Section bracket={bracketIn(given, lang)} live={live} />
    </Language>
  );
}

function Section({ bracket, live }: { bracket: PublicBracket; live: Live | undefined }) {
  const copy = useCopy();
  const groupNames = useGroupNames();
  const names = namesOf(bracket);
  const columns = columnsOf(bracket);
  const groups = byGroup(columns);
  return (
    <section
      aria-labelledby="turneringstrae"
      className="px-4 pb-16 sm:px-6"
      {...liveAttributes(live)}
    >
      <div className="mx-auto max-w-[1200px]">
        <h2 id="turneringstrae" className="mb-6 font-display text-h2 font-bold">
          {copy.heading}
        </h2>
        <Podium bracket={bracket} />
        {bracket.format === "round_robin" ? <Standings bracket={bracket} /> : null}
        <p className="mb-3 hidden text-sm text-muted lg:block">{copy.wideHint}</p>
        {/* Sideways in its own frame on a wide screen; on a phone the round the address
            targets, else the one the bracket is at. */}
        <div className="[&:not(:has(:target))_[data-current]]:flex lg:overflow-x-auto lg:rounded-2xl lg:border lg:border-border lg:p-6">
          {groups.map(({ group, columns: inGroup }) => (
            <div key={group} className="lg:mb-8 lg:last:mb-0">
              {groupNames[group] && bracket.format === "double_elimination" ? (
                <p className="mb-2 hidden text-sm font-semibold tracking-widest text-primary uppercase lg:block">
                  {groupNames[group]}
                </p>
              ) : null}
              <div className="lg:flex lg:w-max lg:gap-8">
                {inGroup.map((column, index) => (
                  <Round
                    key={column.id}
                    column={column}
                    columns={columns}
                    lines={linesOf(inGroup, index, group)}
                    names={names}
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
