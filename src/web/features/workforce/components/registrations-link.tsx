import { ClipboardList } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Link } from "@web/lib/router";
import { usePendingCount } from "../api/registrations";

/** The Workforce header's way to the registrations waiting for the site team, with how many wait. */
export function RegistrationsLink() {
  const pending = usePendingCount(true);
  const count = pending.data ?? 0;
  return (
    <Button variant="outline" asChild>
      <Link to="/workforce/registrations" aria-label={count ? `Registrations: ${count} waiting` : "Registrations"}>
        <ClipboardList aria-hidden="true" />
        Registrations
        {count > 0 && <span className="rounded-full bg-brand px-1.5 text-xs font-semibold text-brand-foreground">{count}</span>}
      </Link>
    </Button>
  );
}
