import { useState } from "react";
import { Plus, UserRound, Users, X } from "lucide-react";
import type { DriverRef } from "@shared/fleet/fleet-register";
import type { DriverOption } from "@shared/fleet/fleet-work";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { SearchInput } from "@web/components/ui/search-input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useDebounced } from "@web/lib/use-debounced";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useDriverOptions, useSetDrivers, useVehicle } from "../api/fleet";

const person = (d: DriverRef) => (d.kind === "worker" ? { workerId: d.id } : { userId: d.id });
const same = (a: DriverRef, b: DriverRef) => a.kind === b.kind && a.id === b.id;

/** The driver (a worker or a member of staff) and the secondary drivers, each changed at once. */
export function VehicleDrivers({ vehicleId }: { vehicleId: number }) {
  const { data: v } = useVehicle(vehicleId);
  const set = useSetDrivers(vehicleId);
  const can = usePermission();
  const [picking, setPicking] = useState<"driver" | "secondary" | null>(null);
  if (!v) return null;
  const canEdit = can("Fleet Management", "edit");
  const save = (driver: DriverRef | null, secondary: DriverRef[], done: string) =>
    set.mutate(
      { driver: driver ? person(driver) : null, secondary: secondary.map(person) },
      {
        onSuccess: () => {
          toast({ title: "Success", description: done });
          setPicking(null);
        },
        onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to change the drivers"), variant: "destructive" }),
      },
    );
  return (
    <Card>
      <CardIconHeader icon={Users} title="Drivers" description="Who drives it: a worker or a member of staff, and anyone else who may." />
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-slate-900">Driver</h3>
          {v.driver ? (
            <Row driver={v.driver} onRemove={canEdit ? () => save(null, v.secondaryDrivers, `${v.driver!.name} is no longer the driver`) : undefined} />
          ) : (
            <p className="text-sm text-slate-500">No driver.</p>
          )}
          {canEdit && picking !== "driver" && (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setPicking("driver")}>
              <UserRound aria-hidden="true" />
              {v.driver ? "Change driver" : "Choose driver"}
            </Button>
          )}
          {picking === "driver" && (
            <Picker
              label="Search for the driver"
              onPick={(d) =>
                save(
                  d,
                  v.secondaryDrivers.filter((s) => !same(s, d)),
                  `${d.name} is the driver`,
                )
              }
              onCancel={() => setPicking(null)}
            />
          )}
        </div>
        <div className="grid gap-2 border-t border-slate-200 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">Secondary drivers</h3>
          {v.secondaryDrivers.length ? (
            <ul className="grid gap-1" aria-label="Secondary drivers">
              {v.secondaryDrivers.map((d) => (
                <li key={`${d.kind}:${d.id}`}>
                  <Row
                    driver={d}
                    onRemove={
                      canEdit
                        ? () =>
                            save(
                              v.driver,
                              v.secondaryDrivers.filter((s) => !same(s, d)),
                              `${d.name} removed`,
                            )
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">None.</p>
          )}
          {canEdit && picking !== "secondary" && (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setPicking("secondary")}>
              <Plus aria-hidden="true" />
              Add a secondary driver
            </Button>
          )}
          {picking === "secondary" && (
            <Picker
              label="Search for a secondary driver"
              exclude={[...(v.driver ? [v.driver] : []), ...v.secondaryDrivers]}
              onPick={(d) => save(v.driver, [...v.secondaryDrivers, d], `${d.name} added`)}
              onCancel={() => setPicking(null)}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Row({ driver, onRemove }: { driver: DriverRef; onRemove?: () => void }) {
  return (
    <div className="flex min-w-0 items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm">
      <span className="min-w-0 break-words text-slate-900">
        {driver.name}
        <span className="ml-2 text-xs text-slate-500">{driver.kind === "worker" ? "Worker" : "Staff"}</span>
      </span>
      {onRemove && (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${driver.name}`}>
          <X aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/** A search box and up to 20 people to tap: workers (ID and trade) and staff (their role). */
function Picker({ label, exclude = [], onPick, onCancel }: { label: string; exclude?: DriverRef[]; onPick: (d: DriverOption) => void; onCancel: () => void }) {
  const [q, setQ] = useState("");
  const search = useDebounced(q.trim(), 250);
  const options = useDriverOptions(search);
  const rows = (options.data ?? []).filter((o) => !exclude.some((e) => same(e, o)));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex gap-2">
        <SearchInput aria-label={label} placeholder="Name" value={q} onChange={(e) => setQ(e.target.value)} wrapperClassName="flex-1" autoFocus />
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {options.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The people could not be loaded.
        </p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-1" aria-label="People found">
          {rows.map((o) => (
            <li key={`${o.kind}:${o.id}`}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                onClick={() => onPick(o)}
              >
                <UserRound className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{o.name}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {[o.kind === "worker" ? "Worker" : "Staff", o.detail].filter(Boolean).join(" · ")}
                  </span>
                </span>
              </button>
            </li>
          ))}
          {options.data && rows.length === 0 && <li className="text-sm text-slate-600">Nobody matches.</li>}
        </ul>
      )}
    </div>
  );
}
