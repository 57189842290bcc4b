import { useEffect } from "react";
import { toast as show, Toaster } from "#app/components/ui/toast.tsx";
import type { Toast } from "#app/lib/forms/outcome.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * The toast a form post left for the page it redirected to: a toast once React runs, and in the
 * server's HTML (a browser without JavaScript) a status line in its place.
 */
export function FlashToast({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast]);
  if (!toast || hydrated) return null;
  const failed = toast.variant === "destructive";
  return (
    <p
      role={failed ? "alert" : "status"}
      className={`fixed right-4 bottom-4 left-4 z-50 rounded-xl border bg-surface p-4 shadow-lg sm:left-auto sm:max-w-sm ${failed ? "border-danger" : "border-primary/40"}`}
    >
      <strong className="font-display">{toast.title}</strong>
      {toast.description ? (
        <span className="block text-sm text-muted">{toast.description}</span>
      ) : null}
    </p>
  );
}

/** An admin page's toasts: the one a redirect left, and the place where the page's own show. */
export function PageToasts({ toast }: { toast: Toast | null }) {
  return (
    <>
      <FlashToast toast={toast} />
      <Toaster />
    </>
  );
}
