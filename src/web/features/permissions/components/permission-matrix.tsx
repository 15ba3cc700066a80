import { useEffect, useRef, useState } from "react";
import { Check, Lock, RotateCcw, Save, ShieldCheck, Undo2 } from "lucide-react";
import { DEFAULT_ROLE_PERMISSIONS, RESOURCES } from "@shared/identity/permissions";
import { ADMIN_ROLE, REQUESTABLE_ROLES } from "@shared/identity/roles";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { LoadError } from "@web/components/ui/load-error";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { useRolePermissions } from "../api/get-role-permissions";
import { useUpdateRolePermissions } from "../api/update-role-permissions";
import { FLAGS, usePermissionDraft, type EditableRole, type Flag } from "./permission-draft";

type SelectedRole = EditableRole | typeof ADMIN_ROLE;
const ROLE_CHOICES: SelectedRole[] = [ADMIN_ROLE, ...REQUESTABLE_ROLES];

function ColumnToggle({
  label,
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="flex flex-col items-center gap-1.5">
      <span className="text-[11px] font-semibold text-slate-600 uppercase sm:text-xs sm:tracking-wide">{label}</span>
      <Checkbox ref={ref} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} aria-label={`${label}: every page`} />
    </label>
  );
}

/** The role × page matrix: one role at a time, four flags per page; Admin shown locked with everything. */
export function PermissionMatrix() {
  const query = useRolePermissions();
  const save = useUpdateRolePermissions();
  const draft = usePermissionDraft(query.data);
  const [role, setRole] = useState<SelectedRole>("Managing Director");
  const isAdmin = role === ADMIN_ROLE;
  const dirty = draft.changes.length;

  // Leaving the page with unsaved permission changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  if (query.isPending) return <Skeleton className="h-[32rem] w-full rounded-lg" />;
  if (query.isError) {
    return <LoadError title="Permissions could not be loaded" error={query.error} onRetry={() => query.refetch()} />;
  }

  const onSave = () =>
    save.mutate(draft.changes, {
      onSuccess: () => {
        draft.discard();
        toast({ title: "Permissions saved", description: "The changes apply at once to everyone with these roles." });
      },
      onError: (error) => toast({ title: "Permissions not saved", description: errorText(error, "Please try again."), variant: "destructive" }),
    });

  const resetRole = () => {
    if (isAdmin) return;
    draft.setRole(role, DEFAULT_ROLE_PERMISSIONS[role]);
    toast({ title: "Defaults restored", description: `${role} is back to the standard permissions. Save changes to apply them.` });
  };

  const flagOn = (resource: string, flag: Flag) => (isAdmin ? true : draft.entry(role, resource)[flag]);
  const visibleCount = (r: SelectedRole) => (r === ADMIN_ROLE ? RESOURCES.length : RESOURCES.filter((p) => draft.entry(r, p).canView).length);

  return (
    <div className="grid gap-4 lg:grid-cols-[15rem_1fr]">
      {/* Role chooser: a list on large screens, a select on small ones. */}
      <Card className="hidden self-start p-2 lg:block">
        <nav aria-label="Roles">
          <ul className="grid gap-0.5">
            {ROLE_CHOICES.map((r) => {
              const changed = r === ADMIN_ROLE ? 0 : draft.changedIn(r);
              return (
                <li key={r}>
                  <button
                    type="button"
                    onClick={() => setRole(r)}
                    aria-current={r === role ? "true" : undefined}
                    className={cn(
                      "flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm transition-colors",
                      r === role ? "bg-brand/10 font-semibold text-brand-dark" : "text-slate-700 hover:bg-slate-100",
                    )}
                  >
                    <span className="flex min-w-0 items-center gap-2">
                      {r === ADMIN_ROLE && <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />}
                      <span className="truncate">{r}</span>
                    </span>
                    {changed > 0 ? (
                      <Badge variant="warning" title={`${changed} unsaved`}>
                        {changed}
                      </Badge>
                    ) : (
                      <span className="text-xs font-normal text-slate-400">
                        {visibleCount(r)}/{RESOURCES.length}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      </Card>

      <Card className="min-w-0">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:p-5 md:flex-row md:items-end md:justify-between">
          <div className="grid gap-1.5 lg:hidden">
            <Label htmlFor="permission-role">Role</Label>
            <Select id="permission-role" value={role} onChange={(e) => setRole(e.target.value as SelectedRole)} className="md:w-64">
              {ROLE_CHOICES.map((r) => {
                const changed = r === ADMIN_ROLE ? 0 : draft.changedIn(r);
                return (
                  <option key={r} value={r}>
                    {changed ? `${r} (${changed} unsaved)` : r}
                  </option>
                );
              })}
            </Select>
          </div>
          <div className="hidden lg:block">
            <h3 className="text-lg font-semibold text-slate-900">{role}</h3>
            <p className="text-sm text-slate-500">
              {isAdmin ? "Admin always has every permission." : `Sees ${visibleCount(role)} of ${RESOURCES.length} pages.`}
            </p>
          </div>
          {!isAdmin && (
            <Button variant="outline" size="sm" onClick={resetRole} disabled={save.isPending} className="self-start md:self-auto">
              <RotateCcw aria-hidden="true" />
              Reset to defaults
            </Button>
          )}
        </div>

        {isAdmin && (
          <div className="mx-4 mt-4 flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-600 sm:mx-5">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            The Admin role sees every page and may edit, create and delete everything. It cannot be limited.
          </div>
        )}

        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-slate-50">
              <tr className="border-b border-slate-200">
                <th
                  scope="col"
                  className="px-3 py-2.5 text-left text-[11px] font-semibold text-slate-600 uppercase sm:px-4 sm:pl-5 sm:text-xs sm:tracking-wide"
                >
                  Page
                </th>
                {FLAGS.map(({ flag, label }) => {
                  const on = RESOURCES.filter((r) => flagOn(r, flag)).length;
                  return (
                    <th key={flag} scope="col" className="w-14 px-0.5 py-2.5 text-center text-xs font-semibold text-slate-600 sm:w-20 sm:px-1">
                      {isAdmin ? (
                        <span className="text-[11px] font-semibold text-slate-600 uppercase sm:text-xs sm:tracking-wide">{label}</span>
                      ) : (
                        <ColumnToggle
                          label={label}
                          checked={on === RESOURCES.length}
                          indeterminate={on > 0 && on < RESOURCES.length}
                          disabled={save.isPending}
                          onChange={(v) => !isAdmin && draft.setColumn(role, flag, v)}
                        />
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {RESOURCES.map((resource) => {
                const visible = flagOn(resource, "canView");
                const changed = !isAdmin && draft.isChanged(role, resource);
                return (
                  <tr key={resource} className={cn("border-b border-slate-100 last:border-0", changed ? "bg-amber-50" : "hover:bg-slate-50/70")}>
                    <th scope="row" className={cn("px-3 py-2.5 text-left font-medium sm:px-4 sm:pl-5", visible ? "text-slate-800" : "text-slate-400")}>
                      {resource}
                      {!visible && <span className="ml-2 text-xs font-normal">Hidden</span>}
                      {changed && <span className="ml-2 text-xs font-normal text-amber-700">Unsaved</span>}
                    </th>
                    {FLAGS.map(({ flag, label }) => (
                      <td key={flag} className="px-0.5 py-2.5 text-center sm:px-1">
                        {isAdmin ? (
                          <Check className="mx-auto size-4 text-brand" aria-label={`Admin: ${label} ${resource} allowed`} />
                        ) : (
                          <Checkbox
                            className="size-5 sm:size-4"
                            checked={flagOn(resource, flag)}
                            disabled={save.isPending}
                            onChange={(e) => !isAdmin && draft.toggle(role, resource, flag, e.target.checked)}
                            aria-label={`${role}: ${label} ${resource}`}
                          />
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>

        {/* While there are unsaved changes the bar stays in view on small screens. */}
        <div
          className={cn(
            "flex items-center justify-between gap-3 rounded-b-lg border-t border-slate-200 bg-white px-4 py-3 sm:px-5",
            dirty > 0 && "sticky bottom-0 z-10 bg-amber-50/95 backdrop-blur lg:static",
          )}
        >
          <p className="flex items-center gap-2 text-sm" aria-live="polite">
            {dirty > 0 ? (
              <>
                <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
                <span className="font-medium text-amber-900">
                  {dirty} unsaved change{dirty === 1 ? "" : "s"}
                  <span className="hidden font-normal sm:inline">{draft.changes.some((c) => c.role !== role) ? " (including other roles)" : ""}</span>
                </span>
              </>
            ) : (
              <span className="text-slate-500">No unsaved changes</span>
            )}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" onClick={draft.discard} disabled={!dirty || save.isPending} aria-label="Discard changes">
              <Undo2 aria-hidden="true" />
              <span className="hidden sm:inline">Discard</span>
            </Button>
            <Button onClick={onSave} disabled={!dirty || save.isPending}>
              {save.isPending ? <Spinner size="sm" className="text-current" label="Saving" /> : <Save aria-hidden="true" />}
              Save changes
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
