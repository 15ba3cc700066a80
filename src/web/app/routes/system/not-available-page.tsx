import { Construction } from "lucide-react";
import { EmptyState } from "@web/components/ui/empty-state";

/** A route of an area not built yet: it says so, and pretends nothing. */
export default function NotAvailablePage({ area, summary }: { area: string; summary: string }) {
  return (
    <div className="mx-auto max-w-2xl p-6">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{area}</h1>
      <EmptyState
        icon={Construction}
        title={`${area} is not available yet`}
        text={`${summary} This part of Sitebook is being built and will appear here in a coming release.`}
      />
    </div>
  );
}
