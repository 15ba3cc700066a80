import { Link } from "@web/lib/router";
import { Hash, MapPin, Package, User, Wrench } from "lucide-react";
import { assetTypeLabel } from "@shared/assets/asset";
import type { AssetSummary } from "@shared/assets/asset-register";
import { DUE_STATE_LABELS } from "@shared/rules/asset-due";
import { CardFact, RegisterResults, cardLinkClass, type RegisterResultsProps } from "@web/components/register/paged-list";
import { expiryTone } from "@web/components/register/documents-panel";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable } from "@web/components/table/headed-table";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { FlagBadges, SafeBadge, StatusBadge } from "./asset-badges";

const link = (a: AssetSummary) => `/assets/edit/${a.id}`;
const placeOf = (a: AssetSummary) => a.contract?.name ?? "Yard";

/** The register's results: cards on a phone, a table from tablet width; the safe colour in words on both. */
export function AssetResults(props: RegisterResultsProps<AssetSummary>) {
  return (
    <RegisterResults
      {...props}
      nouns={["asset", "assets"]}
      icon={Package}
      emptyText="Add your plant, lifting gear and site tools to know where each one is and whether it is safe to use."
      add={{ to: "/assets/new", label: "Add asset" }}
      tryAnother="Try another search, type, status, place or ownership."
      card={(a) => <AssetCard asset={a} />}
      table={(items) => <AssetTable items={items} />}
    />
  );
}

/** Who has it, and until when (red once the day has passed). */
function Holder({ a }: { a: AssetSummary }) {
  if (!a.holder) return null;
  return (
    <span>
      {a.holder.name}
      {a.dueBack && (
        <span className={cn("block text-xs", a.flags.overdueReturn ? "font-medium text-red-700" : "text-slate-500")}>
          {a.flags.overdueReturn ? "Was due back" : "Due back"} {formatDate(a.dueBack)}
        </span>
      )}
    </span>
  );
}

function Maintenance({ a }: { a: AssetSummary }) {
  const due = a.maintenanceDue;
  if (due.state === "none") return <span className="text-slate-400">Not scheduled</span>;
  return (
    <span className={cn(due.state === "expired" && "font-medium text-red-700", due.state === "expiring" && "text-amber-800")}>
      {due.dueDay ? formatDate(due.dueDay) : DUE_STATE_LABELS[due.state]}
      {due.state !== "valid" && <span className="block text-xs">{DUE_STATE_LABELS[due.state]}</span>}
    </span>
  );
}

const toneOf = (a: AssetSummary) => expiryTone(a.safe.colour === "red" ? "expired" : a.safe.colour === "amber" ? "expiring" : "valid");

function AssetCard({ asset: a }: { asset: AssetSummary }) {
  const reason = a.safe.reasons[0]?.text;
  return (
    <Link to={link(a)} className={cn(cardLinkClass, toneOf(a))}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{a.name}</p>
          <p className="text-xs break-words text-slate-500">{[assetTypeLabel(a.type), a.category].filter(Boolean).join(" · ")}</p>
        </div>
        <SafeBadge colour={a.safe.colour} />
      </div>
      {reason && <p className="mt-1 text-xs text-slate-700">{reason}</p>}
      <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        <CardFact icon={MapPin}>{placeOf(a)}</CardFact>
        {a.holder && (
          <CardFact icon={User}>
            {a.holder.name}
            {a.dueBack ? `, due back ${formatDate(a.dueBack)}` : ""}
          </CardFact>
        )}
        {a.serialNumber && <CardFact icon={Hash}>{a.serialNumber}</CardFact>}
        {a.maintenanceDue.dueDay && <CardFact icon={Wrench}>Service {formatDate(a.maintenanceDue.dueDay)}</CardFact>}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        {a.status !== "active" && <StatusBadge status={a.status} />}
        {a.ownership === "hired_in" && <span className="text-xs text-slate-600">Hired in{a.hireSupplier ? ` from ${a.hireSupplier}` : ""}</span>}
        <FlagBadges asset={a} />
      </div>
    </Link>
  );
}

function AssetTable({ items }: { items: AssetSummary[] }) {
  return (
    <HeadedTable columns={["Asset", "Safe to use", "Place", "Holder", "Maintenance", "Status"]}>
      {items.map((a) => (
        <TableRow key={a.id} className={a.status === "retired" || a.status === "sold" ? "text-slate-500" : undefined}>
          <TableCell className="max-w-xs">
            <Link to={link(a)} className="font-medium break-words text-slate-900 hover:underline">
              {a.name}
            </Link>
            <span className="block text-xs break-words text-slate-500">{[assetTypeLabel(a.type), a.category, a.serialNumber].filter(Boolean).join(" · ")}</span>
            {a.ownership === "hired_in" && <span className="block text-xs text-slate-600">Hired in{a.hireSupplier ? ` from ${a.hireSupplier}` : ""}</span>}
          </TableCell>
          <TableCell className="max-w-56 text-sm">
            <SafeBadge colour={a.safe.colour} />
            {a.safe.reasons[0] && <span className="mt-1 block text-xs text-slate-600">{a.safe.reasons[0].text}</span>}
          </TableCell>
          <TableCell className="text-sm">
            {placeOf(a)}
            {a.location && <span className="block text-xs text-slate-500">{a.location}</span>}
          </TableCell>
          <TableCell className="text-sm">{a.holder ? <Holder a={a} /> : <span className="text-slate-400">None</span>}</TableCell>
          <TableCell className="text-sm">
            <Maintenance a={a} />
          </TableCell>
          <TableCell className="text-sm">
            <span className="flex flex-wrap items-center gap-1.5">
              <StatusBadge status={a.status} />
              <FlagBadges asset={a} />
            </span>
          </TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
}
