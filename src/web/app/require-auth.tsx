import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "@web/lib/router";
import { Spinner } from "@web/components/ui/spinner";
import { useUser } from "@web/features/auth/api/get-user";

// Rarely needed, and it brings the Radix dialog: loaded only for a user who must change a password.
const ForcePasswordChangeDialog = lazy(() =>
  import("@web/features/auth/components/force-password-change-dialog").then((m) => ({ default: m.ForcePasswordChangeDialog })),
);

/** product.md §2.1: a spinner while the user loads, /auth for anonymous visitors, the forced change when due. */
export function RequireAuth() {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner size="lg" label="Loading Sitebook" />
      </div>
    );
  }
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return (
    <>
      <Outlet />
      {user.mustChangePassword && (
        <Suspense fallback={null}>
          <ForcePasswordChangeDialog />
        </Suspense>
      )}
    </>
  );
}
