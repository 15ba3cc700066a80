import { useMemo, useState } from "react";
import { RESOURCES, type PermissionEntry, type Resource, type RolePermissionMap } from "@shared/identity/permissions";
import { REQUESTABLE_ROLES } from "@shared/identity/roles";
import type { RolePermissionRow } from "@shared/identity/role-permissions";

export type EditableRole = (typeof REQUESTABLE_ROLES)[number];
export type Flag = keyof PermissionEntry;
export const FLAGS: { flag: Flag; label: string }[] = [
  { flag: "canView", label: "View" },
  { flag: "canEdit", label: "Edit" },
  { flag: "canCreate", label: "Create" },
  { flag: "canDelete", label: "Delete" },
];

/** What applies when a row is missing (product.md §6): visible, nothing else. */
const MISSING: PermissionEntry = { canView: true, canEdit: false, canCreate: false, canDelete: false };
const key = (role: string, resource: string) => `${role}\u0000${resource}`;
const same = (a: PermissionEntry, b: PermissionEntry) =>
  a.canView === b.canView && a.canEdit === b.canEdit && a.canCreate === b.canCreate && a.canDelete === b.canDelete;

/** Turning view off turns the rest off; turning anything else on turns view on (the server's rule). */
export function withFlag(entry: PermissionEntry, flag: Flag, value: boolean): PermissionEntry {
  if (flag === "canView" && !value) return { canView: false, canEdit: false, canCreate: false, canDelete: false };
  return { ...entry, [flag]: value, ...(value ? { canView: true } : {}) };
}

/** Unsaved edits over the saved map: only cells that differ count as changes. */
export function usePermissionDraft(saved: RolePermissionMap | undefined) {
  const [edits, setEdits] = useState<Record<string, PermissionEntry>>({});
  const baseline = (role: string, resource: string) => saved?.[role]?.[resource] ?? MISSING;
  const entry = (role: string, resource: string) => edits[key(role, resource)] ?? baseline(role, resource);

  const changes = useMemo(() => {
    const rows: RolePermissionRow[] = [];
    for (const role of REQUESTABLE_ROLES) {
      for (const resource of RESOURCES) {
        const edit = edits[key(role, resource)];
        const base = saved?.[role]?.[resource] ?? MISSING;
        if (edit && !same(edit, base)) rows.push({ role, resource, ...edit });
      }
    }
    return rows;
  }, [edits, saved]);

  const set = (role: EditableRole, resource: Resource, next: PermissionEntry) => setEdits((e) => ({ ...e, [key(role, resource)]: next }));

  return {
    entry,
    changes,
    isChanged: (role: string, resource: string) => {
      const edit = edits[key(role, resource)];
      return Boolean(edit && !same(edit, baseline(role, resource)));
    },
    changedIn: (role: string) => changes.filter((c) => c.role === role).length,
    toggle: (role: EditableRole, resource: Resource, flag: Flag, value: boolean) => set(role, resource, withFlag(entry(role, resource), flag, value)),
    setColumn: (role: EditableRole, flag: Flag, value: boolean) =>
      setEdits((e) => {
        const next = { ...e };
        for (const r of RESOURCES) next[key(role, r)] = withFlag(e[key(role, r)] ?? baseline(role, r), flag, value);
        return next;
      }),
    setRole: (role: EditableRole, grid: Record<Resource, PermissionEntry>) =>
      setEdits((e) => {
        const next = { ...e };
        for (const r of RESOURCES) next[key(role, r)] = { ...grid[r] };
        return next;
      }),
    discard: () => setEdits({}),
  };
}
