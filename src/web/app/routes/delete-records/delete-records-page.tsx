import { useEffect, useState } from "react";
import { useSearchParams } from "@web/lib/router";
import { AlertTriangle, ArchiveRestore, ShieldAlert } from "lucide-react";
import { BIN_RECORD_TYPES, RECYCLE_BIN_PERMISSION, type RecycleBinItem } from "@shared/recycle-bin/recycle-bin";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { Pagination } from "@web/components/ui/pagination";
import { totalOf } from "@web/lib/page-total";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { missingPermissionText } from "@web/lib/record-rights";
import { useDebounced } from "@web/lib/use-debounced";
import { usePermission, useRolePermissions } from "@web/features/permissions/api/get-role-permissions";
import { useRecycleBin, useRestoreFromBin } from "@web/features/recycle-bin/api/recycle-bin";
import { RecycleBinList } from "@web/features/recycle-bin/components/recycle-bin-list";
import { formatCount } from "@web/lib/format";

const PAGE_SIZE = 25;
const TYPE_OPTIONS = Object.entries(BIN_RECORD_TYPES).map(([value, label]) => ({ value, label }));

/** "Restore this waste entry?": the type inside a sentence keeps HSE and Scope 3 as written. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) && !label.startsWith("Scope") ? label[0].toLowerCase() + label.slice(1) : label);

/** The bin: filters and paging live in the address, so a refresh or a shared link shows the same page. */
function Bin() {
  const [params, setParams] = useSearchParams();
  const recordType = params.get("type") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [search, setSearch] = useState(params.get("q") ?? "");
  const q = useDebounced(search.trim(), 300);

  const update = (next: Record<string, string | number>) =>
    setParams(
      (old) => {
        const p = new URLSearchParams(old);
        for (const [k, v] of Object.entries(next)) {
          if (v === "" || (k === "page" && v === 1)) p.delete(k);
          else p.set(k, String(v));
        }
        if (!("page" in next)) p.delete("page");
        return p;
      },
      { replace: true },
    );
  useEffect(() => {
    if ((params.get("q") ?? "") !== q) update({ q });
    // Only the settled search text moves the address (update is rebuilt each render, so it is left out).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [q]);

  const bin = useRecycleBin({ page, pageSize: PAGE_SIZE, recordType, search: params.get("q") ?? "" });
  const restore = useRestoreFromBin();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const data = bin.data;
  const filtered = recordType !== "" || (params.get("q") ?? "") !== "";
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  const onRestore = async (item: RecycleBinItem) => {
    const ok = await confirm({
      title: `Restore this ${inSentence(item.typeLabel)}?`,
      description: `${item.recordName} goes back where it was${item.comesBack.length ? `, with ${item.comesBack.join(", ")}` : ""}.`,
      confirmText: "Restore",
      variant: "info",
    });
    if (!ok) return;
    setPendingId(item.id);
    restore.mutate(item.id, {
      // Plain text: the toaster lives outside the router, so a link in it could not navigate.
      onSuccess: (result) => toast({ title: "Restored", description: `${result.recordName} is back where it was.` }),
      onError: (error) => toast({ title: "Could not restore", description: errorText(error, "Failed to restore the record"), variant: "destructive" }),
      onSettled: () => setPendingId(null),
    });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,24rem)]">
        <Select
          aria-label="Record type"
          value={recordType}
          onChange={(e) => update({ type: e.target.value })}
          placeholder="All record types"
          options={TYPE_OPTIONS}
        />
        <SearchInput aria-label="Search by name" placeholder="Search by name" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {data && data.total > 0
              ? `Showing ${formatCount(first)}–${formatCount(last)} of ${totalOf(data, "record", "records")}`
              : bin.isLoading
                ? "Loading deleted records…"
                : "No deleted records"}
          </p>
          {bin.isFetching && !bin.isLoading && <Spinner size="sm" label="Refreshing" />}
        </div>
        {bin.isLoading ? (
          <div className="grid gap-3 p-4" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : bin.isError ? (
          <EmptyState
            className="m-4"
            icon={AlertTriangle}
            title="Deleted records could not be loaded"
            text={errorText(bin.error, "Please try again.")}
            action={
              <Button variant="outline" onClick={() => bin.refetch()}>
                Try again
              </Button>
            }
          />
        ) : data && data.items.length > 0 ? (
          <RecycleBinList items={data.items} pendingId={pendingId} onRestore={onRestore} />
        ) : (
          <EmptyState
            className="m-4"
            icon={ArchiveRestore}
            title={filtered ? "No deleted records match" : "Nothing has been deleted"}
            text={
              filtered
                ? "Choose All record types or clear the search."
                : "Deleted contracts, diary entries, site records and suppliers wait here for 30 days, so they can be restored."
            }
            action={
              filtered && (
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch("");
                    update({ type: "", q: "" });
                  }}
                >
                  Clear filters
                </Button>
              )
            }
          />
        )}
        {data && data.pageCount > 1 && (
          <div className="border-t border-slate-200 px-4">
            <Pagination page={data.page} pageCount={data.pageCount} onPageChange={(p) => update({ page: p })} disabled={bin.isFetching} />
          </div>
        )}
      </div>
    </div>
  );
}

/** /delete-records (product.md §2.1): the recycle bin, for the administrator and Backup & Data › Edit (decision 0016). */
export default function DeleteRecordsPage() {
  const can = usePermission();
  const permissions = useRolePermissions();
  const [resource, action] = RECYCLE_BIN_PERMISSION;
  const allowed = can(resource, action);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Delete Records</h1>
        <p className="mt-1 text-sm text-slate-500">Records deleted in the last 30 days. Restore one to put it back where it was, with what went with it.</p>
      </header>
      {permissions.isLoading ? (
        <Skeleton className="h-40" />
      ) : allowed ? (
        <Bin />
      ) : (
        <EmptyState
          icon={ShieldAlert}
          title="You cannot restore deleted records"
          text={missingPermissionText(resource, can(resource, "view") ? action : "view")}
        />
      )}
    </div>
  );
}
