import { lazy, Suspense, useEffect, useState } from "react";
import { MoreHorizontal, UserPlus, Users } from "lucide-react";
import { USER_STATUSES, type UserStatus } from "@shared/identity/roles";
import type { TeamUser } from "@shared/identity/users";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable, col, hidden } from "@web/components/table/headed-table";
import { useUsers } from "../api/get-users";
import { Avatar, RoleBadge, StatusBadge } from "./team-badges";
import { formatDateTime } from "./team-format";
import { PausedSearch } from "@web/components/search/paused-search";
import { useSticky } from "@web/lib/use-sticky";

// The add/edit form (its schemas and the dialog) loads when first opened, not with the team list.
// The row menu (Radix menu and its positioning) loads just after the list: until then, the same button.
const UserActionsMenu = lazy(() => import("./user-actions-menu").then((m) => ({ default: m.UserActionsMenu })));
const UserFormDialog = lazy(() => import("./user-form-dialog").then((m) => ({ default: m.UserFormDialog })));

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<UserStatus, string> = { active: "Active", pending: "Pending", deactivated: "Deactivated", rejected: "Rejected" };
const statusOptions = [{ value: "", label: "All statuses" }, ...USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))];

/** A pending person has no role yet: show the one they asked for. */
function UserRole({ user }: { user: TeamUser }) {
  if ((user.status === "pending" || user.status === "rejected") && user.requestedRole) {
    return (
      <span className="inline-flex items-center gap-1.5">
        <RoleBadge role={user.requestedRole} className="border-dashed" />
        <span className="text-xs text-slate-500">requested</span>
      </span>
    );
  }
  return <RoleBadge role={user.role} />;
}

export interface UsersTabProps {
  currentUserId?: number;
  mailIsSent?: boolean;
  onReviewRequests: () => void;
}

/** Everyone with an account: search, filter by status, add, edit, reset, deactivate. Paged on the server. */
export function UsersTab({ currentUserId, mailIsSent, onReviewRequests }: UsersTabProps) {
  const [term, setTerm] = useState("");
  const [status, setStatus] = useState<UserStatus | "">("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TeamUser | null>(null);
  const [adding, setAdding] = useState(false);
  const formRequested = useSticky(adding || editing !== null);
  const query = useUsers({ page, pageSize: PAGE_SIZE, status: status || undefined, search: term || undefined });

  useEffect(() => setPage(1), [term, status]);

  const data = query.data;
  const filtered = Boolean(term || status);
  const actions = (user: TeamUser) => (
    <Suspense
      fallback={
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${user.name}`} aria-haspopup="menu">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      }
    >
      <UserActionsMenu user={user} isSelf={user.id === currentUserId} mailIsSent={mailIsSent} onEdit={setEditing} onReviewRequest={onReviewRequests} />
    </Suspense>
  );

  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:p-5">
        <PausedSearch wrapperClassName="flex-1" value={term} onSearch={setTerm} placeholder="Search by name or email" aria-label="Search users" />
        <div className="flex gap-2">
          <Select
            aria-label="Filter by status"
            value={status}
            onChange={(e) => setStatus(e.target.value as UserStatus | "")}
            options={statusOptions}
            className="sm:w-44"
          />
          <Button onClick={() => setAdding(true)} className="shrink-0">
            <UserPlus aria-hidden="true" />
            Add user
          </Button>
        </div>
      </div>

      {query.isPending ? (
        <div className="space-y-3 p-4 sm:p-5" aria-label="Loading users">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-9 rounded-full" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-56" />
              </div>
              <Skeleton className="hidden h-5 w-24 sm:block" />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <div className="p-4 sm:p-5">
          <LoadError title="Users could not be loaded" error={query.error} onRetry={() => query.refetch()} />
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="p-4 sm:p-5">
          <EmptyState
            icon={Users}
            title={filtered ? "No users match" : "No users yet"}
            text={filtered ? "Try another name, email or status." : "Add the first member of your team."}
            action={
              filtered ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setTerm("");
                    setStatus("");
                  }}
                >
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : data ? (
        <>
          {/* Phones: one card per person. */}
          <ul className="divide-y divide-slate-200 md:hidden">
            {data.items.map((u) => (
              <li key={u.id} className="flex gap-3 p-4">
                <Avatar name={u.name} muted={u.status !== "active"} />
                <div className="min-w-0 flex-1 space-y-1.5">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate font-medium text-slate-900">
                        {u.name}
                        {u.id === currentUserId && <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span>}
                      </p>
                      <p className="truncate text-xs text-slate-500">{u.email}</p>
                    </div>
                    {actions(u)}
                  </div>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <UserRole user={u} />
                    <StatusBadge status={u.status} />
                  </div>
                  <p className="text-xs text-slate-500">{u.lastLoginAt ? `Last signed in ${formatDateTime(u.lastLoginAt)}` : "Never signed in"}</p>
                </div>
              </li>
            ))}
          </ul>
          {/* Larger screens: a table. */}
          <div className="hidden md:block">
            <HeadedTable columns={[col("Name", "pl-5"), "Role", "Status", "Last sign-in", hidden("Actions", "w-12 pr-5")]}>
              {data.items.map((u) => (
                <TableRow key={u.id}>
                  <TableCell className="pl-5">
                    <div className="flex items-center gap-3">
                      <Avatar name={u.name} muted={u.status !== "active"} />
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">
                          {u.name}
                          {u.id === currentUserId && <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span>}
                        </p>
                        <p className="text-xs text-slate-500">{u.email}</p>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell>
                    <UserRole user={u} />
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-col items-start gap-1">
                      <StatusBadge status={u.status} />
                      {u.status === "active" && u.mustChangePassword && <span className="text-xs text-slate-500">Temporary password</span>}
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-slate-600">
                    {u.lastLoginAt ? formatDateTime(u.lastLoginAt) : <span className="text-slate-400">Never</span>}
                  </TableCell>
                  <TableCell className="pr-5 text-right">{actions(u)}</TableCell>
                </TableRow>
              ))}
            </HeadedTable>
          </div>
          <div className="flex flex-col gap-1 border-t border-slate-200 px-4 sm:px-5">
            <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={query.isFetching} />
          </div>
          <p className="sr-only" aria-live="polite">{`${data.total} users`}</p>
        </>
      ) : null}

      {formRequested && (
        <Suspense fallback={null}>
          <UserFormDialog open={adding} onOpenChange={setAdding} mailIsSent={mailIsSent} />
          <UserFormDialog
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            user={editing}
            currentUserId={currentUserId}
            mailIsSent={mailIsSent}
          />
        </Suspense>
      )}
    </Card>
  );
}
