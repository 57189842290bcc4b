import Copy from "lucide-react/icons/copy";
import { useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import { controlClass } from "#app/components/ui/fields.tsx";
import { NoticeBox } from "#app/components/ui/notice-box.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/** A link to pass on: who it is for and the invitation's link. */
export type ShownLink = { name: string; url: string };

/**
 * Without SMTP_URL no invitation is mailed (docs/settings.md): the admin gets the link here, to
 * copy and pass on. Shown once; the server keeps only its hash.
 */
export function InviteLink({ link }: { link: ShownLink }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"no" | "yes" | "selected">("no");
  const field = useRef<HTMLInputElement>(null);
  // The clipboard needs a secure origin and the browser's consent; without them the link is
  // selected for the admin to copy by hand.
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied("yes");
    } catch {
      field.current?.select();
      setCopied("selected");
    }
  }
  return (
    <NoticeBox tone="info" title={`Invitationslink til ${link.name}`}>
      <p>
        Der sendes ingen e-mail fra siden. Giv {link.name} linket; det virker i 72 timer og kun én
        gang, og det vises kun her.
      </p>
      <label htmlFor="invite-link" className="sr-only">
        Invitationslink
      </label>
      <input
        id="invite-link"
        ref={field}
        readOnly
        value={link.url}
        onFocus={(event) => event.currentTarget.select()}
        className={`${controlClass} font-mono text-sm read-only:cursor-text read-only:text-text`}
      />
      {hydrated ? (
        <button type="button" className={buttonClass({ variant: "secondary" })} onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          {copied === "yes"
            ? "Kopieret"
            : copied === "selected"
              ? "Markeret: kopiér det selv"
              : "Kopiér link"}
        </button>
      ) : null}
    </NoticeBox>
  );
}
