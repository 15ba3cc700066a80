import { useState } from "react";
import { LogOut } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { errorText } from "@web/lib/api";

/** "Signed in at 09:12 — Sign out": a visitor's or a worker's own phone while they are on site. */
export function OnSiteCard({ name, at, onSignOut }: { name: string; at: string | null; onSignOut: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="visit-title" className="grid gap-4 rounded-lg border border-emerald-200 bg-emerald-50 p-5">
      <div>
        <h2 id="visit-title" className="text-xl font-semibold text-emerald-900">
          Signed in at {at}
        </h2>
        <p className="text-emerald-900">{name}: tap Sign out when you leave the site.</p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button
        type="button"
        size="lg"
        className="h-12 text-base"
        disabled={pending}
        onClick={() => {
          setPending(true);
          setError(null);
          onSignOut()
            .catch((e: unknown) => setError(errorText(e, "Could not sign you out. Check your signal and try again.")))
            .finally(() => setPending(false));
        }}
      >
        <LogOut aria-hidden="true" />
        {pending ? "Signing out…" : "Sign out"}
      </Button>
    </section>
  );
}
