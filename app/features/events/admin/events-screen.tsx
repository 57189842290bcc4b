import { Suspense, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { AskForm, type Asking, ConfirmNotice } from "#app/components/admin/confirm-notice.tsx";
import { DeleteDialog } from "#app/components/admin/delete-dialog.tsx";
import { useRecordForm } from "#app/components/admin/use-record-form.ts";
import { forgetDrafts, writeDraft } from "#app/components/forms/draft-store.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { TextAreaField } from "#app/components/ui/fields.tsx";
import { dismissErrors, toast } from "#app/components/ui/toast.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import {
  type EventWithCounts,
  guestsToTell,
  type Registration,
} from "#app/features/events/event.ts";
import { EVENT_LIMITS } from "#app/features/events/limits.ts";
import {
  ASKING_INTENTS,
  type AskingIntent,
  CANCEL_INTENT,
  CANCELLED_TOAST,
  cancelQuestion,
  DELETE_INTENT,
  deletedText,
  deleteQuestion,
  LEAVE_INTENT,
  leaveQuestion,
  leftToast,
  RESET_BRACKET_INTENT,
} from "#app/features/events/row-actions.ts";
import {
  type NightView,
  RESET_TOAST,
  resetBracketQuestion,
} from "#app/features/tournaments/night.ts";
import { TournamentNight } from "#app/features/tournaments/staff-night.tsx";
import { errorToast, type FormOutcome } from "#app/lib/forms/outcome.ts";
import { cancelEvent, changeRegistration, deleteEvent, resetBracket, restoreEvent } from "./api.ts";
import { EventForm, NEW_EVENT_DRAFT } from "./event-form.tsx";
import { EventList } from "./event-list.tsx";
import { RegistrationsPanel, type RegistrationsView } from "./registrations-panel.tsx";

type Failure = { ok: false; error: string };
const failed = (result: Failure) => toast(errorToast(result.error));

/** What the closed `Afmeld` dialog is given (it shows nothing). */
const NOBODY = { name: null, status: "confirmed", position: null } as const;
const NO_EVENT = {
  status: "scheduled",
  starts_at: "",
  capacity: null,
  confirmed: 0,
  waitlisted: 0,
} as const;

/**
 * `/admin/begivenheder`: the list of events beside the event form, and the chosen event's
 * registrations below. On a phone they stack with the events first, what staff come for (the
 * list links to the form); the form comes first when it arrives holding work: an event opened
 * by `Rediger` before React ran, or a post without JavaScript that was refused. Deleting,
 * cancelling and check-in go through the JSON API and read the page's data again; the form
 * posts to the page's action like every admin form.
 */
