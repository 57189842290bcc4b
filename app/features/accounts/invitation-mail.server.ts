import { settings } from "#app/platform/env.server.ts";
import { sendMail } from "#app/platform/mail.server.ts";
import type { StaffAccount } from "./schema.ts";

/** The invitation's link (e-mail links use SITE_URL: docs/settings.md). */
export function invitationUrl(token: string): string {
  return new URL(`/velkommen/${token}`, settings().SITE_URL).href;
}

/** The invitation e-mail (through SMTP_URL; without it nothing is sent and the admin passes it on). */
export function sendInvitation(account: StaffAccount, token: string, invitedBy: string): void {
  const { SITE_NAME } = settings();
  sendMail(
    {
      to: account.email,
      subject: `Invitation til administrationen af ${SITE_NAME}`,
      text: [
        `Hej ${account.name}`,
        "",
        `${invitedBy} har oprettet en konto til dig i administrationen af ${SITE_NAME}.`,
        "Vælg din adgangskode her:",
        "",
        invitationUrl(token),
        "",
        "Linket virker i 72 timer og kun én gang. Har du ikke ventet denne e-mail, kan du se bort fra den.",
      ].join("\n"),
    },
    "invitation",
  );
}
