import { AlertTriangle, ShieldCheck } from "lucide-react";
import type { TradeRuleState } from "@shared/workforce/card-rules";
import type { WorkerTradeRule } from "@shared/workforce/trade-card-rules";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

/**
 * A worker against their trade's card rule (decision 0067; the server works it out). Not met is
 * flagged whatever else they hold; met by a card nobody has checked is "met, not checked".
 */
export function TradeRuleFlag({ trade, rule }: { trade: string | null; rule: WorkerTradeRule }) {
  if (rule.state === "no_rule" || !trade) return null;
  const tone = {
    not_met: "border-red-300 bg-red-50 text-red-900",
    unchecked: "border-amber-300 bg-amber-50 text-amber-950",
    met: "border-emerald-200 bg-emerald-50 text-emerald-900",
  }[rule.state];
  const words = {
    not_met: `Does not meet the ${trade} card rule: needs ${rule.text}`,
    unchecked: `${trade} card rule met, not checked (${rule.text}): record a check of the card`,
    met: `Meets the ${trade} card rule: ${rule.text}`,
  }[rule.state];
  const Icon = rule.state === "met" ? ShieldCheck : AlertTriangle;
  return (
    <p role={rule.state === "not_met" ? "alert" : "status"} className={cn("flex items-start gap-2 rounded-md border p-3 text-sm font-medium", tone)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{words}</span>
    </p>
  );
}

/** The register's badge: only the states that need someone to act. */
export function TradeRuleBadge({ state }: { state: TradeRuleState }) {
  if (state === "not_met") return <Badge variant="destructive">Card rule not met</Badge>;
  if (state === "unchecked") return <Badge variant="warning">Card rule met, not checked</Badge>;
  return null;
}
