import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { getSnapshot, subscribe } from "./confirm-store";

export { confirm, type ConfirmOptions, type ConfirmVariant } from "./confirm-store";

// The dialog itself (Radix) loads with the first question, not with every screen that can ask one.
const ConfirmDialogView = lazy(() => import("./confirm-dialog-view"));

/** Mount once, near the root of the app. */
export function ConfirmDialogHost() {
  const request = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const [asked, setAsked] = useState(false);
  if (request && !asked) setAsked(true);
  if (!asked && !request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView request={request} />
    </Suspense>
  );
}
