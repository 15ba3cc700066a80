import { endpoint } from "../common/contract";
import { pageOf } from "../common/paging";
import { RECYCLE_BIN_PERMISSION, recycleBinItemSchema, recycleBinParams, recycleBinQuery, restoreResultSchema } from "./recycle-bin";

/**
 * Delete Records (/delete-records): what users deleted, and putting it back. The administrator and
 * roles with Backup & Data › Edit (docs/decisions/0016-recycle-bin-restore.md).
 */
export const recycleBinEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/recycle-bin",
    access: RECYCLE_BIN_PERMISSION,
    summary: "What is in the recycle bin, newest deletion first, by record type and name, paged",
    query: recycleBinQuery,
    response: pageOf(recycleBinItemSchema),
  }),
  restore: endpoint({
    method: "POST",
    path: "/api/recycle-bin/:id/restore",
    access: RECYCLE_BIN_PERMISSION,
    summary: "Put a record back from the recycle bin, with everything that went there with it",
    params: recycleBinParams,
    response: restoreResultSchema,
  }),
};
