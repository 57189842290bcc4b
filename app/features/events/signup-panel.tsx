import CircleCheck from "lucide-react/icons/circle-check";
import ListOrdered from "lucide-react/icons/list-ordered";
import { eventPage as copy } from "#app/content/events-page.ts";
import { formatEventTime } from "#app/lib/format.ts";
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

const CLOSED: Record<Exclude<PublicState, "open" | "waitlist">, string> = {
  cancelled: copy.closedCancelled,
  ended: copy.closedEnded,
  full: copy.closedFull,
  closed: copy.closedSignup,
};

/**
 * The page's sign-up box: the answer to a sign-up just made, the form while a seat or a place on
 * the waitlist is there, or why not.
 */
export function SignUpPanel({ event, state, outcome, values, fieldErrors }: Props) {
  return (
    <section
      id={SIGN_UP_ANCHOR}
      aria-labelledby="tilmelding"
      className="relative rounded-2xl border border-primary/40 bg-surface p-6 sm:p-8"
    >
      {outcome ? (
        <Outcome outcome={outcome} />
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
                {copy.signupCloses(formatEventTime(event.signup_closes_at))}
              </p>
              <SignUpForm
                slug={event.slug}
                teamSize={event.team_size}
                kind={event.kind}
                values={values}
                fieldErrors={fieldErrors}
              />
            </>
          ) : (
            <p className="mt-3 text-lg font-semibold">
              {state === "cancelled" && event.cancel_message
                ? `${CLOSED.cancelled} ${event.cancel_message}`
                : CLOSED[state as keyof typeof CLOSED]}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Outcome({ outcome }: { outcome: NonNullable<SignUpOutcome> }) {
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
