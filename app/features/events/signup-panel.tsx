import CircleCheck from "lucide-react/icons/circle-check";
import ListOrdered from "lucide-react/icons/list-ordered";
import { eventPage } from "#app/content/events-page.ts";
import type { Lang } from "#app/content/language.ts";
import { formatEventTime } from "#app/lib/format.ts";
import { useLang } from "#app/lib/site.ts";
import type { EventWithCounts } from "./event.ts";
import { type PublicState, takesSignUps } from "./public-status.ts";
import { SignUpForm } from "./signup-form.tsx";

/**
 * The panel's place on the page: the answer to a sign-up is sent there (`#tilmeld`), so a guest
 * on a phone, where the panel comes after the description, sees it first.
 */
export const SIGN_UP_ANCHOR = "tilmeld";

/** The answer after a sign-up, as the page's address carries it. */
export type SignUpOutcome =
  | { status: "confirmed" }
  | { status: "waitlisted"; position: number }
  | undefined;

type Props = {
  event: EventWithCounts;
  state: PublicState;
  outcome: SignUpOutcome;
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
};

/** Why the form is not there, in the page's language. */
function closedText(state: Exclude<PublicState, "open" | "waitlist">, lang: Lang): string {
  const copy = eventPage[lang];
  const texts = {
    cancelled: copy.closedCancelled,
    ended: copy.closedEnded,
    full: copy.closedFull,
    closed: copy.closedSignup,
  };
  return texts[state];
}

/**
 * The page's sign-up box: the answer to a sign-up just made, the form while a seat or a place on
 * the waitlist is there, or why not.
 */
export function SignUpPanel({ event, state, outcome, values, fieldErrors }: Props) {
  const lang = useLang();
  const copy = eventPage[lang];
  return (
    <section
      id={SIGN_UP_ANCHOR}
      aria-labelledby="tilmelding"
      className="relative rounded-2xl border border-primary/40 bg-surface p-6 sm:p-8"
    >
      {outcome ? (
        <Outcome outcome={outcome} lang={lang} />
      ) : (
        <>
          <h2 id="tilmelding" className="font-display text-h3 font-bold">
            {copy.formHeading}
          </h2>
          {takesSignUps(state) ? (
            <>
              <p className="mt-3 text-muted">
                {state === "waitlist" ? copy.waitlistIntro : copy.formIntro}
              </p>
              <p className="mt-2 mb-6 text-sm text-muted">
                {copy.signupCloses(formatEventTime(event.signup_closes_at, { lang }))}
              </p>
              <SignUpForm event={event} values={values} fieldErrors={fieldErrors} lang={lang} />
            </>
          ) : (
            <p className="mt-3 text-lg font-semibold">
              {state === "cancelled" && event.cancel_message ? (
                <>
                  {closedText("cancelled", lang)}{" "}
                  {/* Staff write the message once, in Danish: a screen reader reads it so. */}
                  <span lang="da">{event.cancel_message}</span>
                </>
              ) : (
                closedText(state as Exclude<PublicState, "open" | "waitlist">, lang)
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Outcome({ outcome, lang }: { outcome: NonNullable<SignUpOutcome>; lang: Lang }) {
  const copy = eventPage[lang];
  const confirmed = outcome.status === "confirmed";
  const Icon = confirmed ? CircleCheck : ListOrdered;
  return (
    <div role="status" className="flex flex-col items-start gap-4">
      <Icon aria-hidden="true" className="size-10 text-primary" />
      <h2 id="tilmelding" className="font-display text-h3 font-bold">
        {confirmed ? copy.confirmed : copy.waitlisted(outcome.position)}
      </h2>
      <p className="text-muted">{confirmed ? copy.confirmedText : copy.waitlistedText}</p>
    </div>
  );
}
