import { buttonClass } from "#app/components/ui/button.ts";
import type { ImageRef } from "#app/content/sections.ts";
import { draftText } from "#app/lib/forms/changes.ts";
import type { Field } from "#app/lib/forms/fields.ts";
import type { Conflict } from "#app/lib/forms/merge.ts";
import { ImageThumb } from "./image-thumb.tsx";

const CHOICES = [
  ["theirs", "Brug deres"],
  ["mine", "Behold min"],
] as const;

/** The other's value as staff read it everywhere else; an empty one said as such. */
function theirText(field: Field, theirs: unknown): string {
  const text = draftText(field, theirs);
  if (text) return text;
  return field.kind === "image" ? field.empty : "(tom)";
}

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
  const image = field.kind === "image" ? (conflict.theirs as ImageRef | null) : null;
  return (
    <div data-conflict className="rounded-lg border border-vip/60 bg-vip/10 p-3 text-sm">
      <p className="font-semibold">{who ?? "En anden"} gemte imens:</p>
      {image ? <ImageThumb image={image} className="mt-2 h-16 max-w-32 rounded-md" /> : null}
      <p className="mt-1 break-words whitespace-pre-line text-text">
        {theirText(field, conflict.theirs)}
      </p>
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
