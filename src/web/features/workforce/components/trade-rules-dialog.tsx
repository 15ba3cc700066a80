import { useState, type FormEvent } from "react";
import { ListChecks, Plus, Trash2, X } from "lucide-react";
import { CARD_SCHEMES, WORKER_TRADES } from "@shared/workforce/worker";
import { tradeCardRulesInput, type TradeCardRuleView, type TradeCardRulesFormValues } from "@shared/workforce/trade-card-rules";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useSaveTradeRules, useTradeRules } from "../api/trade-rules";

type Req = { scheme: string; cardType: string };
type Rule = { key: number; trade: string; groups: Req[][] };

const SCHEME_OPTIONS = CARD_SCHEMES.map((s) => ({ value: s.value, label: s.value === "other" ? "Other" : s.value }));
const newReq = (): Req => ({ scheme: "CSCS", cardType: "" });
let nextKey = 1;
const fromView = (r: TradeCardRuleView): Rule => ({
  key: nextKey++,
  trade: r.trade,
  groups: r.requirements.map((g) => g.map((q) => ({ scheme: q.scheme, cardType: q.cardType ?? "" }))),
});
const toBody = (rules: Rule[]): TradeCardRulesFormValues => ({
  rules: rules.map((r) => ({
    trade: r.trade,
    requirements: r.groups.map((g) => g.map((q) => ({ scheme: q.scheme as "CSCS", cardType: q.cardType || null }))),
  })),
});

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
  const [rules, setRules] = useState<Rule[]>(() => initial.map(fromView));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTradeRules();
  const change = (key: number, next: (r: Rule) => Rule) => setRules((all) => all.map((r) => (r.key === key ? next(r) : r)));
  const setReq = (r: Rule, gi: number, qi: number, patch: Partial<Req>): Rule => ({
    ...r,
    groups: r.groups.map((g, i) => (i === gi ? g.map((q, j) => (j === qi ? { ...q, ...patch } : q)) : g)),
  });
  const dropReq = (r: Rule, gi: number, qi: number): Rule => ({
    ...r,
    groups: r.groups.map((g, i) => (i === gi ? g.filter((_, j) => j !== qi) : g)).filter((g) => g.length > 0),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = tradeCardRulesInput.safeParse(toBody(rules));
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the rules");
    setProblem(null);
    save.mutate(toBody(rules), {
      onSuccess: () => {
        toast({ title: "Card rules saved" });
        onClose();
      },
      onError: (err) => setProblem(errorText(err, "Failed to save the card rules")),
    });
  };

  return (
    <form id="trade-rules-form" onSubmit={submit} className="grid gap-3" noValidate>
      <datalist id="trade-rule-trades">
        {WORKER_TRADES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {rules.length === 0 && <p className="text-sm text-slate-600">No card rules yet: add a trade.</p>}
      {rules.map((r) => (
        <fieldset key={r.key} className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <legend className="sr-only">{`Rule for ${r.trade || "a new trade"}`}</legend>
          <div className="flex items-center gap-2">
            <Input
              aria-label="Trade"
              placeholder="Trade"
              list="trade-rule-trades"
              value={r.trade}
              onChange={(e) => change(r.key, (x) => ({ ...x, trade: e.target.value }))}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove the rule for ${r.trade || "this trade"}`}
              onClick={() => setRules((all) => all.filter((x) => x.key !== r.key))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          {r.groups.map((g, gi) => (
            <div key={gi} className="grid gap-1.5 rounded-md bg-slate-50 p-2">
              <p className="text-xs font-medium text-slate-600">{gi === 0 ? "Needs one of" : "And one of"}</p>
              {g.map((q, qi) => (
                <div key={qi} className="flex flex-wrap items-center gap-2">
                  {qi > 0 && <span className="text-xs text-slate-500">or</span>}
                  <Select
                    aria-label="Card scheme"
                    className="w-28"
                    options={SCHEME_OPTIONS}
                    value={q.scheme}
                    onChange={(e) => change(r.key, (x) => setReq(x, gi, qi, { scheme: e.target.value }))}
                  />
                  <Input
                    aria-label="Card type (optional)"
                    placeholder="Any card type"
                    className="min-w-0 flex-1"
                    value={q.cardType}
                    onChange={(e) => change(r.key, (x) => setReq(x, gi, qi, { cardType: e.target.value }))}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label="Remove this card"
                    onClick={() => change(r.key, (x) => dropReq(x, gi, qi))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
              ))}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-start"
                onClick={() => change(r.key, (x) => ({ ...x, groups: x.groups.map((gg, i) => (i === gi ? [...gg, newReq()] : gg)) }))}
              >
                <Plus aria-hidden="true" />
                Or another card
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => change(r.key, (x) => ({ ...x, groups: [...x.groups, [newReq()]] }))}
          >
            <Plus aria-hidden="true" />
            {r.groups.length ? "And another card" : "Add a card"}
          </Button>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => setRules((all) => [...all, { key: nextKey++, trade: "", groups: [[newReq()]] }])}
      >
        <Plus aria-hidden="true" />
        Add trade
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <FormDialogFooter form="trade-rules-form" pending={save.isPending} onCancel={onClose} spinner>
        Save rules
      </FormDialogFooter>
    </form>
  );
}
