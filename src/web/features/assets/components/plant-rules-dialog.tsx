import { useState } from "react";
import { plantCategoryCardsInput, type PlantCategoryCardsFormValues } from "@shared/assets/asset-operators";
import { CardRulesEditor, type CardRuleDraft } from "@web/components/card-rules/card-rules-editor";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { usePlantRules, useSavePlantRules } from "../api/asset-use";

/** Plant categories an operator's card is usually asked of (CPCS and NPORS categories), offered as a rule's name is typed. */
const PLANT_CATEGORIES = [
  "Excavator",
  "Mini excavator",
  "Telehandler",
  "Forward tipping dumper",
  "Ride-on roller",
  "Crawler crane",
  "Mobile crane",
  "MEWP",
  "Forklift",
  "Dozer",
];

/**
 * "Card rules" for plant (issue 32, decision 0075): the cards each plant category's operators need,
 * kept as the trade rules are. Assets view reads them; Assets edit saves the set at once.
 */
export function PlantRulesDialog({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }) {
  const rules = usePlantRules();
  const save = useSavePlantRules();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (drafts: CardRuleDraft[]) => {
    const body = { rules: drafts.map((r) => ({ category: r.name, requirements: r.requirements })) } as PlantCategoryCardsFormValues;
    const parsed = plantCategoryCardsInput.safeParse(body);
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
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Card rules per plant category</DialogTitle>
          <DialogDescription>
            The cards an operator must hold in date to take a machine of each category. Check-out and the pre-use check refuse anyone whose cards fall short,
            unless a manager overrides with a reason.
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
          <CardRulesEditor
            formId="plant-rules-form"
            initial={rules.data.rules.map((r) => ({ name: r.category, requirements: r.requirements }))}
            nameLabel="Plant category"
            addLabel="Add plant category"
            emptyText="No card rules yet: add a plant category."
            suggestions={PLANT_CATEGORIES}
            newScheme="CPCS"
            pending={save.isPending}
            problem={problem}
            onSubmit={submit}
            onCancel={onClose}
          />
        ) : (
          <>
            {rules.data.rules.length === 0 ? (
              <p className="text-sm text-slate-600">No card rules yet.</p>
            ) : (
              <dl className="grid gap-2 text-sm">
                {rules.data.rules.map((r) => (
                  <div key={r.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2">
                    <dt className="font-medium text-slate-900">{r.category}</dt>
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
