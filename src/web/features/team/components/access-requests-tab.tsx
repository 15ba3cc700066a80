import { useState } from "react";
import { CalendarClock, Check, Inbox, Mail, MessageSquareText, X } from "lucide-react";
import { ROLES, isRole, type Role } from "@shared/identity/roles";
import type { TeamUser } from "@shared/identity/users";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Label } from "@web/components/ui/label";
import { Pagination } from "@web/components/ui/pagination";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useAccessRequests } from "../api/get-access-requests";
import { useApproveAccessRequest } from "../api/approve-access-request";
import { Avatar } from "./team-badges";
import { formatDateTime } from "./team-format";
import { RejectRequestDialog } from "./reject-request-dialog";

const roleOptions = ROLES.map((r) => ({ value: r, label: r }));

function RequestCard({ request, mailIsSent, onReject }: { request: TeamUser; mailIsSent?: boolean; onReject: (r: TeamUser) => void }) {
  const requested = request.requestedRole && isRole(request.requestedRole) ? request.requestedRole : "Viewer";
  const [role, setRole] = useState<Role>(requested);
  const approve = useApproveAccessRequest();
  const selectId = `approve-role-${request.id}`;

  // The card leaves the list once approved, so the outcome is read from the promise, not mutate's callbacks.
  const onApprove = async () => {
    try {
      const user = await approve.mutateAsync({ id: request.id, role });
      toast({
        title: "Request approved",
        description:
          mailIsSent === false
            ? `${user.name} has the ${user.role} role. Email is not configured: their temporary password is in the Outbox tab.`
            : `${user.name} has the ${user.role} role and has been emailed a temporary password.`,
      });
    } catch (error) {
      toast({ title: "Request not approved", description: errorText(error, "Please try again."), variant: "destructive" });
    }
  };

  return (
    <Card className="flex min-w-0 flex-col">
      <div className="flex items-start gap-3 p-4 sm:p-5">
        <Avatar name={request.name} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900">{request.name}</h3>
          <a href={`mailto:${request.email}`} className="flex items-center gap-1.5 truncate text-sm text-slate-600 hover:text-brand-dark hover:underline">
            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{request.email}</span>
          </a>
        </div>
      </div>
      <dl className="grid gap-3 px-4 pb-4 text-sm sm:px-5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <dt className="text-slate-500">Requested role</dt>
          <dd>
            <Badge variant="outline">{request.requestedRole ?? "Not given"}</Badge>
          </dd>
        </div>
        <div className="flex items-center gap-1.5 text-slate-500">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          <dt className="sr-only">Requested</dt>
          <dd>Requested {formatDateTime(request.createdAt)}</dd>
        </div>
        {request.message && (
          <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
            <dt className="mb-1 flex items-center gap-1.5 text-xs font-medium text-slate-500">
              <MessageSquareText className="size-3.5" aria-hidden="true" />
              Message
            </dt>
            <dd className="whitespace-pre-wrap break-words text-slate-700">{request.message}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto grid gap-3 border-t border-slate-200 p-4 sm:p-5">
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>Approve as</Label>
          <Select id={selectId} value={role} onChange={(e) => setRole(e.target.value as Role)} options={roleOptions} disabled={approve.isPending} />
        </div>
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1" onClick={() => onReject(request)} disabled={approve.isPending}>
            <X aria-hidden="true" />
            Reject
          </Button>
          <Button className="flex-1" onClick={onApprove} disabled={approve.isPending}>
            {approve.isPending ? <Spinner size="sm" className="text-current" label="Approving" /> : <Check aria-hidden="true" />}
            Approve
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** People who asked for access through the sign-in page, newest first. */
export function AccessRequestsTab({ mailIsSent }: { mailIsSent?: boolean }) {
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<TeamUser | null>(null);
  const query = useAccessRequests(page);

  if (query.isPending) {
    return (
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Loading access requests">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-72 rounded-lg" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <LoadError title="Access requests could not be loaded" error={query.error} onRetry={() => query.refetch()} />;
  }
  const data = query.data;
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No pending access requests"
        text="When someone asks for access from the sign-in page, their request appears here for you to approve or reject. We promise an answer within 24 hours."
        className="bg-white"
      />
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {data.total === 1 ? "1 person is" : `${data.total} people are`} waiting for an answer. Approving gives them a temporary password by email; they choose
        their own at first sign-in.
      </p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {data.items.map((r) => (
          <RequestCard key={r.id} request={r} mailIsSent={mailIsSent} onReject={setRejecting} />
        ))}
      </div>
      {data.pageCount > 1 && <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={query.isFetching} />}
      <RejectRequestDialog request={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
