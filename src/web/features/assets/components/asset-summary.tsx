import { MapPin, User } from "lucide-react";
import { assetTypeLabel } from "@shared/assets/asset";
import type { AssetDetail } from "@shared/assets/asset-register";
import { DUE_STATE_LABELS } from "@shared/rules/asset-due";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format";
import { FlagBadges, SafeBadge, StatusBadge } from "./asset-badges";

/**
 * The top of the asset's page: what it is, whether it is safe to use and every reason why not, where
 * it is and who has it. The out-of-use banner (with "Clear for use") stands above it and each
 * inspection's standing in the Inspections section below (asset-sections.tsx).
 */
export function AssetSummary({ asset: a }: { asset: AssetDetail }) {
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-4 sm:pt-6">
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
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <Fact label="Type">{[assetTypeLabel(a.type), a.category].filter(Boolean).join(" · ")}</Fact>
            <Fact label="Place">
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5 text-slate-500" aria-hidden="true" />
                {a.contract?.name ?? "Yard"}
                {a.location ? `, ${a.location}` : ""}
              </span>
            </Fact>
            <Fact label="Holder">
              {a.holder ? (
                <span className="inline-flex flex-wrap items-center gap-1">
                  <User className="size-3.5 text-slate-500" aria-hidden="true" />
                  {a.holder.name}
                  {a.dueBack && (
                    <span className={a.flags.overdueReturn ? "font-medium text-red-700" : "text-slate-600"}>, due back {formatDate(a.dueBack)}</span>
                  )}
                </span>
              ) : (
                "Nobody: not checked out"
              )}
            </Fact>
            <Fact label="Maintenance">
              {a.maintenanceDue.dueDay ? `${formatDate(a.maintenanceDue.dueDay)} · ${DUE_STATE_LABELS[a.maintenanceDue.state]}` : "Not scheduled"}
            </Fact>
            <Fact label="Serial number">{a.serialNumber ?? "Not recorded"}</Fact>
            <Fact label="Ownership">{a.ownership === "hired_in" ? `Hired in${a.hireSupplier ? ` from ${a.hireSupplier}` : ""}` : "Owned"}</Fact>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
