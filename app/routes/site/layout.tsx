import { Outlet } from "react-router";

export default function SiteLayout() {
  return (
    <>
      <a href="#indhold" className="sr-only focus:not-sr-only">
        Spring til indhold
      </a>
      <main id="indhold">
        <Outlet />
      </main>
    </>
  );
}
