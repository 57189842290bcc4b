import LoaderCircle from "lucide-react/icons/loader-circle";
import Plus from "lucide-react/icons/plus";
import Save from "lucide-react/icons/save";
import { type FormEvent, type RefObject, useEffect, useRef } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import { CheckboxField, TextAreaField, TextField } from "#app/components/ui/fields.tsx";
import { LIMITS } from "#app/features/testimonials/limits.ts";
import { FormNotice } from "./form-notice.tsx";
import { useHydrated } from "./use-hydrated.ts";
import type { TestimonialAdmin } from "./use-testimonial-admin.ts";

type Props = {
  admin: TestimonialAdmin;
  nameRef: RefObject<HTMLInputElement | null>;
  onSubmit: () => void;
  onCancel: () => void;
};

/** Add (default) or edit one testimonial. The browser checks the required fields and the range. */
export function TestimonialForm({ admin, nameRef, onSubmit, onCancel }: Props) {
  const { draft, fieldErrors: errors, mode, saving, notice, setField } = admin;
  const editing = mode.kind === "edit";
  const latest = notice?.kind === "conflict" ? notice.latest : null;
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  // After the server refused a save, focus goes to the first field it named.
  useEffect(() => {
    if (admin.rejections > 0)
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [admin.rejections]);

  /** After a notice's button, the notice is gone: continue in the form. */
  function thenFocusForm(action: () => void) {
    return () => {
      action();
      requestAnimationFrame(() => nameRef.current?.focus());
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <section
      aria-labelledby="form-heading"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="form-heading" className="font-display text-h3 font-bold">
        {editing ? "Rediger anmeldelse" : "Tilføj ny anmeldelse"}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Felter med <span className="text-primary">*</span> skal udfyldes.
      </p>

      <div aria-live="polite" className="mt-4 empty:hidden">
        {notice ? (
          <FormNotice
            notice={notice}
            onLoadLatest={thenFocusForm(() => latest && admin.loadLatest(latest))}
            onKeepMine={thenFocusForm(() => latest && admin.keepMine(latest))}
            onSaveAsNew={thenFocusForm(admin.saveAsNew)}
            onClear={thenFocusForm(admin.reset)}
            onDismiss={thenFocusForm(admin.dismissNotice)}
          />
        ) : null}
      </div>

      <form ref={formRef} onSubmit={submit} className="mt-5" aria-busy={saving}>
        <fieldset disabled={!hydrated} className="flex flex-col gap-5">
          <TextField
            id="testimonial-name"
            name="name"
            label="Navn"
            required
            maxLength={LIMITS.name}
            autoComplete="off"
            value={draft.name}
            onChange={(event) => setField("name", event.target.value)}
            error={errors.name}
            inputRef={nameRef}
          />
          <TextAreaField
            id="testimonial-comment"
            name="comment"
            label="Kommentar"
            rows={4}
            required
            maxLength={LIMITS.comment}
            value={draft.comment}
            onChange={(event) => setField("comment", event.target.value)}
            error={errors.comment}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="testimonial-rating"
              name="rating"
              label="Bedømmelse (1-5)"
              type="number"
              inputMode="numeric"
              required
              min={LIMITS.ratingMin}
              max={LIMITS.ratingMax}
              step={1}
              value={draft.rating}
              onChange={(event) => setField("rating", event.target.value)}
              error={errors.rating}
            />
            <TextField
              id="testimonial-gaming-type"
              name="gaming_type"
              label="Spiltype"
              hint="Valgfri, fx VIP, PS5 eller LAN-party"
              maxLength={LIMITS.gamingType}
              value={draft.gaming_type}
              onChange={(event) => setField("gaming_type", event.target.value)}
              error={errors.gaming_type}
            />
          </div>
          <TextField
            id="testimonial-location"
            name="location"
            label="Lokation"
            hint="Tom lokation bliver til centrets navn"
            maxLength={LIMITS.location}
            value={draft.location}
            onChange={(event) => setField("location", event.target.value)}
            error={errors.location}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">Visning</legend>
            <CheckboxField
              id="testimonial-featured"
              name="is_featured"
              label="Fremhævet"
              hint="Vises først på forsiden"
              checked={draft.is_featured}
              onChange={(event) => setField("is_featured", event.target.checked)}
            />
            <CheckboxField
              id="testimonial-active"
              name="is_active"
              label="Aktiv"
              hint="Kun aktive anmeldelser vises på forsiden"
              checked={draft.is_active}
              onChange={(event) => setField("is_active", event.target.checked)}
            />
          </fieldset>

          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={`${buttonClass()} flex-1 whitespace-nowrap`}
              aria-disabled={saving}
            >
              {saving ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : editing ? (
                <Save aria-hidden="true" className="size-5" />
              ) : (
                <Plus aria-hidden="true" className="size-5" />
              )}
              {editing ? "Opdater anmeldelse" : "Tilføj anmeldelse"}
            </button>
            {editing ? (
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                onClick={onCancel}
              >
                Annuller
              </button>
            ) : null}
          </div>
        </fieldset>
      </form>
    </section>
  );
}
