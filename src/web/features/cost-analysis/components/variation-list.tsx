import { ArrowRightLeft, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import type { VariationStatus, VariationView } from "@shared/cost-analysis/variations";
import { costHeadLabel } from "@shared/rules/cvr";
import { HeadedTable, hidden, right } from "@web/components/table/headed-table";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { TableCell, TableRow } from "@web/components/ui/table";
import { cn } from "@web/lib/cn";
import { lastMoveText, shownFigures, STATUS_BADGE, statusText, variationActions } from "../lib/variation-view";

export type VariationRights = { canEdit: boolean; canDelete: boolean };
export type VariationHandlers = {
  onEdit: (v: VariationView) => void;
  onMove: (v: VariationView, to: VariationStatus) => void;
  onDelete: (v: VariationView) => void;
};
type RowProps = { variation: VariationView; rights: VariationRights } & VariationHandlers;

export const VariationStatusBadge = ({ status }: { status: VariationStatus }) => <Badge variant={STATUS_BADGE[status]}>{statusText(status)}</Badge>;

/** A figure with, once agreed, the estimate it differs from beneath. */
function Figure({ main, note, className }: { main: string; note: string | null; className?: string }) {
  return (
    <span className={cn("grid tabular-nums", className)}>
      <span className={cn(main === "Not priced" && "text-slate-400")}>{main}</span>
      {note && <span className="text-xs text-slate-500">{note}</span>}
    </span>
  );
}

/** Edit, the moves the rules allow, delete: only what this reader may do to this variation (none once approved, bar nothing). */
function VariationActionsMenu({ variation: v, rights, onEdit, onMove, onDelete }: RowProps) {
  const can = variationActions(v, rights);
  if (!can.edit && can.moves.length === 0 && !can.remove) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${v.number}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-52">
        <DropdownMenuLabel>{v.number}</DropdownMenuLabel>
        {can.edit && (
          <DropdownMenuItem onSelect={() => onEdit(v)}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
        )}
        {can.moves.map((m) => (
          <DropdownMenuItem key={m.to} onSelect={() => onMove(v, m.to)}>
            <ArrowRightLeft aria-hidden="true" />
            {m.label}
          </DropdownMenuItem>
        ))}
        {can.remove && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(v)}>
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** One variation on a phone: number, title, head and status, then value and cost. */
export function VariationCard(props: RowProps) {
  const v = props.variation;
  const shown = shownFigures(v);
  const moved = lastMoveText(v);
  return (
    <div className="rounded-lg border bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">
            <span className="mr-1.5 font-mono text-slate-500">{v.number}</span>
            {v.title}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <VariationStatusBadge status={v.status} />
            <span>{costHeadLabel(v.head)}</span>
          </div>
        </div>
        <VariationActionsMenu {...props} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{shown.agreed ? "Agreed value" : "Value estimate"}</dt>
          <dd>
            <Figure {...shown.value} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{shown.agreed ? "Agreed cost" : "Cost estimate"}</dt>
          <dd>
            <Figure {...shown.cost} />
          </dd>
        </div>
      </dl>
      {v.description && <p className="mt-2 line-clamp-2 text-xs break-words text-slate-600">{v.description}</p>}
      {moved && <p className="mt-2 text-xs break-words text-slate-500">{moved}</p>}
    </div>
  );
}

/** The page as a table from tablet width. */
export function VariationTable({ items, ...rest }: { items: VariationView[]; rights: VariationRights } & VariationHandlers) {
  return (
    <HeadedTable
      columns={["No.", "Variation", "Head", "Status", right("Value"), right("Cost"), hidden("Actions")]}
      widths={["w-20", "", "w-28", "w-28", "w-36", "w-36", "w-14"]}
      className="table-fixed"
    >
      {items.map((v) => {
        const shown = shownFigures(v);
        const moved = lastMoveText(v);
        return (
          <TableRow key={v.id}>
            <TableCell className="font-mono text-slate-600">{v.number}</TableCell>
            <TableCell>
              <p className="font-medium break-words text-slate-900">{v.title}</p>
              {v.description && <p className="line-clamp-2 text-xs break-words text-slate-500">{v.description}</p>}
              {moved && <p className="text-xs break-words text-slate-500">{moved}</p>}
            </TableCell>
            <TableCell>{costHeadLabel(v.head)}</TableCell>
            <TableCell>
              <VariationStatusBadge status={v.status} />
            </TableCell>
            <TableCell className="text-right">
              <Figure {...shown.value} />
            </TableCell>
            <TableCell className="text-right">
              <Figure {...shown.cost} />
            </TableCell>
            <TableCell className="text-right">
              <VariationActionsMenu variation={v} {...rest} />
            </TableCell>
          </TableRow>
        );
      })}
    </HeadedTable>
  );
}
