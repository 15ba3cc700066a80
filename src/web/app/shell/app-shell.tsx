import { Outlet } from "react-router";

/** Placeholder layout; replaced by the header, sidebar and mobile menu. */
export function AppShell() {
  return (
    <main className="min-h-screen">
      <Outlet />
    </main>
  );
}
