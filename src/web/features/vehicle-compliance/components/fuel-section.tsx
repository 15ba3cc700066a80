import { useState } from "react";
import { Fuel, Plus, Trash2 } from "lucide-react";
import type { FuelLogView } from "@shared/vehicle-compliance/fuel";
import { PagedList } from "@web/components/register/paged-list";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-store";
import { toast } from "@web/components/ui/toast";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { errorText } from "@web/lib/api";
import { formatCarbon, formatCurrency, formatDate, formatQuantity } from "@web/lib/format";
import { useFuel, useRemoveFuel } from "../api/vehicle-compliance";
import { LogFuelDialog } from "./log-fuel-dialog";

/**
 * The vehicle page's "Fuel": litres, cost and Scope 1 carbon totals, logging fuel (to a contract or the
 * company), and each log newest first with the DESNZ factor it used. Carbon shows only to a reader
 * with Carbon Tracking view (the server leaves it out otherwise).
 */
export function FuelSection({ vehicleId }: { vehicleId: number }) {
  const [page, setPage] = useState(1);
  const [logging, setLogging] = useState(false);
  const read = useFuel(vehicleId, page);
  const remove = useRemoveFuel(vehicleId);
  const can = usePermission();
  const totals = read.data?.totals;

  const onRemove = async (l: FuelLogView) => {
    const ok = await confirm({
      title: "Delete this fuel log?",
      description: `${formatQuantity(Number(l.litres), "litres")} on ${formatDate(l.day)} goes to the recycle bin, and its carbon leaves the totals until it is restored.`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(l.id, {
      onSuccess: () => toast({ title: "Fuel log deleted" }),
      onError: (e) => toast({ title: "Not deleted", description: errorText(e, "The fuel log could not be deleted"), variant: "destructive" }),
    });
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">Fuel</h2>
          {can("Fleet Management", "create") && (
            <Button variant="outline" size="sm" onClick={() => setLogging(true)}>
              <Plus aria-hidden="true" />
              Log fuel
            </Button>
          )}
        </div>
        {totals && totals.logs > 0 && (
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3" aria-label="Fuel totals">
            <Total label="Litres" value={formatQuantity(Number(totals.litres), "l")} />
            <Total label="Cost" value={formatCurrency(totals.cost)} />
            {totals.kgCo2e !== undefined && <Total label="Scope 1 carbon" value={formatCarbon(totals.kgCo2e)} />}
          </dl>
        )}
        <PagedList<FuelLogView>
          query={read}
          errorTitle="The fuel logs could not be loaded"
          filtered={false}
          empty={{ icon: Fuel, title: "No fuel logged", text: "Log each fill-up: its litres give the vehicle's Scope 1 carbon." }}
          noMatch={{ title: "No fuel", text: "" }}
          itemKey={(l) => l.id}
          cardsLabel="Fuel logs"
          pagerOnlyWhenPaged
          onPage={setPage}
          card={(l) => <FuelCard log={l} canDelete={can("Fleet Management", "delete")} onRemove={() => onRemove(l)} />}
        />
      </CardContent>
      {logging && read.data && <LogFuelDialog vehicleId={vehicleId} defaultProject={read.data.defaultProject} onClose={() => setLogging(false)} />}
    </Card>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-2.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function FuelCard({ log: l, canDelete, onRemove }: { log: FuelLogView; canDelete: boolean; onRemove: () => void }) {
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">
          {formatDate(l.day)} · {formatQuantity(Number(l.litres), "litres")}
        </span>
        <span className="text-slate-700 tabular-nums">{l.cost ? formatCurrency(l.cost) : ""}</span>
      </p>
      <p className="text-xs break-words text-slate-600">
        {l.fuelTypeLabel} · {l.project ? l.project.name : "Company (no contract)"}
        {l.mileage !== null ? ` · ${l.mileage.toLocaleString("en-GB")} miles` : ""}
        {l.fuelCard ? " · fuel card" : ""}
      </p>
      {l.kgCo2e !== undefined && (
        <p className="text-xs break-words text-slate-600">
          {formatCarbon(l.kgCo2e)} at {l.factorKgPerLitre} kg CO2e per litre ({l.factorSource})
        </p>
      )}
      {l.notes && <p className="text-xs break-words text-slate-700">{l.notes}</p>}
      {canDelete && (
        <div className="flex justify-end">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Delete the fuel log of ${formatDate(l.day)}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
