import { useState } from "react";
import { FileDiff, Plus } from "lucide-react";
import { COST_HEADS, VARIATION_STATUSES, type CostHead, type VariationStatus, type VariationView } from "@shared/cost-analysis/variations";
import { VARIATION_STATUS_LABELS } from "@shared/rules/cost-forecast";
import { COST_HEAD_LABELS } from "@shared/rules/cvr";
import { PagedList } from "@web/components/register/paged-list";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useDeleteVariation, useVariations, type VariationFilters } from "../api/variations";
import { VariationFormDialog } from "./variation-form";
import { VariationCard, VariationTable, type VariationHandlers } from "./variation-list";
import { VariationStatusDialog } from "./variation-status-dialog";

const options = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((v) => v === value);

/**
 * A contract's variations register (decision 0081, "Variations"): in number order, filtered by status
 * and head, paged. A reader with the Cost Analysis rights raises, edits, moves on and deletes them;
 * an approved variation is final, so it offers none of these.
 */
export function VariationsSection({ slug }: { slug: string }) {
  const can = usePermission();
  const rights = { canEdit: can("Cost Analysis", "edit"), canDelete: can("Cost Analysis", "delete") };
  const canCreate = can("Cost Analysis", "create");
  const [filters, setFilters] = useState<VariationFilters>({ page: 1 });
  const list = useVariations(slug, filters);
  const remove = useDeleteVariation(slug);
  const [form, setForm] = useState<{ variation: VariationView | null } | null>(null);
  const [move, setMove] = useState<{ variation: VariationView; to: VariationStatus } | null>(null);
  const filtered = filters.status !== undefined || filters.head !== undefined;

  const drop = async (v: VariationView) => {
    const ok = await confirm({
      title: `Delete ${v.number}?`,
      description: `${v.number} ${v.title} goes to the recycle bin, keeping its number; its estimates leave the projected budget.`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(v.id, {
      onSuccess: () => toast({ title: "Success", description: `${v.number} deleted` }),
      // An approval meanwhile makes it final: the server's 409 says so in its own words.
      onError: (e) => toast({ title: "Error", description: errorText(e, "The variation could not be deleted"), variant: "destructive" }),
    });
  };
  const handlers: VariationHandlers = {
    onEdit: (variation) => setForm({ variation }),
    onMove: (variation, to) => setMove({ variation, to }),
    onDelete: (v) => void drop(v),
  };
  const raise = canCreate && (
    <Button onClick={() => setForm({ variation: null })}>
      <Plus aria-hidden="true" />
      Raise variation
    </Button>
  );

  return (
    <Card>
      <CardIconHeader
        icon={FileDiff}
        title="Variations"
        description="Changes to the contract's value and cost. Pending and unagreed ones move the projected budget; approval moves the budget and the contract value."
      />
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-36 flex-1 gap-1.5 sm:flex-none">
            <Label htmlFor="variations-status">Status</Label>
            <Select
              id="variations-status"
              placeholder="All statuses"
              options={options(VARIATION_STATUS_LABELS)}
              value={filters.status ?? ""}
              onChange={(e) => setFilters((f) => ({ ...f, page: 1, status: oneOf(VARIATION_STATUSES, e.target.value) }))}
            />
          </div>
          <div className="grid min-w-36 flex-1 gap-1.5 sm:flex-none">
            <Label htmlFor="variations-head">Head</Label>
            <Select
              id="variations-head"
              placeholder="All heads"
              options={options(COST_HEAD_LABELS)}
              value={filters.head ?? ""}
              onChange={(e) => setFilters((f) => ({ ...f, page: 1, head: oneOf<CostHead>(COST_HEADS, e.target.value) }))}
            />
          </div>
          {raise && <div className="w-full sm:ml-auto sm:w-auto [&>button]:w-full sm:[&>button]:w-auto">{raise}</div>}
        </div>
        <PagedList
          query={list}
          errorTitle="The variations could not be loaded"
          filtered={filtered}
          empty={{ icon: FileDiff, title: "No variations yet", text: "Raise a variation when the client instructs a change, priced or not yet priced." }}
          noMatch={{ title: "No variations match these filters", text: "Try another status or head." }}
          total={["variation", "variations"]}
          itemKey={(v) => v.id}
          card={(v) => <VariationCard variation={v} rights={rights} {...handlers} />}
          table={(items) => <VariationTable items={items} rights={rights} {...handlers} />}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
          pagerOnlyWhenPaged
          cardsLabel="Variations"
        />
      </CardContent>
      {form && <VariationFormDialog slug={slug} variation={form.variation} onClose={() => setForm(null)} />}
      {move && <VariationStatusDialog slug={slug} variation={move.variation} to={move.to} onClose={() => setMove(null)} />}
    </Card>
  );
}
