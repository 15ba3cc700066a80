import { AlertTriangle, Ban, Clock } from "lucide-react";
import { VEHICLE_STATUS_LABELS, type VehicleStatus } from "@shared/fleet/fleet";
import type { VehicleSummary } from "@shared/fleet/fleet-register";
import type { VehicleFlag } from "@shared/rules/vehicle-due";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

/*
 * The fleet's badges: never colour alone, always the words (and an icon), so a flag reads the same on
 * a phone in the sun, in print and to a screen reader.
 */

/** One due or overdue flag in words: red once overdue, amber while due soon. */
export function FlagBadge({ flag }: { flag: Pick<VehicleFlag, "state" | "text" | "key"> }) {
  const Icon = flag.state === "expired" ? AlertTriangle : Clock;
  return (
    <Badge variant={flag.state === "expired" ? "destructive" : "warning"} data-flag={flag.key}>
      <Icon aria-hidden="true" />
      {flag.text}
    </Badge>
  );
}

export function OffRoadBadge({ reason }: { reason?: string | null }) {
  return (
    <Badge variant="destructive" data-flag="off_road">
      <Ban aria-hidden="true" />
      Off road{reason ? `: ${reason}` : ""}
    </Badge>
  );
}

const STATUS: Record<VehicleStatus, BadgeProps["variant"]> = {
  active: "secondary",
  maintenance: "warning",
  off_road: "destructive",
  sold: "outline",
  disposed: "outline",
};

export const StatusBadge = ({ status }: { status: VehicleStatus }) => <Badge variant={STATUS[status]}>{VEHICLE_STATUS_LABELS[status]}</Badge>;

/** Off the road first, then each flag, worst first (the server's order); nothing when all is in date. */
export function VehicleFlags({ vehicle: v, limit }: { vehicle: Pick<VehicleSummary, "offRoad" | "offRoadReason" | "flags">; limit?: number }) {
  const flags = limit ? v.flags.slice(0, limit) : v.flags;
  const more = v.flags.length - flags.length;
  if (!v.offRoad && !v.flags.length) return null;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {v.offRoad && <OffRoadBadge reason={v.offRoadReason} />}
      {flags.map((f) => (
        <FlagBadge key={f.key} flag={f} />
      ))}
      {more > 0 && <span className="text-xs text-slate-600">and {more} more</span>}
    </span>
  );
}
