import { Ban, MapPin, User } from "lucide-react";
import { assetTypeLabel } from "@shared/assets/asset";
import type { AssetDetail } from "@shared/assets/asset-register";
import { DUE_STATE_LABELS } from "@shared/rules/asset-due";
import { ExpiryBadge } from "@web/components/register/documents-panel";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDate, formatDateTime } from "@web/lib/format";
import { FlagBadges, SafeBadge, StatusBadge } from "./asset-badges";

/**
 * The top of the asset's page: what it is, whether it is safe to use and every reason why not, where
 * it is and who has it, and an out-of-use banner no one can miss. Then each inspection it needs with
 * its last and next day.
 */
export function AssetSummary({ asset: a }: { asset: AssetDetail }) {
  return (
    <div className="grid gap-4">
      {a.outOfUse && (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <Ban className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Out of use: do not use this item</p>
            <p className="text-sm">
              {a.outOfUseReason ?? "Taken out of use"}
              {a.outOfUseSince ? ` (since ${formatDateTime(a.outOfUseSince)})` : ""}. An authorised person must clear it before it is used again.
            </p>
          </div>
        </div>
      )}
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
          {a.standings.length > 0 && <Standings asset={a} />}
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

const STANDING_WORDS = { valid: "In date", expiring: "Due soon", expired: "Overdue", none: "Not scheduled" } as const;

/** Each inspection the item needs: the last one, the next due and its state in words. */
function Standings({ asset }: { asset: AssetDetail }) {
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-3">
      <h2 className="text-sm font-semibold text-slate-900">Inspections it needs</h2>
      <ul className="grid gap-2">
        {asset.standings.map((s) => (
          <li key={s.kind} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-words text-slate-800">{s.label}</span>
            <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <span>Last {s.lastDay ? formatDate(s.lastDay) : "never"}</span>
              <span>
                {s.dueFor === "never"
                  ? "Needed before use"
                  : s.dueFor === "new_site"
                    ? `Due before use at this site (${formatDate(s.dueDay!)})`
                    : `Next ${formatDate(s.dueDay!)}`}
              </span>
              <ExpiryBadge state={s.state}>{s.dueFor === "never" ? "Never done" : STANDING_WORDS[s.state]}</ExpiryBadge>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
