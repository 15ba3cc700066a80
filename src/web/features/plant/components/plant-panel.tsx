import { Construction, Trash2 } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { PLANT_FUELS, formatCarbon } from "@shared/carbon/carbon";
import { hireRateText, plantOwner, type PlantEntryListItem } from "@shared/plant/plant-entry";
import { PLANT_PANEL_PAGE } from "@shared/diary/side-column";
import { QueryBody, ShowMore, useGrowingPage } from "@web/components/forms/query-body";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate, formatHours, formatQuantity } from "@web/lib/format";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { plantChanges, plantEndpoints } from "@shared/plant/plant.endpoints";
import { useRecordWrites } from "@web/lib/record-writes";
import { usePlantEntries } from "../api/plant-entries";
import { restoreNote } from "@web/lib/restore-note";
import { DownloadButton } from "@web/components/ui/download-button";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { nrmmExportHref } from "../api/plant-assets";

/** "Plant on site" in the diary's side column: the latest plant entries with their fuel, carbon and certificate warnings. */
export function PlantPanel({ project, permissions, onOpen }: { project: ProjectView; permissions: PagePermissions; onOpen: (id: number) => void }) {
  const page = useGrowingPage(PLANT_PANEL_PAGE);
  const plant = usePlantEntries(project.slug, page.size);
  const items = plant.data?.items ?? [];
  const total = plant.data?.total ?? 0;
  const can = usePermission();

  return (
    <Card>
      <CardIconHeader icon={Construction} title="Plant on site" description="Latest plant: hours, fuel, carbon and certificates." />
      <CardContent className="grid gap-3">
        <QueryBody
          read={plant}
          rows={["h-14", "h-14"]}
          errorTitle="Plant could not be loaded"
          empty={items.length === 0 && <p className="text-sm text-slate-500">No plant logged yet.</p>}
        >
          <ul className="grid gap-2">
            {items.map((e) => (
              <PlantItem key={e.id} slug={project.slug} entry={e} permissions={permissions} onOpen={onOpen} />
            ))}
          </ul>
        </QueryBody>
        <ShowMore shown={items.length} total={total} page={page} fetching={plant.isFetching} label="Show more" />
        {/* London's NRMM register: the register's machines booked here or on the contract now (issue 32). */}
        {can("Assets", "view") && (
          <div className="border-t border-slate-100 pt-3">
            <DownloadButton
              href={nrmmExportHref(project.slug)}
              filename={`nrmm-register-${project.slug}.csv`}
              label="NRMM register (CSV)"
              failure="The NRMM register could not be exported"
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PlantItem({
  slug,
  entry: e,
  permissions,
  onOpen,
}: {
  slug: string;
  entry: PlantEntryListItem;
  permissions: PagePermissions;
  onOpen: (id: number) => void;
}) {
  const { canEdit } = permissions;
  // Decision 0014: your own entry with Edit, anyone's with Delete as well.
  const canDelete = canDeleteRecord(permissions, e.userId);
  const { remove } = useRecordWrites(plantEndpoints, plantChanges, slug);
  const fuel =
    e.fuelType === "none" ? "No fuel" : `${formatQuantity(e.fuelLitres, "litres")} ${PLANT_FUELS[e.fuelType]?.label.split(" (")[0].toLowerCase() ?? ""}`;
  const order = e.poNumber ? `Order ${e.poNumber}` : null;
  const facts = [formatDate(e.date), e.hours !== null ? formatHours(e.hours) : null, fuel, hireRateText(e), order].filter(Boolean).join(" · ");
  const { expiredCount, expiringCount, count } = e.certificates;

  const onDelete = async () => {
    const ok = await confirm({
      title: "Delete this plant entry?",
      description: `${e.plantItem} on ${formatDate(e.date)}${typeof e.carbonEmitted === "number" ? " and its carbon figure go" : " goes"} to Delete Records. ${restoreNote(typeof e.carbonEmitted === "number")}`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(e.id, {
      onSuccess: () => toast({ title: "Success", description: "Plant entry deleted" }),
      onError: (err) => toast({ title: "Error", description: errorText(err, "Failed to delete plant entry"), variant: "destructive" }),
    });
  };

  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 font-medium break-words text-slate-900">{e.plantItem}</span>
        {/* Left out by the server for a reader without Carbon Tracking view (decision 0015). */}
        {typeof e.carbonEmitted === "number" && (
          <span className="shrink-0 text-xs font-semibold text-emerald-800 tabular-nums">{formatCarbon(e.carbonEmitted)}</span>
        )}
      </span>
      <span className="block text-xs break-words text-slate-600">{plantOwner(e)}</span>
      <span className="block text-xs text-slate-500">{facts}</span>
      {(expiredCount > 0 || expiringCount > 0 || count > 0) && (
        <span className="mt-1 flex flex-wrap gap-1">
          {expiredCount > 0 && <Badge variant="destructive">{expiredCount === 1 ? "Expired certificate" : `${expiredCount} expired certificates`}</Badge>}
          {expiringCount > 0 && (
            <Badge variant="warning">{expiringCount === 1 ? "Certificate expires soon" : `${expiringCount} certificates expire soon`}</Badge>
          )}
          {expiredCount === 0 && expiringCount === 0 && <Badge variant="success">{count === 1 ? "1 certificate" : `${count} certificates`}</Badge>}
        </span>
      )}
    </>
  );

  return (
    <li className="flex items-start gap-1 rounded-md border border-slate-200">
      {canEdit ? (
        <button
          type="button"
          onClick={() => onOpen(e.id)}
          className="min-w-0 flex-1 rounded-md p-2.5 text-left text-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
        >
          {body}
        </button>
      ) : (
        <div className="min-w-0 flex-1 p-2.5 text-sm">{body}</div>
      )}
      {canDelete && (
        <Button
          variant="ghost"
          size="icon"
          className="mt-1 mr-1 size-8 shrink-0 text-slate-400 hover:text-red-700"
          aria-label={`Delete ${e.plantItem} on ${formatDate(e.date)}`}
          onClick={onDelete}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