export function EventsScreen({
  upcoming,
  past,
  morePast,
  pastLimit,
  editing: editingOnArrival,
  registrations,
  night,
  outcome,
  asking,
}: {
  upcoming: EventWithCounts[];
  past: EventWithCounts[];
  morePast: boolean;
  pastLimit: number;
  editing: EventWithCounts | null;
  registrations: RegistrationsView | null;
  /** A tournament's night, beside its registrations. */
  night: NightView | null;
  outcome: FormOutcome | undefined;
  /** `?aflys=ID`, `?slet=ID` or `?afmeld=ID` (a row's button before React runs): the question. */
  asking: Asking<AskingIntent> | null;
}) {
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const form = useRecordForm(editingOnArrival);
  const { editing } = form;
  const [deleteTarget, setDeleteTarget] = useState<EventWithCounts | null>(null);
  const [cancelTarget, setCancelTarget] = useState<EventWithCounts | null>(null);
  const [leaveTarget, setLeaveTarget] = useState<Registration | null>(null);
  const [resetAsked, setResetAsked] = useState(false);
  /** Who was last signed off, named by the toast once the dialog has closed. */
  const leftName = useRef<string | null>(null);
  const [message, setMessage] = useState("");
  const [messageError, setMessageError] = useState<string | undefined>();
  /** The message to the guests, typed in whichever dialog asks for it (cancel or delete). */
  const guestMessage = {
    value: message,
    error: messageError,
    onChange: (value: string) => {
      setMessage(value);
      setMessageError(undefined);
    },
  };
  const focusList = () => document.getElementById("events-heading")?.focus();
  /** `?slet=ID` of an event with guests to tell: the page's question asks for their message. */
  const askedToTell = (question: Asking<AskingIntent>) => {
    if (question.intent !== DELETE_INTENT) return false;
    const event = [...upcoming, ...past].find((shown) => shown.id === question.id);
    return event !== undefined && guestsToTell(event) > 0;
  };

  function startEdit(event: EventWithCounts) {
    if (form.dirty && editing?.id !== event.id) {
      toast({
        variant: "destructive",
        title: "Formularen er ikke gemt",
        description: "Gem eller annuller ændringerne, før du redigerer en anden begivenhed.",
      });
      return;
    }
    form.open(event);
    document.getElementById("event-form-heading")?.scrollIntoView({ block: "start" });
    if (new URL(window.location.href).searchParams.has("rediger")) {
      void navigate(ADMIN_SCREENS.events.path, { replace: true, preventScrollReset: true });
    }
  }

  async function remove(event: EventWithCounts): Promise<boolean> {
    // An event with guests to tell is cancelled with a message to them, as `Aflys` does.
    const telling = guestsToTell(event) > 0;
    if (telling && !message.trim()) {
      setMessageError("Skriv en besked til de tilmeldte");
      return false;
    }
    const result = await deleteEvent(event.id, telling ? message : undefined);
    if (!result.ok) {
      if ("fieldErrors" in result && result.fieldErrors?.message) {
        setMessageError(result.fieldErrors.message);
      } else failed(result);
      return false;
    }
    if (editing?.id === event.id) form.open(null);
    void revalidate();
    return true;
  }

  async function undoDelete(event: EventWithCounts) {
    const result = await restoreEvent(event.id);
    if (!result.ok) return failed(result);
    toast({ title: "Gendannet", description: `${event.title} er tilbage.` });
    void revalidate();
  }

  async function cancel(event: EventWithCounts): Promise<boolean> {
    if (!message.trim()) {
      setMessageError("Skriv en besked til de tilmeldte");
      return false;
    }
    const result = await cancelEvent(event.id, message);
    if (!result.ok) {
      if ("fieldErrors" in result && result.fieldErrors?.message) {
        setMessageError(result.fieldErrors.message);
      } else failed(result);
      return false;
    }
    dismissErrors();
    void revalidate();
    return true;
  }

  async function checkIn(registration: Registration, checkedIn: boolean) {
    if (!registrations) return;
    const result = await changeRegistration(registrations.event.id, registration.id, {
      checked_in: checkedIn,
    });
    if (result.ok) await revalidate();
    else failed(result);
  }

  async function leave(registration: Registration): Promise<boolean> {
    if (!registrations) return false;
    const result = await changeRegistration(registrations.event.id, registration.id, {
      status: "cancelled",
    });
    if (!result.ok) {
      failed(result);
      return false;
    }
    leftName.current = registration.name;
    void revalidate();
    return true;
  }

  async function resetNight(): Promise<boolean> {
    if (!night) return false;
    const result = await resetBracket(night.event.id);
    if (!result.ok) {
      failed(result);
      return false;
    }
    void revalidate();
    return true;
  }

  const formFirst =
    editingOnArrival !== null || (outcome !== undefined && outcome.status !== "saved");
  const eventForm = (
    <div className="lg:col-start-2 lg:row-start-1">
      <Suspense>
        <EventForm
          key={form.key}
          editing={editing}
          outcome={form.first ? outcome : undefined}
          onDirty={form.setDirty}
          onSaved={() => {
            form.open(null);
            void revalidate();
          }}
          onCancel={() => {
            writeDraft(editing ? `event:${editing.id}` : NEW_EVENT_DRAFT, null);
            form.open(null);
          }}
        />
      </Suspense>
    </div>
  );

  const tournamentNight = night ? (
    <Suspense>
      <TournamentNight view={night} onResetBracket={() => setResetAsked(true)} />
    </Suspense>
  ) : null;

  return (
    <AdminFrame
      screen="events"
      intro="Turneringer, LAN-aftener og andre begivenheder med dato, som gæster kan tilmelde sig. Kladder vises ikke for gæster."
      onSignOut={forgetDrafts}
    >
      <AskForm asks={ASKING_INTENTS} />
      {asking ? (
        <ConfirmNotice
          asking={asking}
          anchor={
            asking.intent === LEAVE_INTENT
              ? "#tilmeldinger"
              : asking.intent === RESET_BRACKET_INTENT
                ? "#turnering"
                : ""
          }
        >
          {asking.intent === CANCEL_INTENT || askedToTell(asking) ? (
            <CancelMessage id="cancel-message-page" />
          ) : null}
        </ConfirmNotice>
      ) : null}
      {/*
       * Each part (form, list, the night, the registrations) a Suspense boundary of its own, as
       * on /admin: React hydrates them apart, the one clicked first (a `Tjek ind` at the door
       * right after the page appears), and replays the click without first taking over the rest.
       */}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-8">
        {formFirst ? eventForm : null}
        <Suspense>
          <EventList
            upcoming={upcoming}
            past={past}
            morePast={morePast}
            pastLimit={pastLimit}
            editingId={editing?.id ?? null}
            formBelow={!formFirst}
            onEdit={startEdit}
            onCancel={(event) => {
              setMessage("");
              setMessageError(undefined);
              setCancelTarget(event);
            }}
            onDelete={(event) => {
              setMessage("");
              setMessageError(undefined);
              setDeleteTarget(event);
            }}
          />
        </Suspense>
        {formFirst ? null : eventForm}
      </div>
      {/* Once the tournament runs, its matches are what staff come for: above the door list. */}
      {night?.bracket ? tournamentNight : null}
      {registrations ? (
        <Suspense>
          <RegistrationsPanel view={registrations} onCheckIn={checkIn} onCancel={setLeaveTarget} />
        </Suspense>
      ) : null}
      {night?.bracket ? null : tournamentNight}

      <DeleteDialog
        target={deleteTarget}
        question={(event) => deleteQuestion(event)}
        deleted={(event) => deletedText(event.title)}
        remove={remove}
        undo={(event) => void undoDelete(event)}
        onClose={() => setDeleteTarget(null)}
        onDoneFocus={focusList}
      >
        {deleteTarget && guestsToTell(deleteTarget) > 0 ? (
          <CancelMessage id="delete-message" {...guestMessage} />
        ) : undefined}
      </DeleteDialog>
      <ConfirmDialog
        open={cancelTarget !== null}
        {...cancelQuestion(cancelTarget?.title ?? "")}
        onConfirm={() => (cancelTarget ? cancel(cancelTarget) : false)}
        onClose={() => setCancelTarget(null)}
        stayOpenWhenRefused
        onDoneFocus={focusList}
        onDone={() => toast(CANCELLED_TOAST)}
      >
        <CancelMessage id="cancel-message" {...guestMessage} />
      </ConfirmDialog>
      <ConfirmDialog
        open={resetAsked && night !== null}
        {...resetBracketQuestion(night?.event.title ?? "")}
        onConfirm={resetNight}
        onClose={() => setResetAsked(false)}
        onDoneFocus={() => document.getElementById("night-heading")?.focus()}
        onDone={() => toast(RESET_TOAST)}
      />
      <ConfirmDialog
        open={leaveTarget !== null && registrations !== null}
        {...leaveQuestion(leaveTarget ?? NOBODY, registrations?.event ?? NO_EVENT)}
        onConfirm={() => (leaveTarget ? leave(leaveTarget) : false)}
        onClose={() => setLeaveTarget(null)}
        onDoneFocus={() => document.getElementById("registrations-heading")?.focus()}
        onDone={() => toast(leftToast(leftName.current))}
      />
    </AdminFrame>
  );
}

/**
 * `Aflys`' message to the guests (and `Slet`'s, for an event that has guests to tell): kept by
 * the dialog (`value`), or posted by the page's own question before React runs.
 */
function CancelMessage(props: {
  /** The dialog's and the page's question can both be in the page. */
  id: string;
  value?: string;
  error?: string | undefined;
  onChange?: (value: string) => void;
}) {
  return (
    <div className="mt-4 w-full">
      <TextAreaField
        id={props.id}
        name="message"
        label="Besked til de tilmeldte"
        rows={5}
        maxLength={EVENT_LIMITS.cancelMessage}
        required
        value={props.value}
        error={props.error}
        onChange={props.onChange && ((change) => props.onChange?.(change.target.value))}
      />
    </div>
  );
}
