import { useState, type FormEvent } from "react";
import { Plus, Trash2, X } from "lucide-react";
import { CARD_SCHEMES } from "@shared/workforce/worker-cards";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";

/** A rule as read: what it is for (a trade, a plant category) and its groups of alternatives. */
export type CardRuleView = { name: string; requirements: { scheme: string; cardType?: string }[][] };
/** A rule as sent: a blank card type is none. */
export type CardRuleDraft = { name: string; requirements: { scheme: string; cardType: string | null }[][] };

type Req = { scheme: string; cardType: string };
type Rule = { key: number; name: string; groups: Req[][] };

const SCHEME_OPTIONS = CARD_SCHEMES.map((s) => ({ value: s.value, label: s.value === "other" ? "Other" : s.value }));
let nextKey = 1;
const fromView = (r: CardRuleView): Rule => ({
  key: nextKey++,
  name: r.name,
  groups: r.requirements.map((g) => g.map((q) => ({ scheme: q.scheme, cardType: q.cardType ?? "" }))),
});
const toDrafts = (rules: Rule[], newScheme: string): CardRuleDraft[] =>
  rules.map((r) => ({ name: r.name, requirements: r.groups.map((g) => g.map((q) => ({ scheme: q.scheme || newScheme, cardType: q.cardType || null }))) }));

export type CardRulesEditorProps = {
  formId: string;
  initial: CardRuleView[];
  /** "Trade", "Plant category". */
  nameLabel: string;
  /** "Add trade". */
  addLabel: string;
  emptyText: string;
  /** Names offered as the rule's name is typed. */
  suggestions: readonly string[];
  /** The scheme a new card starts as. */
  newScheme?: string;
  pending: boolean;
  problem: string | null;
  onSubmit: (rules: CardRuleDraft[]) => void;
  onCancel: () => void;
};

/**
 * The card rules editor (decision 0067, and issue 32's plant categories): one rule per name, each a
 * list of groups of alternatives. Every group must be met by one in-date card, and a group by any one
 * of its cards ("CPCS or NPORS"). The caller checks the set with its schema and saves it at once.
 */
export function CardRulesEditor({
  formId,
  initial,
  nameLabel,
  addLabel,
  emptyText,
  suggestions,
  newScheme = "CSCS",
  pending,
  problem,
  onSubmit,
  onCancel,
}: CardRulesEditorProps) {
  const [rules, setRules] = useState<Rule[]>(() => initial.map(fromView));
  const newReq = (): Req => ({ scheme: newScheme, cardType: "" });
  const change = (key: number, next: (r: Rule) => Rule) => setRules((all) => all.map((r) => (r.key === key ? next(r) : r)));
  const setReq = (r: Rule, gi: number, qi: number, patch: Partial<Req>): Rule => ({
    ...r,
    groups: r.groups.map((g, i) => (i === gi ? g.map((q, j) => (j === qi ? { ...q, ...patch } : q)) : g)),
  });
  const dropReq = (r: Rule, gi: number, qi: number): Rule => ({
    ...r,
    groups: r.groups.map((g, i) => (i === gi ? g.filter((_, j) => j !== qi) : g)).filter((g) => g.length > 0),
  });
  const listId = `${formId}-names`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(toDrafts(rules, newScheme));
  };

  return (
    <form id={formId} onSubmit={submit} className="grid gap-3" noValidate>
      <datalist id={listId}>
        {suggestions.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {rules.length === 0 && <p className="text-sm text-slate-600">{emptyText}</p>}
      {rules.map((r) => (
        <fieldset key={r.key} className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <legend className="sr-only">{`Rule for ${r.name || `a new ${nameLabel.toLowerCase()}`}`}</legend>
          <div className="flex items-center gap-2">
            <Input
              aria-label={nameLabel}
              placeholder={nameLabel}
              list={listId}
              value={r.name}
              onChange={(e) => change(r.key, (x) => ({ ...x, name: e.target.value }))}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove the rule for ${r.name || `this ${nameLabel.toLowerCase()}`}`}
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
        onClick={() => setRules((all) => [...all, { key: nextKey++, name: "", groups: [[newReq()]] }])}
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <FormDialogFooter form={formId} pending={pending} onCancel={onCancel} spinner>
        Save rules
      </FormDialogFooter>
    </form>
  );
}
