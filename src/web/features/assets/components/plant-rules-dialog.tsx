import { plantCategoryCardsInput, type PlantCategoryCardsFormValues } from "@shared/assets/asset-operators";
import { CardRulesDialog } from "@web/components/card-rules/card-rules-dialog";
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
  return (
    <CardRulesDialog
      title="Card rules per plant category"
      description="The cards an operator must hold in date to take a machine of each category. Check-out and the pre-use check refuse anyone whose cards fall short, unless a manager overrides with a reason."
      read={{ ...rules, data: rules.data && { rules: rules.data.rules.map((r) => ({ ...r, name: r.category })) } }}
      canEdit={canEdit}
      editor={{
        formId: "plant-rules-form",
        nameLabel: "Plant category",
        addLabel: "Add plant category",
        emptyText: "No card rules yet: add a plant category.",
        suggestions: PLANT_CATEGORIES,
        newScheme: "CPCS",
      }}
      save={{
        isPending: save.isPending,
        run: (drafts, done, fail) => {
          const body = { rules: drafts.map((r) => ({ category: r.name, requirements: r.requirements })) } as PlantCategoryCardsFormValues;
          const parsed = plantCategoryCardsInput.safeParse(body);
          if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Check the rules");
          save.mutate(body, { onSuccess: done, onError: (err) => fail(errorText(err, "Failed to save the card rules")) });
        },
      }}
      onClose={onClose}
    />
  );
}
