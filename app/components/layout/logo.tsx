import { Link } from "react-router";
import { useSite } from "~/root";

/** The center's mark and name, linking home. */
export function Logo() {
  const { siteName } = useSite();
  return (
    <Link to="/" className="flex min-h-11 items-center gap-3 rounded-lg font-display font-bold">
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
      <span className="leading-tight">{siteName}</span>
    </Link>
  );
}
