import type { ReactNode } from "react";
import { Link } from "react-router";

/** The frame of the pages around signing in (/auth, /auth/glemt, /auth/nulstil/TOKEN). */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-6 pt-32 pb-20">
      <h1 className="font-display text-h2 font-bold">{title}</h1>
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
