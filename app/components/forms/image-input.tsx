import ImageUp from "lucide-react/icons/image-up";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { type ReactNode, useState } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import type { ImageRef } from "#app/content/sections.ts";
import { callApi } from "#app/lib/api-client.ts";
import type { ImageField } from "#app/lib/forms/fields.ts";
import { UPLOAD_LIMIT } from "#app/lib/images.ts";
import { ImageThumb } from "./image-thumb.tsx";

const ACCEPTED = "image/png,image/jpeg,image/webp";

function uploadImage(file: File) {
  const body = new FormData();
  body.set("file", file);
  return callApi<ImageRef & { url: string }>(
    "/api/admin/images",
    { method: "POST", body },
    {
      413: "Billedet er for stort (højst 5 MB).",
    },
  );
}

/**
 * A department's picture or a partner's logo: uploaded at once when chosen (the server checks
 * and re-encodes it), shown small, removable. The alt text is the next field of the form.
 */
export function ImageInput({
  id,
  name,
  field,
  value,
  error,
  after,
  onChange,
}: {
  id: string;
  /** The stored image posts as `NAME.id`, `NAME.width`, `NAME.height`. */
  name: string;
  field: ImageField;
  value: unknown;
  error: string | undefined;
  after?: ReactNode;
  onChange: (next: ImageRef | null) => void;
}) {
  const image = value as ImageRef | null;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    // Said at once, without sending 5 MB first; the server checks it again.
    if (file.size > UPLOAD_LIMIT) return setUploadError("Billedet er for stort (højst 5 MB).");
    setUploading(true);
    setUploadError(null);
    const result = await uploadImage(file);
    setUploading(false);
    if (result.ok) {
      const { id: imageId, width, height } = result.data;
      onChange({ id: imageId, width, height });
    } else setUploadError(result.error);
  }

  return (
    <div className="flex flex-col gap-2">
      {image ? (
        <>
          <input type="hidden" name={`${name}.id`} value={image.id} />
          <input type="hidden" name={`${name}.width`} value={image.width} />
          <input type="hidden" name={`${name}.height`} value={image.height} />
        </>
      ) : null}
      <span id={`${id}-label`} className="text-sm font-medium">
        {field.label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {image ? (
          <ImageThumb image={image} className="h-20 max-w-40 rounded-lg" />
        ) : (
          <p className="text-sm text-muted">{field.empty}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <label
            className={`${buttonClass({ variant: "secondary", size: "sm" })} focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary`}
          >
            {uploading ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <ImageUp aria-hidden="true" className="size-4" />
            )}
            {image ? "Skift billede" : "Upload billede"}
            <input
              id={id}
              type="file"
              accept={ACCEPTED}
              className="sr-only"
              aria-labelledby={`${id}-label`}
              aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
              aria-invalid={shownError ? true : undefined}
              disabled={uploading}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </label>
          {image ? (
            <button
              type="button"
              className={buttonClass({ variant: "danger", size: "sm" })}
              onClick={() => onChange(null)}
            >
              Fjern billede
            </button>
          ) : null}
        </div>
      </div>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {shownError}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted">
          PNG, JPEG eller WebP, højst 5 MB.{uploading ? " Uploader…" : ""}
        </p>
      )}
      {after}
    </div>
  );
}
