import { useState } from "react";
import { ListChecks, UserPlus, Users, X } from "lucide-react";
import type { OperatorView } from "@shared/assets/asset-operators";
import { QueryBody } from "@web/components/forms/query-body";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useOperators, useSaveOperators } from "../api/asset-use";
import { PlantRulesDialog } from "./plant-rules-dialog";
import { WorkerPicker, type WorkerOption } from "@web/components/pickers/worker-picker";

const STATE_BADGE: Record<OperatorView["cardRule"]["state"], { variant: "success" | "warning" | "destructive" | "secondary"; text: string } | null> = {
  met: { variant: "success", text: "Cards met" },
  unchecked: { variant: "warning", text: "Cards not checked" },
  not_met: { variant: "destructive", text: "Cards not met" },
  no_rule: null,
};

/**
 * "Operators" on the asset page (issue 32, decision 0075): the cards its plant category asks for, and
 * the workers it names as its authorised operators (none named: anyone whose cards meet the rule).
 * Assets edit adds and removes them, and keeps the card rules per plant category.
 */
export function AssetOperators({ assetId }: { assetId: number }) {
  const read = useOperators(assetId);
  const save = useSaveOperators(assetId);
  const canEdit = usePermission()("Assets", "edit");
  const [adding, setAdding] = useState(false);
  const [rules, setRules] = useState(false);
  const ops = read.data?.operators ?? [];
  const write = (ids: number[], done: string) =>
    save.mutate(ids, {
      onSuccess: () => toast({ title: done }),
      onError: (err) => toast({ title: errorText(err, "The operators could not be saved"), variant: "destructive" }),
    });
  const add = (w: WorkerOption | null) => {
    if (!w) return;
    setAdding(false);
    write([...ops.map((o) => o.workerId), w.id], `${w.name} authorised`);
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">Operators</h2>
          <Button variant="outline" size="sm" onClick={() => setRules(true)}>
            <ListChecks aria-hidden="true" /> Card rules
          </Button>
        </div>
        <QueryBody read={read} rows={["h-6", "h-12"]} errorTitle="The operators could not be loaded">
          {read.data && (
            <>
              <p className="text-sm text-slate-700">
                {read.data.categoryRule
                  ? `${read.data.categoryRule.category} operators need ${read.data.categoryRule.text}.`
                  : "Its plant category asks for no card."}{" "}
                {ops.length ? "Only the operators below may take it." : "No operators named: anyone whose cards meet the rule may take it."}
              </p>
              {ops.length === 0 ? (
                !adding && <EmptyState icon={Users} title="No authorised operators" text="Name the workers allowed to use it, or leave it to the card rule." />
              ) : (
                <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Authorised operators">
                  {ops.map((o) => (
                    <li key={o.workerId} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm">
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{o.name}</p>
                        <p className="truncate text-xs text-slate-500">
                          {[o.trade, o.workerCode, o.authorisedBy && `authorised by ${o.authorisedBy}`].filter(Boolean).join(" · ")}
                        </p>
                        {o.cardRule.state === "not_met" && <p className="text-xs text-red-700">Missing {o.cardRule.text}</p>}
                      </div>
                      <div className="flex shrink-0 items-center gap-1">
                        {STATE_BADGE[o.cardRule.state] && <Badge variant={STATE_BADGE[o.cardRule.state]!.variant}>{STATE_BADGE[o.cardRule.state]!.text}</Badge>}
                        {canEdit && (
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Remove ${o.name}`}
                            disabled={save.isPending}
                            onClick={() =>
                              write(
                                ops.filter((x) => x.workerId !== o.workerId).map((x) => x.workerId),
                                `${o.name} removed`,
                              )
                            }
                          >
                            <X aria-hidden="true" />
                          </Button>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              {canEdit &&
                (adding ? (
                  <div className="grid gap-2 rounded-lg border border-slate-200 p-3">
                    <p className="text-sm font-medium text-slate-900">Add an operator</p>
                    <WorkerPicker id="add-operator" value={null} onChange={add} exclude={ops.map((o) => o.workerId)} />
                    <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setAdding(false)}>
                      Cancel
                    </Button>
                  </div>
                ) : (
                  <Button variant="outline" className="justify-self-start" disabled={save.isPending} onClick={() => setAdding(true)}>
                    <UserPlus aria-hidden="true" /> Add operator
                  </Button>
                ))}
            </>
          )}
        </QueryBody>
      </CardContent>
      {rules && <PlantRulesDialog canEdit={canEdit} onClose={() => setRules(false)} />}
    </Card>
  );
}
