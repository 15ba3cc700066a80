import { Link } from "@web/lib/router";
import { Pencil } from "lucide-react";
import { priorityLabel, statusLabel, type SiteIssueDetail } from "@shared/site-issues/site-issue";
import { Badge } from "@web/components/ui/badge";
import { DeleteButton } from "@web/components/forms/remove-button";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate, formatDateTime } from "@web/lib/format";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { useDeleteSiteIssue } from "../api/site-issues";
import { PRIORITY_VARIANT, STATUS_VARIANT } from "../lib/issue-format";
import { OverdueNote } from "./issue-list";
import { IssueHistory } from "./issue-history";
import { IssuePhotos } from "./issue-photos";
import { StatusActions } from "./status-actions";
import { restoreNote } from "@web/lib/restore-note";

/** One issue: its details, the workflow buttons, photos and history. */
export function IssueView({
  slug,
  issue,
  editLink,
  onDeleted,
  permissions,
}: {
  slug: string;
  issue: SiteIssueDetail;
  editLink: string;
  onDeleted: () => void;
  permissions: PagePermissions;
}) {
  // The issue is its reporter's (reportedById is who logged it, never changed on edit): decision 0014.
  const mayDelete = canDeleteRecord(permissions, issue.reportedById);
  const del = useDeleteSiteIssue(slug);
  const remove = async () => {
    const ok = await confirm({
      title: `Delete site issue #${issue.id}?`,
      description: `It goes to Delete Records with its history. ${restoreNote()}`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    del.mutate(issue.id, {
      onSuccess: () => {
        toast({ title: "Success", description: `Site issue #${issue.id} deleted` });
        onDeleted();
      },
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the site issue"), variant: "destructive" }),
    });
  };

  const facts: [string, string | null][] = [
    ["Raised", `${formatDate(issue.date)}${issue.reportedBy ? ` by ${issue.reportedBy}` : ""}`],
    ["Location", issue.location],
    ["Assigned to", issue.assignedTo ?? "Unassigned"],
    ["Target date", issue.targetDate ? formatDate(issue.targetDate) : "None"],
    ["Resolved", issue.resolvedAt ? formatDateTime(issue.resolvedAt) : null],
    ["Closed", issue.closedAt ? formatDateTime(issue.closedAt) : null],
  ];

  return (
    <article className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid min-w-0 gap-5">
        <Card className={issue.overdue ? "border-red-300" : undefined}>
          <CardContent className="grid gap-4 pt-4 sm:pt-6">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={PRIORITY_VARIANT[issue.priority]}>{priorityLabel(issue.priority)}</Badge>
              <Badge variant={STATUS_VARIANT[issue.status]}>{statusLabel(issue.status)}</Badge>
              <span className="text-sm text-slate-600">{issue.issueTypeLabel}</span>
              {issue.overdue && <OverdueNote days={issue.daysOverdue} className="text-sm" />}
            </div>
            <p className="text-base break-words whitespace-pre-line text-slate-900">{issue.issueDescription}</p>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {facts
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <div key={k} className="flex gap-2">
                    <dt className="w-24 shrink-0 text-slate-500">{k}</dt>
                    <dd className="min-w-0 break-words text-slate-900">{v}</dd>
                  </div>
                ))}
            </dl>
            {[
              ["Immediate actions", issue.immediateActions],
              ["Proposed solution", issue.proposedSolution],
              ["Resolution notes", issue.resolutionNotes],
            ]
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k}>
                  <h3 className="text-sm font-medium text-slate-500">{k}</h3>
                  <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">{v}</p>
                </div>
              ))}
            {(permissions.canEdit || mayDelete) && (
              <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
                {permissions.canEdit ? <StatusActions slug={slug} issue={issue} /> : <span />}
                <div className="flex gap-2">
                  {permissions.canEdit && (
                    <Button variant="outline" asChild>
                      <Link to={editLink}>
                        <Pencil aria-hidden="true" />
                        Edit
                      </Link>
                    </Button>
                  )}
                  {mayDelete && <DeleteButton variant="outline" onClick={remove} disabled={del.isPending} className="text-red-700 hover:text-red-800" />}
                </div>
              </div>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-4 sm:pt-6">
            <IssuePhotos slug={slug} issue={issue} canEdit={permissions.canEdit} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <IssueHistory slug={slug} issue={issue} canEdit={permissions.canEdit} />
        </CardContent>
      </Card>
    </article>
  );
}
