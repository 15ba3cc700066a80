import { useState } from "react";
import { ListChecks } from "lucide-react";
import { WORKER_TRADES } from "@shared/workforce/worker";
import { tradeCardRulesInput, type TradeCardRuleView, type TradeCardRulesFormValues } from "@shared/workforce/trade-card-rules";
import { CardRulesEditor, type CardRuleDraft } from "@web/components/card-rules/card-rules-editor";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
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
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Card rules per trade</DialogTitle>
          <DialogDescription>
            The cards a worker of each trade must hold in date. A worker whose cards do not meet their trade&apos;s rule is flagged on the register and their
            page.
          </DialogDescription>
        </DialogHeader>
        {!rules.data ? (
          rules.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(rules.error, "The card rules could not be loaded")}
            </p>
          ) : (
            <Skeleton className="h-32" />
          )
        ) : canEdit ? (
          <RulesEditor initial={rules.data.rules} onClose={onClose} />
        ) : (
          <>
            {rules.data.rules.length === 0 ? (
              <p className="text-sm text-slate-600">No card rules yet.</p>
            ) : (
              <dl className="grid gap-2 text-sm">
                {rules.data.rules.map((r) => (
                  <div key={r.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2">
                    <dt className="font-medium text-slate-900">{r.trade}</dt>
                    <dd className="text-slate-700">{r.text}</dd>
                  </div>
                ))}
              </dl>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RulesEditor({ initial, onClose }: { initial: TradeCardRuleView[]; onClose: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTradeRules();
  const submit = (drafts: CardRuleDraft[]) => {
    const body = { rules: drafts.map((r) => ({ trade: r.name, requirements: r.requirements })) } as TradeCardRulesFormValues;
    const parsed = tradeCardRulesInput.safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the rules");
    setProblem(null);
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: "Card rules saved" });
        onClose();
      },
      onError: (err) => setProblem(errorText(err, "Failed to save the card rules")),
    });
  };
  return (
    <CardRulesEditor
      formId="trade-rules-form"
      initial={initial.map((r) => ({ name: r.trade, requirements: r.requirements }))}
      nameLabel="Trade"
      addLabel="Add trade"
      emptyText="No card rules yet: add a trade."
      suggestions={WORKER_TRADES}
      pending={save.isPending}
      problem={problem}
      onSubmit={submit}
      onCancel={onClose}
    />
  );
}
