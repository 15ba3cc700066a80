import { AlertTriangle, Ban, CheckCircle2, Clock, PackageX, ShieldAlert } from "lucide-react";
import { ASSET_STATUS_LABELS, type AssetStatus } from "@shared/assets/asset";
import type { AssetFlags, AssetSummary } from "@shared/assets/asset-register";
import { SAFE_COLOUR_LABELS, type SafeColour } from "@shared/rules/inspections";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

/*
 * The register's badges: never colour alone, always the words (and an icon) with it, so the safe
 * colour reads the same on a phone in the sun, in print and to a screen reader.
 */

const SAFE: Record<SafeColour, { variant: BadgeProps["variant"]; icon: typeof CheckCircle2; short: string }> = {
  green: { variant: "success", icon: CheckCircle2, short: "Safe to use" },
  amber: { variant: "warning", icon: AlertTriangle, short: "Inspection due soon" },
  red: { variant: "destructive", icon: Ban, short: "Do not use" },
};

/** Green, amber or red in words; `long` says the full label ("Safe to use: an inspection is due soon"). */
export function SafeBadge({ colour, long = false }: { colour: SafeColour; long?: boolean }) {
  const { variant, icon: Icon, short } = SAFE[colour];
  return (
    <Badge variant={variant} data-safe={colour}>
      <Icon aria-hidden="true" />
      {long ? SAFE_COLOUR_LABELS[colour] : short}
    </Badge>
  );
}

const STATUS: Record<AssetStatus, BadgeProps["variant"]> = {
  active: "secondary",
  maintenance: "warning",
  retired: "outline",
  sold: "outline",
  lost: "destructive",
};

export function StatusBadge({ status }: { status: AssetStatus }) {
  return <Badge variant={STATUS[status]}>{ASSET_STATUS_LABELS[status]}</Badge>;
}

/** What stands out on a row: out of use, an overdue return, idle hire, hire without its evidence. */
export function FlagBadges({ asset }: { asset: Pick<AssetSummary, "outOfUse"> & { flags: AssetFlags } }) {
  const { flags } = asset;
  return (
    <>
      {asset.outOfUse && (
        <Badge variant="destructive">
          <PackageX aria-hidden="true" />
          Out of use
        </Badge>
      )}
      {flags.overdueReturn && (
        <Badge variant="destructive">
          <Clock aria-hidden="true" />
          Overdue return
        </Badge>
      )}
      {flags.idleHire && (
        <Badge variant="warning">
          <Clock aria-hidden="true" />
          Idle hire
        </Badge>
      )}
      {flags.noHireEvidence && (
        <Badge variant="warning">
          <ShieldAlert aria-hidden="true" />
          No hire evidence
        </Badge>
      )}
    </>
  );
}
