import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { ADMIN_PATH } from "#app/content/admin-screens.ts";

/**
 * What staff see on an admin-only page (accounts, the log; docs/admin.md#roles): 403, in words, and
 * the way back to the parts of the admin that are theirs. A route's error boundary shows it for
 * the guard's 403, inside the site's header and footer.
 */
export function AdminOnlyMessage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-6 pt-36 pb-24 text-center">
      <title>403 – Kun for administratorer</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl font-bold text-primary">403</p>
      <h1 className="font-display text-h2 font-bold">Kun for administratorer</h1>
      <p className="text-muted">
        Konti og log passes af centrets administratorer. Anmeldelser, indhold og begivenheder kan du
        stadig arbejde med.
      </p>
      <Link to={ADMIN_PATH} className={buttonClass()}>
        Til admin
      </Link>
    </section>
  );
}
