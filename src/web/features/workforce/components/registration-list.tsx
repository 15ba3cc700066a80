import { ClipboardList } from "lucide-react";
import { ukStamp } from "@shared/common/uk-dates";
import type { RegistrationView } from "@shared/workforce/worker-registrations";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { StatusBadge } from "./registration-review";

/** The registrations of one status, newest first: who, for which contract, when, and the match approval would make. */
export function RegistrationList({
  items,
  selected,
  onSelect,
  status,
}: {
  items: RegistrationView[];
  selected: number | null;
  onSelect: (id: number) => void;
  status: string;
}) {
  if (items.length === 0)
    return (
      <EmptyState
        icon={ClipboardList}
        title={status === "pending" ? "No registrations waiting" : `No ${status} registrations`}
        text={status === "pending" ? "When a worker registers from a contract's link, it waits here for the site team." : undefined}
      />
    );
  return (
    <ul className="grid gap-2" aria-label="Registrations">
      {items.map((r) => {
        const name = `${r.details.firstName ?? ""} ${r.details.lastName ?? ""}`.trim();
        return (
          <li
            key={r.id}
            className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-white p-3 ${selected === r.id ? "border-brand" : "border-slate-200"}`}
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">{name}</p>
              <p className="text-sm text-slate-600">
                {r.contractName} · {[r.details.trade, r.details.employer].filter(Boolean).join(", ") || "No trade given"}
              </p>
              <p className="text-xs text-slate-500">
                Sent {ukStamp(new Date(r.submittedAt))} · {r.cards.length} {r.cards.length === 1 ? "card" : "cards"} ·{" "}
                {r.induction ? `induction ${r.induction.passed ? "passed" : "not passed"} (${r.induction.score} %)` : "induction not taken"}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <StatusBadge r={r} />
              <Button type="button" variant="outline" size="sm" onClick={() => onSelect(r.id)} aria-label={`Review ${name}`}>
                Review
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
