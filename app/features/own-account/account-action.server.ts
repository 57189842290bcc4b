import { data } from "react-router";
import type { PlainAnswer } from "#app/components/forms/plain-form.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { tooManyGuesses } from "#app/features/auth/guess-limit.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { readPlainPost, readPost } from "#app/lib/forms/submission.ts";
import { readFormBody } from "#app/platform/api.server.ts";
import { answerForm, redirectWithToast } from "#app/platform/form-post.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import type { Limited } from "#app/platform/password-guesses.server.ts";
import {
  changePassword,
  confirmTwoFactor,
  saveName,
  startTwoFactor,
  stopTwoFactor,
  type TwoFactorSetup,
} from "./account.server.ts";
import {
  ACCOUNT_FORMS,
  type AccountForm,
  NAME_FORM,
  type NameValues,
  nameForm,
} from "./account-forms.ts";

/**
 * `/admin/konto`'s action (after the route's guard): which form was posted, told by the `form`
 * each posts, read by its description. The name is an editor form (its outcome goes to the form
 * layer's `answerForm`); the others are plain forms whose answer is drawn on the page again (also
 * without JavaScript).
 */
export async function accountAction(request: Request, session: StaffSession) {
  const posted = await readFormBody(request);
  const form = posted.get("form");
  if (form === NAME_FORM) {
    return answerForm(request, ADMIN_SCREENS.account.path, () => nameAction(posted, session));
  }
  if (!isPlainForm(form)) {
    return data({ error: "Ukendt formular." }, { status: 400, headers: NO_STORE_HEADERS });
  }
  return plainAction(request, form, posted, session);
}

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

/** The account's password checks held back (docs/security.md): 429, and when to try again. */
function limited(form: AccountForm, { retryAfter }: Limited) {
  return data({ form, error: tooManyGuesses(retryAfter) } satisfies AccountAnswer, {
    status: 429,
    headers: { ...NO_STORE_HEADERS, "Retry-After": String(retryAfter) },
  });
}

/** The name form's post, answered as every editor form is. */
async function nameAction(form: URLSearchParams, session: StaffSession): Promise<FormOutcome> {
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
  redirectWithToast(ADMIN_SCREENS.account.path, toast, cookies);

async function plainAction(
  request: Request,
  form: AccountForm,
  posted: URLSearchParams,
  session: StaffSession,
) {
  switch (form) {
    case "password": {
      const post = readPlainPost(ACCOUNT_FORMS[form], posted);
      if (!post.ok) return answer(400, { form, errors: post.errors });
      const { current, password } = post.value;
      const changed = await changePassword(session, current, password);
      if (typeof changed === "object") return limited(form, changed);
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
      const post = readPlainPost(ACCOUNT_FORMS[form], posted);
      if (!post.ok) return answer(400, { form, errors: post.errors });
      const { password } = post.value;
      if (form === "two-factor-off") {
        const result = await stopTwoFactor(request, session, password);
        if ("limited" in result) return limited(form, result);
        if (!result.ok) return answer(400, { form, errors: { password: WRONG_PASSWORD } });
        return renewed({ title: "Tofaktor er slået fra" }, result.cookies);
      }
      const result = await startTwoFactor(request, session, password);
      if ("limited" in result) return limited(form, result);
      if (!result.ok) {
        const message = MESSAGES[result.code] ?? WRONG_PASSWORD;
        return answer(400, { form, errors: { password: message } });
      }
      return answer(200, { form, setup: result.value }, result.cookies);
    }
    case "two-factor-confirm": {
      const post = readPlainPost(ACCOUNT_FORMS[form], posted);
      if (!post.ok) return answer(400, { form, errors: post.errors });
      const { code } = post.value;
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

const isPlainForm = (name: string | null): name is AccountForm =>
  name !== null && Object.hasOwn(ACCOUNT_FORMS, name);
