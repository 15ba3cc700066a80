import { Link } from "@web/lib/router";
import { Briefcase, HardHat, Phone, Users } from "lucide-react";
import type { WorkerSummary } from "@shared/workforce/worker";
import { CardFact, PagedList, cardLinkClass, type PageQuery } from "@web/components/register/paged-list";
import { expiryTone } from "@web/components/register/documents-panel";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable, hidden } from "@web/components/table/headed-table";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { CardStatusBadge, InductionBadge } from "./worker-badges";
import { TradeRuleBadge } from "./trade-rule-flag";

const link = (w: WorkerSummary) => `/workforce/edit/${w.id}`;
const nameOf = (w: WorkerSummary) => `${w.firstName} ${w.lastName}`;

/** Workers ticked for the ID card sheet, kept across pages (issue 30: "An A4 sheet prints a gang's cards"). */
export type Ticked = { has: (id: number) => boolean; toggle: (w: WorkerSummary) => void };

/** The register's results: cards on a phone, a table from tablet width; card state flagged on both. */
export function WorkerResults({
  list,
  filtered,
  onPage,
  canCreate,
  ticked,
}: {
  list: PageQuery<WorkerSummary>;
  filtered: boolean;
  onPage: (page: number) => void;
  canCreate: boolean;
  ticked: Ticked;
}) {
  return (
    <PagedList
      query={list}
      errorTitle="The workers could not be loaded"
      filtered={filtered}
      empty={{
        icon: Users,
        title: "No workers yet",
        text: "Add the operatives who work on your sites with their cards, or import them from a CSV file.",
        add: canCreate ? { to: "/workforce/new", label: "Add worker" } : undefined,
      }}
      noMatch={{ title: "No workers match these filters", text: "Try another search, trade, employer, card status, card rule or induction." }}
      total={["worker", "workers"]}
      itemKey={(w) => w.id}
      card={(w) => <WorkerCard worker={w} ticked={ticked} />}
      table={(items) => <WorkerTable items={items} ticked={ticked} />}
      onPage={onPage}
      cardsLabel="Workers"
    />
  );
}

function Expiry({ w }: { w: WorkerSummary }) {
  if (!w.nextCardExpiry) return null;
  return <span className="text-xs text-slate-500">{`${w.cardStatus === "expired" ? "Expired" : "Next expiry"} ${formatDate(w.nextCardExpiry)}`}</span>;
}

/** A tick for the ID card sheet, named for its worker (a screen reader hears whose card it is). */
function Tick({ w, ticked, className }: { w: WorkerSummary; ticked: Ticked; className?: string }) {
  return (
    <label className={cn("flex size-11 cursor-pointer items-center justify-center", className)}>
      <input type="checkbox" className="size-5 accent-brand" checked={ticked.has(w.id)} onChange={() => ticked.toggle(w)} />
      <span className="sr-only">Print the ID card of {nameOf(w)}</span>
    </label>
  );
}

function WorkerCard({ worker: w, ticked }: { worker: WorkerSummary; ticked: Ticked }) {
  return (
    <div className="relative">
      <Link to={link(w)} className={cn(cardLinkClass, "pb-12", expiryTone(w.cardStatus))}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{nameOf(w)}</p>
            <p className="text-xs break-all text-slate-500">{w.workerId}</p>
          </div>
          <CardStatusBadge status={w.cardStatus} />
        </div>
        <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {w.trade && <CardFact icon={HardHat}>{w.trade}</CardFact>}
          {w.employer && <CardFact icon={Briefcase}>{w.employer}</CardFact>}
          {w.mobilePhone && <CardFact icon={Phone}>{w.mobilePhone}</CardFact>}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <InductionBadge done={w.inductionCompleted} />
          <TradeRuleBadge state={w.tradeRuleState} />
          <Expiry w={w} />
        </div>
      </Link>
      <Tick w={w} ticked={ticked} className="absolute right-1 bottom-1" />
    </div>
  );
}

function WorkerTable({ items, ticked }: { items: WorkerSummary[]; ticked: Ticked }) {
  return (
    <HeadedTable columns={[hidden("Print ID card", "w-12"), "Worker", "Trade", "Employer", "Cards", "Induction"]}>
      {items.map((w) => (
        <TableRow key={w.id} className={w.active === "no" ? "text-slate-500" : undefined}>
          <TableCell className="w-12 py-0">
            <Tick w={w} ticked={ticked} />
          </TableCell>
          <TableCell className="max-w-xs">
            <Link to={link(w)} className="font-medium break-words text-slate-900 hover:underline">
              {nameOf(w)}
            </Link>
            <span className="block text-xs break-all text-slate-500">{w.workerId}</span>
          </TableCell>
          <TableCell className="text-sm">{w.trade ?? <span className="text-slate-400">None</span>}</TableCell>
          <TableCell className="text-sm">{w.employer ?? <span className="text-slate-400">None</span>}</TableCell>
          <TableCell className="text-sm">
            <span className="flex flex-wrap items-center gap-1.5">
              <CardStatusBadge status={w.cardStatus} />
              <TradeRuleBadge state={w.tradeRuleState} />
              <Expiry w={w} />
            </span>
          </TableCell>
          <TableCell className="text-sm">
            <InductionBadge done={w.inductionCompleted} />
          </TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
}
