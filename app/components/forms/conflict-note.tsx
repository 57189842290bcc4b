import { buttonClass } from "#app/components/ui/button.ts";
import { valueText } from "#app/lib/forms/changes.ts";
import type { Field } from "#app/lib/forms/fields.ts";
import type { Conflict } from "#app/lib/forms/merge.ts";

const CHOICES = [
  ["theirs", "Brug deres"],
  ["mine", "Behold min"],
] as const;

/**
 * Beside a field both admins changed: the other's value under the typed one, and the choice.
 * Saving waits until every such field is settled, so neither text is dropped unseen.
 */
export function ConflictNote({
  field,
  conflict,
  who,
  onChoose,
}: {
  field: Field;
  conflict: Conflict;
  who: string | null | undefined;
  onChoose: (choice: "mine" | "theirs") => void;
}) {
  const theirs = valueText(field, conflict.theirs);
  return (
    <div data-conflict className="rounded-lg border border-vip/60 bg-vip/10 p-3 text-sm">
      <p className="font-semibold">{who ?? "En anden"} gemte imens:</p>
      <p className="mt-1 break-words whitespace-pre-line text-text">{theirs || "(tomt)"}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {CHOICES.map(([choice, label]) => (
          <button
            key={choice}
            type="button"
            className={buttonClass({ variant: "secondary", size: "sm" })}
            onClick={() => onChoose(choice)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
