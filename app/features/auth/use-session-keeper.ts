import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { checkSession, SESSION_CHECK_INTERVAL_MS } from "./session-check.ts";

/**
 * While someone is signed in, recheck the session every 30 s and when the window regains focus.
 * When it has ended, reload the loaders: the navigation loses `Log ud`/`Admin` and admin pages
 * send the visitor to /auth.
 */
export function useSessionKeeper(signedIn: boolean): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!signedIn) return;
    let checking = false;
    const check = async () => {
      if (checking) return;
      checking = true;
      try {
        if ((await checkSession()) === "signed-out") await revalidate();
      } finally {
        checking = false;
      }
    };
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    const onFocus = () => void check();
    window.addEventListener("focus", onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", onFocus);
    };
  }, [signedIn, revalidate]);
}
