import { recordRightsOnPage } from "@shared/identity/permissions";

/** The signed-in user's flags on the page a record lives on, and who they are. */
export type PagePermissions = { canEdit: boolean; canDelete: boolean; userId: number | null };

/**
 * Whether to offer Delete on one record: the rule the server refuses with (decision 0014), so a
 * button is never shown for a delete the server would answer 403. Edit needs only `canEdit`.
 */
export const canDeleteRecord = (page: PagePermissions, ownerId: number | null | undefined) => recordRightsOnPage(page, page.userId, ownerId).canDelete;
