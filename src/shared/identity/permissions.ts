import { z } from "zod";
import { ADMIN_ROLE, type Role } from "./roles";

/** Page labels used as permission resources (product.md §6), each with the route it guards. */
export const RESOURCES = [
  "Suppliers",
  "Materials",
  "Workforce",
  "Assets",
  "Fleet Management",
  "Contracts",
  "Purchase Orders",
  "Cost Analysis",
  "Incident Reports",
  "Carbon Tracking",
  "Backup & Data",
  "Company Profile",
  "Settings",
  "Email Templates",
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ["view", "edit", "create", "delete"] as const;
export type Action = (typeof ACTIONS)[number];

export const permissionEntrySchema = z.object({ canView: z.boolean(), canEdit: z.boolean(), canCreate: z.boolean(), canDelete: z.boolean() });
export type PermissionEntry = z.output<typeof permissionEntrySchema>;
/** GET /api/role-permissions: role → page label → entry. */
export const rolePermissionMapSchema = z.record(z.string(), z.record(z.string(), permissionEntrySchema)).meta({ id: "RolePermissionMap" });
export type RolePermissionMap = z.output<typeof rolePermissionMapSchema>;

const FLAG: Record<Action, keyof PermissionEntry> = { view: "canView", edit: "canEdit", create: "canCreate", delete: "canDelete" };

/**
 * The one permission rule, used by the server to enforce and the client to hide (product.md §6):
 * Admin may do everything; a missing role or page entry is visible but not editable, creatable or deletable.
 */
export function can(map: RolePermissionMap | undefined, role: string | undefined, resource: string, action: Action): boolean {
  if (role === ADMIN_ROLE) return true;
  const entry = role ? map?.[role]?.[resource] : undefined;
  if (!entry) return action === "view";
  return entry[FLAG[action]];
}

/**
 * What one user may do to one record on a page that someone logged (diary entries, site notes,
 * site records, issues, files…): docs/decisions/0014-editing-others-records.md. Edit on the page
 * edits any record on it, whoever logged it (the record keeps its author); deleting needs Edit too,
 * and someone else's record (or one with no known owner) also needs Delete. The server refuses and
 * the client hides with this same rule.
 */
export function recordRights(
  map: RolePermissionMap | undefined,
  user: { id: number; role: string } | null | undefined,
  resource: string,
  ownerId: number | null | undefined,
): { canEdit: boolean; canDelete: boolean } {
  if (!user) return { canEdit: false, canDelete: false };
  return recordRightsOnPage({ canEdit: can(map, user.role, resource, "edit"), canDelete: can(map, user.role, resource, "delete") }, user.id, ownerId);
}

/** `recordRights` from the page's flags already looked up (the client has them per screen). */
export function recordRightsOnPage(page: { canEdit: boolean; canDelete: boolean }, userId: number | null | undefined, ownerId: number | null | undefined) {
  const own = ownerId != null && ownerId === userId;
  return { canEdit: page.canEdit, canDelete: page.canEdit && (own || page.canDelete) };
}

const all: PermissionEntry = { canView: true, canEdit: true, canCreate: true, canDelete: true };
const work: PermissionEntry = { canView: true, canEdit: true, canCreate: true, canDelete: false };
const look: PermissionEntry = { canView: true, canEdit: false, canCreate: false, canDelete: false };
const none: PermissionEntry = { canView: false, canEdit: false, canCreate: false, canDelete: false };

function grid(fill: PermissionEntry, overrides: Partial<Record<Resource, PermissionEntry>> = {}) {
  return Object.fromEntries(RESOURCES.map((r) => [r, overrides[r] ?? fill])) as Record<Resource, PermissionEntry>;
}

const adminOnly = { "Backup & Data": none, "Company Profile": look, "Email Templates": none } as const;

/**
 * The permission rows a new company starts with. The spec stores rows with all flags false by
 * default and leaves each role's grants to the company; these are the grants a UK contractor
 * would expect on day one, editable in Team Management (docs/decisions/0003-default-permissions.md).
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<Exclude<Role, typeof ADMIN_ROLE>, Record<Resource, PermissionEntry>> = {
  "Managing Director": grid(all),
  Director: grid(all, { "Backup & Data": look }),
  "Contracts Manager": grid(work, adminOnly),
  "Project Manager": grid(work, { ...adminOnly, "Cost Analysis": look }),
  "Site Manager": grid(work, { ...adminOnly, "Purchase Orders": look, "Cost Analysis": none, Suppliers: look }),
  "Site Supervisor": grid(look, { ...adminOnly, Contracts: work, Workforce: work, "Incident Reports": work, "Purchase Orders": none, "Cost Analysis": none }),
  Buyer: grid(look, { ...adminOnly, Suppliers: work, Materials: work, "Purchase Orders": work, Workforce: none, "Incident Reports": none }),
  QS: grid(look, { ...adminOnly, "Cost Analysis": work, "Purchase Orders": work, Contracts: work }),
  Other: grid(look, { ...adminOnly, "Cost Analysis": none, Workforce: none, "Incident Reports": none }),
  Viewer: grid(look, { ...adminOnly, "Cost Analysis": none, Workforce: none, "Incident Reports": none }),
};
