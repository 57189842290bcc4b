import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import X from "lucide-react/icons/x";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/**
 * Small toasts in two live regions that are in the page from the start, so screen readers
 * announce what is added: `role="status"` (polite) for confirmations and `role="alert"` for
 * destructive messages. Confirmations close by themselves (the timer pauses on hover and
 * focus); errors stay until closed.
 */

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};
type Toast = ToastInput & { id: number };

type ToastApi = {
  toast: (toast: ToastInput) => void;
  /** Closes the destructive toasts, e.g. once the failed action has succeeded after all. */
  dismissErrors: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);

const VISIBLE_MS = 6000;
const MAX_TOASTS = 4;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...toast, id }].slice(-MAX_TOASTS));
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const dismissErrors = useCallback(() => {
    setToasts((current) => current.filter((toast) => toast.variant !== "destructive"));
  }, []);
  const api = useMemo(() => ({ toast: show, dismissErrors }), [show, dismissErrors]);

  const polite = toasts.filter((toast) => toast.variant !== "destructive");
  const urgent = toasts.filter((toast) => toast.variant === "destructive");

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-stretch gap-2 sm:left-auto sm:w-96">
        <div role="alert" className="flex flex-col gap-2">
          {urgent.map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div role="status" className="flex flex-col gap-2">
          {polite.map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} autoClose />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({
  toast,
  onDismiss,
  autoClose = false,
}: {
  toast: Toast;
  onDismiss: (id: number) => void;
  autoClose?: boolean;
}) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!autoClose || paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [autoClose, paused, onDismiss, toast.id]);

  const destructive = toast.variant === "destructive";
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer is a convenience; the close button is the control
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border bg-surface p-4 text-text shadow-lg shadow-black/40 transition duration-200 starting:translate-y-2 starting:opacity-0 ${
        destructive ? "border-danger/70" : "border-primary/40"
      }`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${destructive ? "text-danger" : "text-primary"}`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-display font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm text-muted">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-white/5 hover:text-text"
        aria-label={`Luk besked: ${toast.title}`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** Shows a toast; needs a `ToastProvider` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it");
  return api;
}
