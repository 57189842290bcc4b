import { data } from "react-router";
import type { PlainAnswer } from "#app/components/forms/plain-form.tsx";
import {
  type ChangePasswordValues,
  changePasswordForm,
} from "#app/features/auth/password-forms.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import type { FormDescription } from "#app/lib/forms/fields.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { redirectWithToast } from "#app/platform/form-post.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import {
  changePassword,
  confirmTwoFactor,
  saveName,
  startTwoFactor,
  stopTwoFactor,
  type TwoFactorSetup,
} from "./account.server.ts";
import {
  type ConfirmValues,
  confirmCodeForm,
  type NameValues,
  nameForm,
  type PasswordValues,
  twoFactorPasswordForm,
} from "./account-forms.ts";

/**
 * `/admin/konto`'s action: which form was posted (`form`), read by its description. The name is
 * an editor form (its outcome goes to the form layer's `answerForm`); the others are plain forms
 * whose answer is drawn on the page again (also without JavaScript).
 */

export type AccountForm = "password" | "two-factor-on" | "two-factor-confirm" | "two-factor-off";

export type AccountAnswer = PlainAnswer & {
  form: AccountForm;
  done?: string;
  setup?: TwoFactorSetup;
};

const WRONG_PASSWORD = "Adgangskoden passer ikke.";

const MESSAGES: Record<string, string> = {
  INVALID_PASSWORD: WRONG_PASSWORD,
  INVALID_CODE: "Koden passer ikke. Vent på den næste kode i appen, og prøv igen.",
  TOTP_ALREADY_ENABLED: "Tofaktor er allerede slået til.",
  TOTP_NOT_ENABLED: "Start forfra med Slå tofaktor til.",
};

function answer(status: number, body: AccountAnswer, cookies: string[] = []) {
  const headers = new Headers(NO_STORE_HEADERS);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return data(body, { status, headers });
}

/** The name form's post, answered as every editor form is. */
export async function nameAction(
  form: URLSearchParams,
  session: StaffSession,
): Promise<FormOutcome> {
  const post = readPost(nameForm, form);
  if (post.kind === "edited") return { status: "edited", draft: post.draft, version: 1 };
  if (post.kind === "invalid") {
    return {
      status: "invalid",
      draft: post.draft,
      errors: post.errors,
      toast: { title: "Ikke gemt", description: "Ret det markerede.", variant: "destructive" },
    };
  }
  const { name } = post.value as NameValues;
  await saveName(session, name);
  return {
    status: "saved",
    stored: { value: { name }, version: 1 },
    toast: { title: "Navnet er gemt" },
  };
}

/**
 * Two-factor on or off renews the session (better-auth ends the old one): the page is drawn
 * again on a new request, which carries the new cookie — never in the answer to this post,
 * whose loaders would still see the old one.
 */
const renewed = (toast: { title: string; description?: string }, cookies: string[]) =>
  redirectWithToast("/admin/konto", toast, cookies);

function invalid(form: AccountForm, description: FormDescription, posted: URLSearchParams) {
  const post = readPost(description, posted);
  if (post.kind === "valid") return { post, refused: null };
  const errors = post.kind === "invalid" ? post.errors : {};
  return { post, refused: answer(400, { form, errors }) };
}

export async function plainAction(
  request: Request,
  form: AccountForm,
  posted: URLSearchParams,
  session: StaffSession,
) {
  switch (form) {
    case "password": {
      const { post, refused } = invalid(form, changePasswordForm, posted);
      if (refused) return refused;
      const { current, password } = post.value as ChangePasswordValues;
      const changed = await changePassword(session, current, password);
      if (changed === "limited") {
        return answer(429, { form, error: "For mange forsøg. Vent en time, og prøv igen." });
      }
      if (changed === "wrong") {
        return answer(400, { form, errors: { current: WRONG_PASSWORD } });
      }
      return answer(200, {
        form,
        done: "Adgangskoden er skiftet. Du er logget ud alle andre steder.",
      });
    }
    case "two-factor-on":
    case "two-factor-off": {
      const { post, refused } = invalid(form, twoFactorPasswordForm, posted);
      if (refused) return refused;
      const { password } = post.value as PasswordValues;
      if (form === "two-factor-off") {
        const result = await stopTwoFactor(request, session, password);
        if (!result.ok) return answer(400, { form, errors: { password: WRONG_PASSWORD } });
        return renewed({ title: "Tofaktor er slået fra" }, result.cookies);
      }
      const result = await startTwoFactor(request, password);
      if (!result.ok) {
        const message = MESSAGES[result.code] ?? WRONG_PASSWORD;
        return answer(400, { form, errors: { password: message } });
      }
      return answer(200, { form, setup: result.value }, result.cookies);
    }
    case "two-factor-confirm": {
      const { post, refused } = invalid(form, confirmCodeForm, posted);
      if (refused) return refused;
      const { code } = post.value as ConfirmValues;
      const result = await confirmTwoFactor(request, session, code);
      if (!result.ok) {
        const message = MESSAGES[result.code] ?? MESSAGES.INVALID_CODE;
        return answer(400, { form, errors: { code: message ?? "" } });
      }
      return renewed(
        {
          title: "Tofaktor er slået til",
          description: "Næste gang du logger ind, spørger vi om en kode fra appen.",
        },
        result.cookies,
      );
    }
  }
}

const FORMS = new Set<string>([
  "password",
  "two-factor-on",
  "two-factor-confirm",
  "two-factor-off",
]);

export const isPlainForm = (name: string | null): name is AccountForm =>
  name !== null && FORMS.has(name);
