import { recordRightsOnPage } from "@shared/identity/permissions";

/** The signed-in user's flags on the page a record lives on, and who they are. */
export type PagePermissions = { canEdit: boolean; canDelete: boolean; userId: number | null };

/**
 * Whether to offer Delete on one record: the rule the server refuses with (decision 0014), so a
 * button is never shown for a delete the server would answer 403. Edit needs only `canEdit`.
 */
export const canDeleteRecord = (page: PagePermissions, ownerId: number | null | undefined) => recordRightsOnPage(page, page.userId, ownerId).canDelete;

export type PermissionAction = "view" | "create" | "edit" | "delete";

/**
 * What a refused page tells the user: the permission their role lacks, by name. A Viewer refused a
 * create form already has the area's view, so "ask for the Contracts permission" would mislead.
 */
export function missingPermissionText(area: string, action: PermissionAction): string {
  if (action === "view") return `Ask an administrator for the ${area} permission.`;
  const name = action[0].toUpperCase() + action.slice(1);
  return `Your role can view ${area} but not ${action}. Ask an administrator for ${area} › ${name}.`;
}
