import { useState, type ReactNode } from "react";
import { LogOut, Trash2, UserPlus, Users } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { TRAVEL_METHODS, formatCarbon } from "@shared/carbon/carbon";
import { localToday } from "@shared/diary/labour-entry-form";
import type { VisitorListItem } from "@shared/visitors/visitor";
import { SkeletonRows } from "@web/components/forms/query-body";
import { Badge } from "@web/components/ui/badge";
import { DayStepper } from "@web/components/forms/day-stepper";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate, formatQuantity } from "@web/lib/format";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { visitorsChanges, visitorsEndpoints } from "@shared/visitors/visitors.endpoints";
import { useRecordWrites } from "@web/lib/record-writes";
import { useSignOutVisitor, useVisitorDay } from "../api/visitors";
import { restoreNote } from "@web/lib/restore-note";

type Props = {
  project: ProjectView;
  canCreate: boolean;
  permissions: PagePermissions;
  onOpen: (kind: string, id: number | "new") => void;
  /** What the screen shows beside the day's visitors (the workers signed in, composed in src/web/app). */
  besides?: (date: string) => ReactNode;
};

/** The project's attendance for a day: visitors signed in, those still on site first, and the workers signed in beside them (issue 31). */
export function AttendanceTab({ project, canCreate, permissions, onOpen, besides }: Props) {
  const today = localToday();
  const [date, setDate] = useState(today);
  const [page, setPage] = useState(1);
  const day = useVisitorDay(project.slug, date, page);
  const pick = (d: string) => {
    setDate(d);
    setPage(1);
  };
  const data = day.data;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <DayStepper id="attendance-date" date={date} today={today} onPick={pick} />
        {canCreate && (
          <Button onClick={() => onOpen("visitor", "new")}>
            <UserPlus aria-hidden="true" />
            Add visitor
          </Button>
        )}
      </div>

      <Card>
        <CardContent className="grid gap-3 pt-4 sm:pt-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <Users className="size-4 text-slate-500" aria-hidden="true" />
              Visitors on {formatDate(date)}
            </h3>
            {data && data.total > 0 && (
              <p className="text-sm text-slate-600">
                {data.total} {data.total === 1 ? "visitor" : "visitors"} · {data.onSiteCount} on site
                {/* Left out by the server for a reader without Carbon Tracking view (decision 0015). */}
                {typeof data.travelCarbon === "number" && ` · travel ${formatCarbon(data.travelCarbon)}`}
              </p>
            )}
          </div>
          {day.isLoading ? (
            <SkeletonRows rows={["h-16", "h-16"]} />
          ) : day.isError ? (
            <LoadError title="Visitors could not be loaded" error={day.error} onRetry={() => day.refetch()} />
          ) : !data || data.items.length === 0 ? (
            <p className="py-3 text-sm text-slate-500">No visitors signed in on {formatDate(date)}.</p>
          ) : (
            <ul className="grid gap-2">
              {data.items.map((v) => (
                <VisitorRow
                  key={v.id}
                  slug={project.slug}
                  visitor={v}
                  isToday={v.date === today}
                  permissions={permissions}
                  onOpen={() => onOpen("visitor", v.id)}
                />
              ))}
            </ul>
          )}
          {data && data.pageCount > 1 && <Pagination page={page} pageCount={data.pageCount} onPageChange={setPage} disabled={day.isFetching} />}
        </CardContent>
      </Card>
      {besides?.(date)}
    </div>
  );
}

function VisitorRow({
  slug,
  visitor: v,
  isToday,
  permissions,
  onOpen,
}: {
  slug: string;
  visitor: VisitorListItem;
  isToday: boolean;
  permissions: PagePermissions;
  onOpen: () => void;
}) {
  const { canEdit } = permissions;
  // Decision 0014: your own visit with Edit, anyone's with Delete as well.
  const canDelete = canDeleteRecord(permissions, v.createdBy?.id);
  const signOut = useSignOutVisitor(slug);
  const { remove } = useRecordWrites(visitorsEndpoints, visitorsChanges, slug);
  const name = `${v.firstName} ${v.lastName}`;
  const travel = v.travelMethod
    ? [
        TRAVEL_METHODS[v.travelMethod].label,
        v.travelDistance !== null &&
          `${formatQuantity(v.travelDistance, "km")} each way${v.travelOriginPostcode ? ` from ${v.travelOriginPostcode}` : ""}${v.distanceEstimated ? " (estimated from postcodes)" : ""}`,
        TRAVEL_METHODS[v.travelMethod].factorId && typeof v.travelCarbon === "number" && formatCarbon(v.travelCarbon),
      ]
        .filter(Boolean)
        .join(" · ")
    : "Travel not recorded";

  const onSignOut = () =>
    signOut.mutate(v.id, {
      onSuccess: (saved) => toast({ title: "Success", description: `${name} signed out at ${saved.signOutTime}` }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to sign out visitor"), variant: "destructive" }),
    });
  const onDelete = async () => {
    if (
      !(await confirm({
        title: "Delete this visit?",
        description: `${name}'s visit on ${formatDate(v.date)} goes to Delete Records. ${restoreNote()}`,
        confirmText: "Delete",
        variant: "destructive",
      }))
    )
      return;
    remove.mutate(v.id, {
      onSuccess: () => toast({ title: "Success", description: "Visitor deleted" }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete visitor"), variant: "destructive" }),
    });
  };

  const details = (
    <>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-slate-900">{name}</span>
        <span className="text-slate-600">{v.company}</span>
        {v.onSite ? (
          isToday ? (
            <Badge variant="success">On site</Badge>
          ) : (
            <Badge variant="warning">Not signed out</Badge>
          )
        ) : (
          <Badge variant="secondary">Signed out</Badge>
        )}
      </span>
      <span className="block break-words text-slate-700">{v.reasonForVisit}</span>
      <span className="block text-xs text-slate-500 tabular-nums">
        In {v.signInTime ?? "–"}
        {v.signOutTime ? ` · Out ${v.signOutTime}` : ""}
      </span>
      <span className="block text-xs break-words text-slate-500">{travel}</span>
    </>
  );

  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-1 sm:flex-row sm:items-start">
      {canEdit ? (
        <button
          type="button"
          onClick={onOpen}
          className="min-w-0 flex-1 rounded p-2 text-left text-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
        >
          {details}
        </button>
      ) : (
        <div className="min-w-0 flex-1 p-2 text-sm">{details}</div>
      )}
      {(canEdit || canDelete) && (
        <div className="flex shrink-0 items-center gap-1 px-2 pb-2 sm:p-2">
          {canEdit && v.onSite && isToday && (
            <Button size="sm" variant="outline" onClick={onSignOut} disabled={signOut.isPending}>
              <LogOut aria-hidden="true" />
              {signOut.isPending ? "Signing out..." : "Sign out"}
            </Button>
          )}
          {canDelete && (
            <Button
              size="icon"
              variant="ghost"
              className="size-8 text-slate-400 hover:text-red-700"
              aria-label={`Delete ${name}'s visit`}
              onClick={onDelete}
              disabled={remove.isPending}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
