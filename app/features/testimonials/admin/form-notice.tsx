import History from "lucide-react/icons/history";
import { buttonClass } from "#app/components/ui/button.ts";
import { NoticeBox as Box } from "#app/components/ui/notice-box.tsx";
import type { Notice } from "./use-testimonial-admin.ts";

type Props = {
  notice: Notice;
  onLoadLatest: () => void;
  onKeepMine: () => void;
  onSaveAsNew: () => void;
  onClear: () => void;
  onDismiss: () => void;
};

/** What happened to the admin's save, in words, with the ways forward. The text stays in the form. */
export function FormNotice({
  notice,
  onLoadLatest,
  onKeepMine,
  onSaveAsNew,
  onClear,
  onDismiss,
}: Props) {
  if (notice.kind === "restored") {
    return (
      <Box tone="info" title="Din ikke-gemte tekst er hentet frem igen.">
        <button type="button" className={buttonClass({ variant: "secondary" })} onClick={onDismiss}>
          Fortsæt
        </button>
        <button type="button" className={buttonClass({ variant: "secondary" })} onClick={onClear}>
          Ryd formularen
        </button>
      </Box>
    );
  }
  if (notice.kind === "signed-out") {
    return (
      <Box tone="danger" title="Du er ikke logget ind længere, så anmeldelsen er ikke gemt.">
        <p>Din tekst bliver stående her. Log ind igen, og gem derefter.</p>
        <a className={buttonClass({ variant: "secondary" })} href="/auth?redirectTo=%2Fadmin">
          Log ind igen
        </a>
      </Box>
    );
  }
  if (notice.kind === "gone") {
    return (
      <Box tone="danger" title="Anmeldelsen er blevet slettet af en anden, mens du redigerede.">
        <p>Din tekst står stadig i formularen.</p>
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          onClick={onSaveAsNew}
        >
          Tilføj den som ny anmeldelse
        </button>
      </Box>
    );
  }
  return (
    <Box tone="danger" title="Anmeldelsen er blevet ændret af en anden, mens du redigerede.">
      <p>
        Dine ændringer er ikke gemt, men står stadig i formularen. Hent den nyeste version, eller
        behold din tekst og gem den oven i den anden persons ændringer.
      </p>
      <button
        type="button"
        className={buttonClass({ variant: "secondary" })}
        onClick={onLoadLatest}
      >
        <History aria-hidden="true" className="size-4" />
        Hent den nyeste version
      </button>
      <button type="button" className={buttonClass({ variant: "secondary" })} onClick={onKeepMine}>
        Behold min tekst
      </button>
    </Box>
  );
}
