import { MapPin, User } from "lucide-react";
import { assetTypeLabel } from "@shared/assets/asset";
import type { AssetDetail } from "@shared/assets/asset-register";
import { DUE_STATE_LABELS } from "@shared/rules/asset-due";
import { RecordFact, RecordFacts, RecordSummaryCard } from "@web/components/register/record-summary";
import { formatDate } from "@web/lib/format";
import { FlagBadges, SafeBadge, StatusBadge } from "./asset-badges";

/**
 * The top of the asset's page: what it is, whether it is safe to use and every reason why not, where
 * it is and who has it. The out-of-use banner (with "Clear for use") stands above it and each
 * inspection's standing in the Inspections section below (asset-sections.tsx).
 */
export function AssetSummary({ asset: a }: { asset: AssetDetail }) {
  return (
    <RecordSummaryCard>
      <div className="flex flex-wrap items-center gap-2">
        <SafeBadge colour={a.safe.colour} long />
        <StatusBadge status={a.status} />
        <FlagBadges asset={{ ...a, outOfUse: false }} />
      </div>
      {a.safe.reasons.length > 0 && (
        <ul className="grid gap-1 text-sm text-slate-800" aria-label="Why">
          {a.safe.reasons.map((r, i) => (
            <li key={i} className="flex gap-2">
              <span aria-hidden="true">•</span>
              {r.text}
            </li>
          ))}
        </ul>
      )}
      <RecordFacts spaced>
        <RecordFact label="Type">{[assetTypeLabel(a.type), a.category].filter(Boolean).join(" · ")}</RecordFact>
        <RecordFact label="Place">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5 text-slate-500" aria-hidden="true" />
            {a.contract?.name ?? "Yard"}
            {a.location ? `, ${a.location}` : ""}
          </span>
        </RecordFact>
        <RecordFact label="Holder">
          {a.holder ? (
            <span className="inline-flex flex-wrap items-center gap-1">
              <User className="size-3.5 text-slate-500" aria-hidden="true" />
              {a.holder.name}
              {a.dueBack && <span className={a.flags.overdueReturn ? "font-medium text-red-700" : "text-slate-600"}>, due back {formatDate(a.dueBack)}</span>}
            </span>
          ) : (
            "Nobody: not checked out"
          )}
        </RecordFact>
        <RecordFact label="Maintenance">
          {a.maintenanceDue.dueDay ? `${formatDate(a.maintenanceDue.dueDay)} · ${DUE_STATE_LABELS[a.maintenanceDue.state]}` : "Not scheduled"}
        </RecordFact>
        <RecordFact label="Serial number">{a.serialNumber ?? "Not recorded"}</RecordFact>
        <RecordFact label="Ownership">{a.ownership === "hired_in" ? `Hired in${a.hireSupplier ? ` from ${a.hireSupplier}` : ""}` : "Owned"}</RecordFact>
      </RecordFacts>
    </RecordSummaryCard>
  );
}
