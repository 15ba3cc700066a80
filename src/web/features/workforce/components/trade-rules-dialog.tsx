import { useState } from "react";
import { ListChecks } from "lucide-react";
import { WORKER_TRADES } from "@shared/workforce/worker";
import { tradeCardRulesInput, type TradeCardRulesFormValues } from "@shared/workforce/trade-card-rules";
import { CardRulesDialog } from "@web/components/card-rules/card-rules-dialog";
import { Button } from "@web/components/ui/button";
import { errorText } from "@web/lib/api";
import { useSaveTradeRules, useTradeRules } from "../api/trade-rules";

/**
 * "Card rules" on /workforce (issue 30, decision 0067): the cards each trade needs. Workforce view
 * reads them; Workforce edit changes the set and saves it at once. Each group is met by any one of its
 * cards ("CPCS or NPORS"); every group of a rule must be met.
 */
export function TradeRulesButton({ canEdit }: { canEdit: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ListChecks aria-hidden="true" />
        Card rules
      </Button>
      {open && <TradeRulesDialog canEdit={canEdit} onClose={() => setOpen(false)} />}
    </>
  );
}

function TradeRulesDialog({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }) {
  const rules = useTradeRules();
  const save = useSaveTradeRules();
  return (
    <CardRulesDialog
      title="Card rules per trade"
      description="The cards a worker of each trade must hold in date. A worker whose cards do not meet their trade's rule is flagged on the register and their page."
      read={{ ...rules, data: rules.data && { rules: rules.data.rules.map((r) => ({ ...r, name: r.trade })) } }}
      canEdit={canEdit}
      editor={{
        formId: "trade-rules-form",
        nameLabel: "Trade",
        addLabel: "Add trade",
        emptyText: "No card rules yet: add a trade.",
        suggestions: WORKER_TRADES,
      }}
      save={{
        isPending: save.isPending,
        run: (drafts, done, fail) => {
          const body = { rules: drafts.map((r) => ({ trade: r.name, requirements: r.requirements })) } as TradeCardRulesFormValues;
          const parsed = tradeCardRulesInput.safeParse(body);
          if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Check the rules");
          save.mutate(body, { onSuccess: done, onError: (err) => fail(errorText(err, "Failed to save the card rules")) });
        },
      }}
      onClose={onClose}
    />
  );
}
