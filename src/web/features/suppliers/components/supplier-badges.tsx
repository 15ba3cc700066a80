import { ShieldCheck, Star } from "lucide-react";
import { supplierStatusLabel, type InsuranceState } from "@shared/suppliers/supplier";
import { ExpiryBadge } from "@web/components/register/documents-panel";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";

const STATUS_VARIANT: Record<string, "success" | "warning" | "secondary"> = { active: "success", on_hold: "warning", inactive: "secondary" };

export const SupplierStatusBadge = ({ status }: { status: string }) => (
  <Badge variant={STATUS_VARIANT[status] ?? "secondary"}>{supplierStatusLabel(status)}</Badge>
);

/** Expired insurance in red, insurance running out within 30 days in amber; nothing for valid cover. */
export function InsuranceFlag({ state, expiry, long = false }: { state: InsuranceState; expiry: string | null; long?: boolean }) {
  if (state === "expired") return <ExpiryBadge state="expired">{long && expiry ? `Insurance expired ${formatDate(expiry)}` : "Insurance expired"}</ExpiryBadge>;
  if (state === "expiring")
    return <ExpiryBadge state="expiring">{long && expiry ? `Insurance expires ${formatDate(expiry)}` : "Insurance expiring"}</ExpiryBadge>;
  if (long && state === "valid" && expiry)
    return (
      <Badge variant="outline">
        <ShieldCheck aria-hidden="true" />
        Insured to {formatDate(expiry)}
      </Badge>
    );
  return null;
}

/** A 0–5 score as five stars and its figure; "Not rated" at zero. */
export function RatingStars({ value, label, className }: { value: string; label: string; className?: string }) {
  const n = Number(value);
  if (!n) return <span className={cn("text-xs text-slate-400", className)}>Not rated</span>;
  return (
    <span className={cn("inline-flex items-center gap-1 whitespace-nowrap", className)} aria-label={`${label} ${value} out of 5`}>
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            className={cn("size-3.5", n >= i - 0.25 ? "fill-amber-400 text-amber-400" : n >= i - 0.75 ? "fill-amber-200 text-amber-400" : "text-slate-300")}
          />
        ))}
      </span>
      <span className="text-xs font-medium text-slate-700 tabular-nums">{value}</span>
    </span>
  );
}
