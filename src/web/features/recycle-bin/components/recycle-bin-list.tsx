import type { RecycleBinItem } from "@shared/recycle-bin/recycle-bin";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable, hidden } from "@web/components/table/headed-table";
import { ComesBack, ContractName, DeletedBy, Expires, RestoreAction, TypeBadge } from "./bin-entry-parts";

type Props = { items: RecycleBinItem[]; pendingId: number | null; onRestore: (item: RecycleBinItem) => void };

/** The bin as a table on wide screens and as cards on a phone. */
export function RecycleBinList({ items, pendingId, onRestore }: Props) {
  return (
    <>
      <div className="hidden md:block">
        <HeadedTable
          className="table-fixed"
          columns={["Record", "Contract", "Deleted by", "Expires", "Comes back with it", hidden("Actions")]}
          widths={["", "w-44", "w-40", "w-32", "w-44", "w-40"]}
        >
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <span className="grid justify-items-start gap-1">
                  <span className="font-medium break-words text-slate-900">{item.recordName}</span>
                  <TypeBadge item={item} />
                </span>
              </TableCell>
              <TableCell>
                <ContractName item={item} />
              </TableCell>
              <TableCell>
                <DeletedBy item={item} />
              </TableCell>
              <TableCell>
                <Expires item={item} />
              </TableCell>
              <TableCell>
                <ComesBack item={item} />
              </TableCell>
              <TableCell className="text-right">
                <RestoreAction item={item} pending={pendingId === item.id} onRestore={() => onRestore(item)} />
              </TableCell>
            </TableRow>
          ))}
        </HeadedTable>
      </div>
      <ul className="grid divide-y divide-slate-200 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="grid gap-3 p-4">
            <div className="grid justify-items-start gap-1">
              <TypeBadge item={item} />
              <p className="font-medium break-words text-slate-900">{item.recordName}</p>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <div className="col-span-2">
                <dt className="text-xs text-slate-500">Contract</dt>
                <dd>
                  <ContractName item={item} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Deleted by</dt>
                <dd>
                  <DeletedBy item={item} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Expires</dt>
                <dd>
                  <Expires item={item} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-slate-500">Comes back with it</dt>
                <dd>
                  <ComesBack item={item} />
                </dd>
              </div>
            </dl>
            <RestoreAction item={item} pending={pendingId === item.id} onRestore={() => onRestore(item)} />
          </li>
        ))}
      </ul>
    </>
  );
}
