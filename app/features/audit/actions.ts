import type { AuditAction } from "#app/platform/audit.server.ts";

/** Each audit action as `/admin/log` names it, in the order its filter offers them. */
const AUDIT_ACTION_LABELS = {
  "testimonial.create": "Anmeldelse tilføjet",
  "testimonial.update": "Anmeldelse redigeret",
  "testimonial.delete": "Anmeldelse slettet",
  "testimonial.restore": "Anmeldelse gendannet",
  "testimonial.purge": "Anmeldelse slettet for altid",
  "testimonial.approve": "Anmeldelse godkendt",
  "testimonial.reject": "Anmeldelse afvist",
  "content.save": "Indhold gemt",
  "content.restore": "Indhold gendannet",
  "image.upload": "Billede uploadet",
  "event.create": "Begivenhed oprettet",
  "event.update": "Begivenhed redigeret",
  "event.cancel": "Begivenhed aflyst",
  "event.delete": "Begivenhed slettet",
  "event.restore": "Begivenhed gendannet",
  "event.purge": "Begivenhed slettet for altid",
  "registration.update": "Tilmelding ændret",
  "bracket.create": "Turnering startet",
  "bracket.delete": "Turnering nulstillet",
  "match.update": "Kamp ændret",
  "match.report": "Resultat rapporteret",
  "user.invite": "Person inviteret",
  "user.role": "Rolle ændret",
  "user.activate": "Konto aktiveret",
  "user.deactivate": "Konto deaktiveret",
  "user.name": "Navn ændret",
  "password.set": "Adgangskode oprettet",
  "password.reset": "Adgangskode nulstillet",
  "two_factor.enable": "Tofaktor slået til",
  "two_factor.disable": "Tofaktor slået fra",
  "sign_in.success": "Logget ind",
  "sign_in.failure": "Mislykket login",
} as const satisfies Record<AuditAction, string>;

/** The label of a stored action; an action this release does not know shows as stored. */
export function actionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as AuditAction]
    : action;
}
