import ShieldCheck from "lucide-react/icons/shield-check";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { forgetDrafts } from "#app/components/forms/draft-store.ts";
import { EditorForm, SaveButton } from "#app/components/forms/editor-form.tsx";
import { FieldView } from "#app/components/forms/field-view.tsx";
import { PlainForm } from "#app/components/forms/plain-form.tsx";
import { useFormEditor } from "#app/components/forms/use-form-editor.ts";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import type { Account } from "./account.server.ts";
import type { AccountAnswer } from "./account-action.server.ts";
import { ACCOUNT_FORMS, type AccountForm, NAME_FORM, nameForm } from "./account-forms.ts";

function Card({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface/60 p-5 sm:p-6"
    >
      <div>
        <h2 id={id} className="font-display text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}

function NameCard({ account, outcome }: { account: Account; outcome: FormOutcome | undefined }) {
  const editor = useFormEditor({
    description: nameForm,
    draftKey: "account:name",
    stored: { value: { name: account.name }, version: 1 },
    outcome,
    failTitle: "Ikke gemt",
  });
  return (
    <Card id="account-name" title="Navn" intro={`Du er logget ind som ${account.email}.`}>
      <EditorForm
        editor={editor}
        action={ADMIN_SCREENS.account.path}
        hidden={{ form: NAME_FORM }}
        className="flex flex-col gap-4"
      >
        <FieldView field={nameForm.field} path={[]} editor={editor} />
        <SaveButton editor={editor} label="Gem navn" className="self-start" />
      </EditorForm>
    </Card>
  );
}

function Done({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="status" className="rounded-lg border border-primary/40 bg-primary/10 p-3 font-medium">
      {text}
    </p>
  );
}

/** The authenticator's setup, shown once in the answer that made it. */
function Setup({ setup }: { setup: NonNullable<AccountAnswer["setup"]> }) {
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-muted">
        <li>
          Scan QR-koden med din godkendelsesapp (fx Google Authenticator, Microsoft Authenticator
          eller 1Password).
        </li>
        <li>Skriv den kode, appen viser, i feltet Kode, og tryk Bekræft.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={setup.qr}
          width={200}
          height={200}
          alt="QR-kode til godkendelsesappen"
          className="rounded-lg bg-white p-1"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm font-medium">
            Kan du ikke scanne? Tilføj kontoen med denne adresse:
          </p>
          <code
            data-otpauth
            className="rounded-lg border border-border bg-bg p-3 text-sm break-all"
          >
            {setup.uri}
          </code>
        </div>
      </div>
      <div className="flex flex-col gap-2 rounded-xl border border-vip/40 p-4">
        <h3 className="font-semibold">Gendannelseskoder</h3>
        <p className="text-sm text-muted">
          Gem dem et sikkert sted nu: de vises kun denne ene gang. Hver kode virker én gang i stedet
          for en kode fra appen, hvis du mister telefonen.
        </p>
        <ul aria-label="Gendannelseskoder" className="grid grid-cols-2 gap-2 font-mono">
          {setup.recoveryCodes.map((code) => (
            <li key={code} className="rounded-md bg-bg px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What the page knows of its plain forms' posts: each one's answer, and whether it is under way. */
type Posts = {
  answer: (form: AccountForm) => AccountAnswer | undefined;
  submitting: (form: AccountForm) => boolean;
};

/** One of the page's plain forms, which posts its name as `form`. */
function AccountPlainForm({
  form,
  posts,
  variant,
}: {
  form: AccountForm;
  posts: Posts;
  variant?: "secondary" | "danger";
}) {
  return (
    <PlainForm
      description={ACCOUNT_FORMS[form]}
      answer={posts.answer(form)}
      variant={variant}
      submitting={posts.submitting(form)}
      hidden={{ form }}
    />
  );
}

function TwoFactorCard({ account, posts }: { account: Account; posts: Posts }) {
  const on = posts.answer("two-factor-on");
  const intro =
    "Med tofaktor skal du ud over adgangskoden skrive en kode fra en godkendelsesapp på din telefon, når du logger ind.";
  return (
    <Card id="account-two-factor" title="Tofaktorlogin" intro={intro}>
      {account.twoFactor === "on" ? (
        <>
          <p className="flex items-center gap-2 font-medium text-primary">
            <ShieldCheck aria-hidden="true" className="size-5" />
            Tofaktor er slået til.
          </p>
          <AccountPlainForm form="two-factor-off" posts={posts} variant="danger" />
        </>
      ) : account.twoFactor === "pending" ? (
        <>
          {on?.setup ? (
            <Setup setup={on.setup} />
          ) : (
            <p className="text-muted">
              Tofaktor er ved at blive slået til. Skriv koden fra appen, eller start forfra for at
              få en ny QR-kode og nye gendannelseskoder.
            </p>
          )}
          <AccountPlainForm form="two-factor-confirm" posts={posts} />
          <details className="rounded-xl border border-border p-4" open={Boolean(on?.errors)}>
            <summary className="cursor-pointer font-medium">Start forfra</summary>
            <div className="mt-4">
              <AccountPlainForm form="two-factor-on" posts={posts} variant="secondary" />
            </div>
          </details>
        </>
      ) : (
        <AccountPlainForm form="two-factor-on" posts={posts} />
      )}
    </Card>
  );
}

/** `/admin/konto`: the signed-in person's name, password and two-factor sign-in. */
export function AccountScreen({
  account,
  outcome: posted,
}: {
  account: Account;
  /** The action's answer: the name form's outcome, a plain form's answer, or a refusal. */
  outcome: AccountAnswer | FormOutcome | { error: string } | undefined;
}) {
  const navigation = useNavigation();
  const outcome = posted && "status" in posted ? posted : undefined;
  const plain = posted && "form" in posted ? posted : undefined;
  const posts: Posts = {
    answer: (form) => (plain?.form === form ? plain : undefined),
    submitting: (form) =>
      navigation.state === "submitting" && navigation.formData?.get("form") === form,
  };
  return (
    <AdminFrame
      screen="account"
      intro="Dit navn, din adgangskode og tofaktorlogin. Ændringer her gælder kun din egen konto."
      onSignOut={forgetDrafts}
    >
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <NameCard account={account} outcome={outcome} />
          <Card
            id="account-password"
            title="Skift adgangskode"
            intro="Skriv din nuværende adgangskode og en ny. Du bliver logget ud alle andre steder."
          >
            <Done text={posts.answer("password")?.done} />
            <AccountPlainForm form="password" posts={posts} />
          </Card>
        </div>
        <TwoFactorCard account={account} posts={posts} />
      </div>
    </AdminFrame>
  );
}
