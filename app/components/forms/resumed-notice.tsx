import { buttonClass } from "#app/components/ui/button.ts";
import { NoticeBox } from "#app/components/ui/notice-box.tsx";

/** Above a form that opened with the admin's unsaved text from an earlier visit. */
export function ResumedNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <NoticeBox tone="info" title="Dine ændringer fra sidst er hentet frem. De er ikke gemt endnu.">
      <button type="button" className={buttonClass({ variant: "secondary" })} onClick={onDiscard}>
        Kassér dem
      </button>
    </NoticeBox>
  );
}
