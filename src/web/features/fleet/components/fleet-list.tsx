import { Link } from "@web/lib/router";
import { Gauge, Truck, User } from "lucide-react";
import { vehicleTypeLabel } from "@shared/fleet/fleet";
import type { VehicleSummary } from "@shared/fleet/fleet-register";
import { formatCount } from "@shared/common/numbers";
import { expiryTone } from "@web/components/register/documents-panel";
import { CardFact, RegisterResults, cardLinkClass, type RegisterResultsProps } from "@web/components/register/paged-list";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable } from "@web/components/table/headed-table";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { PlateBadge } from "@web/components/ui/plate-badge";
import { StatusBadge, VehicleFlags } from "./fleet-badges";

const link = (v: VehicleSummary) => `/fleet/${v.id}/edit`;
const what = (v: VehicleSummary) => [vehicleTypeLabel(v.vehicleType), [v.make, v.model].filter(Boolean).join(" "), v.year].filter(Boolean).join(" · ");
const tone = (v: VehicleSummary) => expiryTone(v.offRoad || v.flags.some((f) => f.state === "expired") ? "expired" : v.flags.length ? "expiring" : "valid");

/** The register's results: cards on a phone, a table from tablet width; every flag in words with its colour. */
export function FleetResults(props: RegisterResultsProps<VehicleSummary>) {
  return (
    <RegisterResults
      {...props}
      nouns={["vehicle", "vehicles"]}
      icon={Truck}
      emptyText="Add your vans, cars and lorries to keep their MOT, tax, insurance and servicing in date."
      add={{ to: "/fleet/new", label: "Add vehicle" }}
      tryAnother="Try another search, type, status or driver."
      card={(v) => <VehicleCard vehicle={v} />}
      table={(items) => <FleetTable items={items} />}
    />
  );
}

function VehicleCard({ vehicle: v }: { vehicle: VehicleSummary }) {
  return (
    <Link to={link(v)} className={cn(cardLinkClass, tone(v))}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{v.vehicleName}</p>
          <p className="text-xs break-words text-slate-500">{what(v)}</p>
        </div>
        <PlateBadge plate={v.plate} />
      </div>
      <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        {v.driver && <CardFact icon={User}>{v.driver.name}</CardFact>}
        {v.currentMileage !== null && <CardFact icon={Gauge}>{formatCount(v.currentMileage)} miles</CardFact>}
        {v.status !== "active" && <StatusBadge status={v.status} />}
      </div>
      <div className="mt-2">
        <VehicleFlags vehicle={v} />
      </div>
    </Link>
  );
}

/** A day in the table, red once past, amber within the warning window (the flag of that key says which). */
function Day({ v, flag: flagKey, day }: { v: VehicleSummary; flag: string; day: string | null }) {
  if (!day) return <span className="text-slate-400">None</span>;
  const flag = v.flags.find((f) => f.key === flagKey);
  return <span className={cn(flag?.state === "expired" && "font-medium text-red-700", flag?.state === "expiring" && "text-amber-800")}>{formatDate(day)}</span>;
}

function FleetTable({ items }: { items: VehicleSummary[] }) {
  return (
    <HeadedTable columns={["Vehicle", "Registration", "Driver", "MOT", "Road tax", "Insurance", "Due and status"]}>
      {items.map((v) => (
        <TableRow key={v.id} className={v.status === "sold" || v.status === "disposed" ? "text-slate-500" : undefined}>
          <TableCell className="max-w-xs">
            <Link to={link(v)} className="font-medium break-words text-slate-900 hover:underline">
              {v.vehicleName}
            </Link>
            <span className="block text-xs break-words text-slate-500">{what(v)}</span>
          </TableCell>
          <TableCell>
            <PlateBadge plate={v.plate} />
          </TableCell>
          <TableCell className="text-sm">{v.driver ? v.driver.name : <span className="text-slate-400">None</span>}</TableCell>
          <TableCell className="text-sm">
            <Day v={v} flag="mot" day={v.motExpiry} />
          </TableCell>
          <TableCell className="text-sm">
            <Day v={v} flag="tax" day={v.roadTaxExpiry} />
          </TableCell>
          <TableCell className="text-sm">
            <Day v={v} flag="insurance" day={v.insuranceExpiry} />
          </TableCell>
          <TableCell className="max-w-72 text-sm">
            <span className="flex flex-wrap items-center gap-1.5">
              {v.status !== "active" && v.status !== "off_road" && <StatusBadge status={v.status} />}
              <VehicleFlags vehicle={v} limit={2} />
              {!v.offRoad && !v.flags.length && v.status === "active" && <span className="text-slate-500">All in date</span>}
            </span>
          </TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
}
