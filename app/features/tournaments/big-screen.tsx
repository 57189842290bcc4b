import Trophy from "lucide-react/icons/trophy";
import { createContext, useContext } from "react";
import { bigScreenCopy, bracketCopy } from "#app/content/bracket-page.ts";
import type { Lang } from "#app/content/language.ts";
import { bracketIn, type PublicBracket, type PublicMatch } from "./bracket-json.ts";
import { namesOf, podiumOf, type SideView, screenZones, sidesOf } from "./bracket-layout.ts";
import { type Live, liveAttributes } from "./live.ts";
import { SideScore } from "./side-score.tsx";

/**
 * The venue's big screen (docs/pages.md, "The big screen"): a 1920×1080 TV read from five
 * metres. Dark, no text under 40 px, three zones — running matches with their stations, the next
 * ones, the latest results — and the winner over the whole screen at the end. Nothing to operate
 * and nothing that moves: the page reloads itself (its meta refresh) and shows what changed.
 */

/** The page's language (docs/pages.md#english), given once to the screen's parts. */
const Language = createContext<Lang>("da");
const TitleLanguage = createContext<Lang | undefined>(undefined);

function SideLine({ side }: { side: SideView }) {
  const words = bracketCopy[useContext(Language)];
  if (side.kind !== "entry") {
    return <p className="truncate text-muted">{side.kind === "bye" ? words.bye : words.unknown}</p>;
  }
  return (
    <p className="flex items-baseline justify-between gap-6">
      <span className={`min-w-0 truncate ${side.winner ? "font-bold text-text" : "text-text/80"}`}>
        {side.name}
      </span>
      <SideScore side={side} />
    </p>
  );
}

function ScreenMatch({ match, names }: { match: PublicMatch; names: Map<string, string> }) {
  const [one, two] = sidesOf(match, names);
  return (
    <li className="rounded-3xl border-2 border-border bg-surface px-7 py-4 leading-tight">
      {match.station ? (
        <p className="mb-2 flex items-center justify-between gap-4">
          <span className="rounded-full bg-primary px-5 py-1 font-bold text-bg">
            {match.station}
          </span>
          <span className="truncate text-muted">{match.label}</span>
        </p>
      ) : null}
      <SideLine side={one} />
      <SideLine side={two} />
    </li>
  );
}

function Zone({
  title,
  matches,
  empty,
  more,
  names,
}: {
  title: string;
  matches: PublicMatch[];
  empty: string;
  more?: number;
  names: Map<string, string>;
}) {
  const copy = bigScreenCopy[useContext(Language)];
  return (
    <section aria-label={title} className="flex min-h-0 min-w-0 flex-col">
      <h2 className="mb-6 font-display text-[56px] leading-none font-bold text-primary">{title}</h2>
      {matches.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ol className="flex min-h-0 flex-col gap-5">
          {matches.map((match) => (
            <ScreenMatch key={match.id} match={match} names={names} />
          ))}
        </ol>
      )}
      {more ? <p className="mt-4 text-muted">{copy.more(more)}</p> : null}
    </section>
  );
}

function WinnerScreen({ bracket, title }: { bracket: PublicBracket; title: string }) {
  const words = bracketCopy[useContext(Language)];
  const titleLang = useContext(TitleLanguage);
  const podium = podiumOf(bracket);
  const winner = podium.find((place) => place.rank === 1);
  return (
    <div className="flex h-full flex-col items-center justify-center gap-10 text-center">
      <p className="text-muted" lang={titleLang}>
        {title}
      </p>
      <h1 className="flex items-center gap-6 font-display text-[80px] leading-none font-bold text-primary uppercase">
        <Trophy aria-hidden="true" className="size-20" />
        {words.winner}
      </h1>
      <p className="max-w-full truncate font-display text-[200px] leading-none font-bold">
        {winner?.name}
      </p>
      <ol className="flex gap-16 text-[56px]">
        {podium
          .filter((place) => place.rank > 1)
          .map((place) => (
            <li key={`${place.rank}-${place.name}`}>
              <span className="font-bold text-primary">{`${place.rank}.`}</span> {place.name}
            </li>
          ))}
      </ol>
    </div>
  );
}

export function BigScreen({
  bracket: given,
  title,
  live,
  lang = "da",
  titleLang,
}: {
  bracket: PublicBracket;
  title: string;
  live?: Live;
  /** The page's language: its words and round names. */
  lang?: Lang;
  /** The title's, when it is not the page's (the Danish on an English page). */
  titleLang?: Lang | undefined;
}) {
  const bracket = bracketIn(given, lang);
  const copy = bigScreenCopy[lang];
  const names = namesOf(bracket);
  const zones = screenZones(bracket);
  return (
    <Language value={lang}>
      <TitleLanguage value={titleLang}>
        <div
          className="fixed inset-0 cursor-none overflow-hidden bg-bg p-12 text-[40px] text-text select-none"
          {...liveAttributes(live)}
        >
          {bracket.status === "finished" ? (
            <WinnerScreen bracket={bracket} title={title} />
          ) : (
            <div className="flex h-full flex-col gap-10">
              <h1
                lang={titleLang}
                className="truncate font-display text-[64px] leading-none font-bold"
              >
                {title}
              </h1>
              <div className="grid min-h-0 flex-1 grid-cols-3 gap-12">
                <Zone
                  title={copy.now}
                  matches={zones.now}
                  more={zones.nowMore}
                  empty={copy.nothingNow}
                  names={names}
                />
                <Zone
                  title={copy.next}
                  matches={zones.next}
                  empty={copy.nothingNext}
                  names={names}
                />
                <Zone
                  title={copy.latest}
                  matches={zones.latest}
                  empty={copy.nothingLatest}
                  names={names}
                />
              </div>
            </div>
          )}
        </div>
      </TitleLanguage>
    </Language>
  );
}
