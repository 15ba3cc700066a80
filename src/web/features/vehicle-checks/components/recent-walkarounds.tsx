import { useState } from "react";
import { QueryBody } from "@web/components/forms/query-body";
import { Checkbox } from "@web/components/ui/checkbox";
import { Pagination } from "@web/components/ui/pagination";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useRecentWalkarounds } from "../api/vehicle-checks";
import { WalkaroundCheckRow } from "./walkaround-check-row";

/** The company's recent walkaround checks, open defects first; "Only open defects" narrows to those. */
export function RecentWalkarounds() {
  const can = usePermission();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const checks = useRecentWalkarounds(page, open);
  const data = checks.data;
  return (
    <div className="grid gap-3">
      <label htmlFor="walkarounds-open" className="flex min-h-11 w-fit items-center gap-3 text-sm font-medium text-slate-900">
        <Checkbox id="walkarounds-open" className="size-5" checked={open} onChange={(e) => (setOpen(e.target.checked), setPage(1))} />
        Only open defects
      </label>
      <QueryBody
        read={checks}
        rows={["h-16", "h-16", "h-16"]}
        errorTitle="The walkaround checks could not be loaded"
        failed={!!checks.error && !data}
        empty={data?.items.length === 0 && <p className="text-sm text-slate-500">{open ? "No open defects." : "No walkaround checks yet."}</p>}
      >
        {data && (
          <>
            <ol className="grid gap-2" aria-label="Recent walkaround checks">
              {data.items.map((c) => (
                <WalkaroundCheckRow key={c.id} check={c} canClear={can("Fleet Management", "edit")} canAdd={can("Fleet Management", "create")} showVehicle />
              ))}
            </ol>
            {data.pageCount > 1 && <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={checks.isFetching} />}
          </>
        )}
      </QueryBody>
    </div>
  );
}
