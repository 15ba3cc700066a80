import { lazy, Suspense } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";

const ForcePasswordChangeForm = lazy(() => import("./force-password-change-form"));

/**
 * product.md §2.6: a blocking dialog while the user must change a temporary password. It cannot be
 * dismissed by clicking outside or Escape, has no close button, and closes when the reloaded user no
 * longer needs a change (RequireAuth stops rendering it).
 */
export function ForcePasswordChangeDialog() {
  return (
    <Dialog open>
      <DialogContent hideClose dismissible={false} className="sm:max-w-md">
        <Suspense
          fallback={
            <div className="grid justify-items-center gap-2 py-8">
              <DialogTitle className="sr-only">Change your password</DialogTitle>
              <DialogDescription className="sr-only">Loading</DialogDescription>
              <Spinner label="Loading" />
            </div>
          }
        >
          <ForcePasswordChangeForm />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
