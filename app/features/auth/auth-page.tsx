import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The frame of the pages around signing in (/auth, /auth/glemt, /auth/nulstil/TOKEN,
 * /velkommen/TOKEN): the title, a line under it when the page needs one, then the page.
 */
export function AuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const heading = <h1 className="font-display text-h2 font-bold">{title}</h1>;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-6 pt-32 pb-20">
      {intro ? (
        <div>
          {heading}
          <p className="mt-2 text-muted">{intro}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A link on to the next step (`Glemt adgangskode?`, `Tilbage til log ind`). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="self-start text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
