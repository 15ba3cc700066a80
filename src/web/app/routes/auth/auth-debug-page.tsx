import type { ReactNode } from "react";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { Check, Minus, RefreshCw } from "lucide-react";
import { ACTIONS, RESOURCES } from "@shared/identity/permissions";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { permissionsEndpoints } from "@shared/identity/permissions.endpoints";
import { isChanged, refreshChanged } from "@web/lib/api-client";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { useUser } from "@web/features/auth/api/get-user";
import { usePermission, useRolePermissions } from "@web/features/permissions/api/get-role-permissions";
import { formatDateTime } from "@web/features/team/components/team-format";

/** /auth-debug: what the app believes about the signed-in user, for support calls. No secrets. */
export default function AuthDebugPage() {
  const { user } = useUser();
  const permissions = useRolePermissions();
  const can = usePermission();
  const queryClient = useQueryClient();
  // The two reads this page shows: who is signed in, and what their role may do.
  const reads = [authEndpoints.currentUser, permissionsEndpoints.get];
  const fetching = useIsFetching({ predicate: (q) => reads.some((r) => isChanged(q.queryKey, r)) }) > 0;

  const refresh = () => refreshChanged(queryClient, reads);

  if (!user) return null;
  const fields: [string, string][] = [
    ["ID", String(user.id)],
    ["Name", user.name],
    ["Username", user.username],
    ["Email", user.email],
    ["Mobile", user.mobile ?? "—"],
    ["Profile picture", user.profilePicture ? (user.profilePicture === "database" ? "Uploaded" : "Linked") : "None"],
    ["Last sign-in", user.lastLoginAt ? formatDateTime(user.lastLoginAt) : "—"],
  ];
  const permissionSource =
    user.role === ADMIN_ROLE
      ? "Admin: every page, every action"
      : permissions.isError
        ? "Could not load; showing defaults"
        : permissions.isLoading
          ? "Loading…"
          : "From the role's permission rows";

  return (
    <div className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sign-in diagnostics</h1>
          <p className="mt-1 text-sm text-slate-500">What Sitebook knows about your session and what your role may do.</p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={fetching}>
          <RefreshCw className={fetching ? "animate-spin" : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Current user</CardTitle>
            <CardDescription>As answered by the server for this session.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2.5 text-sm">
              {fields.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="font-medium break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Session</CardTitle>
            <CardDescription>Cookie-based; the token itself is never readable by the page.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <Row label="State">
              <Badge variant="success">Signed in</Badge>
            </Row>
            <Row label="Role">
              <Badge variant={user.role === ADMIN_ROLE ? "default" : "secondary"}>{user.role}</Badge>
            </Row>
            <Row label="Password">
              {user.mustChangePassword ? <Badge variant="warning">Change required</Badge> : <Badge variant="secondary">Up to date</Badge>}
            </Row>
            <Row label="Permissions">{permissionSource}</Row>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Effective permissions</CardTitle>
          <CardDescription>Per page label, as the menus and buttons apply them. The server enforces the same rule.</CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Page</TableHead>
                {ACTIONS.map((a) => (
                  <TableHead key={a} className="text-center capitalize">
                    {a}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {RESOURCES.map((resource) => (
                <TableRow key={resource}>
                  <TableCell className="font-medium">{resource}</TableCell>
                  {ACTIONS.map((action) => {
                    const allowed = can(resource, action);
                    return (
                      <TableCell key={action} className="text-center">
                        {allowed ? (
                          <Check className="mx-auto size-4 text-emerald-600" aria-label="Allowed" />
                        ) : (
                          <Minus className="mx-auto size-4 text-slate-300" aria-label="Not allowed" />
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-100 pb-2.5 last:border-0 last:pb-0">
      <span className="text-slate-500">{label}</span>
      <span className="text-right font-medium text-slate-900">{children}</span>
    </div>
  );
}
