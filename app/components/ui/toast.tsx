import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import X from "lucide-react/icons/x";
import { Toaster as SonnerToaster, toast as sonner } from "sonner";

/**
 * Toasts by sonner, in the site's look. The toaster is one live region (`aria-live="polite"`,
 * named `Beskeder`) that the server already renders, so screen readers announce each toast as
 * it is added. Confirmations close by themselves (the timer pauses while the pointer is over
 * them); errors stay until closed or until `dismissErrors`.
 *
 * Sonner adds its own layout rules (position, stacking, swipe) as a `<style>` element when the
 * admin's script loads; the CSP's `style-src` allows it (security-headers.server.ts). Those
 * rules sit outside Tailwind's layers and so win over utilities where both set a property: the
 * focus ring below is marked important for that reason.
 */

export type ToastInput = {
  title: string;
  description?: string | undefined;
  variant?: "default" | "destructive" | undefined;
  /** One way back, e.g. `Fortryd`: the toast then stays longer. */
  action?: { label: string; onClick: () => void } | undefined;
};

const VISIBLE_MS = 6000;
/** A toast with a way back stays long enough to read it and reach its button. */
const ACTION_MS = 12_000;

/** Shows a toast; the page needs a `<Toaster />`. */
export function toast({ title, description, variant = "default", action }: ToastInput): void {
  if (variant === "destructive") sonner.error(title, { description, duration: Infinity });
  else if (action) sonner.success(title, { description, action, duration: ACTION_MS });
  else sonner.success(title, { description });
}

/** Closes the error toasts, e.g. once the failed action has succeeded after all. */
export function dismissErrors(): void {
  for (const shown of sonner.getToasts()) {
    if ("type" in shown && shown.type === "error") sonner.dismiss(shown.id);
  }
}

const card =
  "flex w-full items-start gap-3 rounded-xl border bg-surface p-4 pr-12 font-sans text-text shadow-lg shadow-black/40 focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-primary!";

/** Where the toasts appear: bottom right, full width on a phone, the newest at the bottom. */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      expand
      visibleToasts={4}
      duration={VISIBLE_MS}
      closeButton
      containerAriaLabel="Beskeder"
      icons={{
        success: <CircleCheck aria-hidden="true" className="size-5 text-primary" />,
        error: <CircleAlert aria-hidden="true" className="size-5 text-danger" />,
        close: <X aria-hidden="true" className="size-4" />,
      }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: "Luk besked",
        classNames: {
          toast: card,
          success: "border-primary/40",
          error: "border-danger/70",
          icon: "mt-0.5 shrink-0",
          content: "min-w-0 flex-1",
          title: "font-display font-semibold",
          description: "text-sm text-muted",
          actionButton:
            "mt-2 inline-flex min-h-9 cursor-pointer items-center rounded-md border border-primary/60 px-3 text-sm font-semibold text-primary hover:bg-primary/10",
          closeButton:
            "absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-white/5 hover:text-text",
        },
      }}
    />
  );
}
