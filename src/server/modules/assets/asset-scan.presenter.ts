import { assetStatusLabel } from "@shared/assets/asset-lists";
import type { AssetScan, ScanInspectionState } from "@shared/assets/asset-scan";
import { ukDay } from "@shared/common/uk-dates";
import { inspectionKindLabel, SAFE_COLOUR_LABELS, type InspectionStanding, type SafeReason } from "@shared/rules/inspections";
import type { AssetSafety } from "./asset-safety";

/**
 * The public scan's answer from the one reading of "safe to use" (asset-safety.ts): the colour and
 * its words, each reason in words, each inspection's last and next day, and the out-of-use flag.
 * Built field by field from those alone, so nothing else about the item can reach a stranger's phone.
 */

/** One reason as a sentence; the inspection's standing says why an overdue one is due now. */
export function reasonWords(reason: SafeReason, standings: readonly InspectionStanding[], today: string): string {
  switch (reason.code) {
    case "out_of_use":
      return "Taken out of use: it must be cleared by an authorised person before it is used";
    case "not_in_service":
      return `Not in service: ${assetStatusLabel(reason.status).toLowerCase()}`;
    case "never_inspected":
      return `${inspectionKindLabel(reason.kind)}: none recorded, needed before use`;
    case "due_soon":
      return `${inspectionKindLabel(reason.kind)} due ${ukDay(reason.dueDay)}`;
    case "overdue": {
      const name = inspectionKindLabel(reason.kind);
      const standing = standings.find((s) => s.kind === reason.kind);
      if (standing?.dueFor === "new_site") return `${name} needed before use at its new site`;
      if (reason.dueDay && reason.dueDay < today) return `${name} overdue: was due ${ukDay(reason.dueDay)}`;
      // In date by the calendar, but its engine hours or miles have reached the interval.
      return `${name} due now: its hours or miles have reached the interval`;
    }
  }
}

const STATE_OF: Record<SafeReason["code"], ScanInspectionState | null> = {
  out_of_use: null,
  not_in_service: null,
  never_inspected: "never",
  overdue: "overdue",
  due_soon: "due_soon",
};

export function scanAnswer(safety: AssetSafety, asset: { outOfUse: boolean; outOfUseSince: Date | null }, today: string): AssetScan {
  const { safe, standings } = safety;
  const stateOf = (kind: string): ScanInspectionState => {
    const reason = safe.reasons.find((r) => "kind" in r && r.kind === kind);
    return (reason && STATE_OF[reason.code]) ?? "ok";
  };
  return {
    colour: safe.colour,
    words: SAFE_COLOUR_LABELS[safe.colour],
    reasons: safe.reasons.map((r) => reasonWords(r, standings, today)),
    inspections: standings.map((s) => ({
      kind: s.kind,
      name: inspectionKindLabel(s.kind),
      lastDay: s.lastDay,
      nextDay: s.dueDay,
      state: stateOf(s.kind),
    })),
    outOfUse: asset.outOfUse,
    outOfUseSince: asset.outOfUse && asset.outOfUseSince ? asset.outOfUseSince.toISOString() : null,
  };
}
