import { endpoint, under, type Changes } from "../common/contract";
import { assetsEndpoints } from "./assets.endpoints";
import { pageQuery } from "../common/paging";
import { assetParams } from "./asset";
import {
  assetChecklistSchema,
  checklistsSchema,
  checklistsViewSchema,
  clearanceSchema,
  clearanceViewSchema,
  defectReportedSchema,
  defectReportSchema,
  preUseCheckListSchema,
  preUseCheckSchema,
  recordedCheckSchema,
} from "./asset-checks";

/**
 * Pre-use checks, defect reports and clearing an item for use (decision 0074). Site staff do the checks
 * and report defects, so those need Assets view; the checklists and clearing an item need Assets edit.
 */
export const assetChecksEndpoints = {
  checklists: endpoint({
    method: "GET",
    path: "/api/assets/checklists",
    access: ["Assets", "view"],
    summary: "The company's pre-use checklists per asset type and category, and the built-in lists used where it set none",
    response: checklistsViewSchema,
  }),
  saveChecklists: endpoint({
    method: "PUT",
    path: "/api/assets/checklists",
    access: ["Assets", "edit"],
    summary: "Replace every pre-use checklist at once; a type left out uses the built-in list",
    body: checklistsSchema,
    response: checklistsViewSchema,
  }),
  checklist: endpoint({
    method: "GET",
    path: "/api/assets/:id/checklist",
    access: ["Assets", "view"],
    summary: "The pre-use checks asked of this asset, its contract and its last hour-meter reading",
    params: assetParams,
    response: assetChecklistSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/assets/:id/pre-use-checks",
    access: ["Assets", "view"],
    summary: "An asset's pre-use checks, nil-defect ones too, newest first",
    params: assetParams,
    query: pageQuery,
    response: preUseCheckListSchema,
  }),
  record: endpoint({
    method: "POST",
    path: "/api/assets/:id/pre-use-checks",
    access: ["Assets", "view"],
    summary:
      "Record a pre-use check: every check OK or a defect with its note, the operator, the contract and the hour meter (not lower than the last). Any defect takes the item out of use ('Do not use')",
    params: assetParams,
    body: preUseCheckSchema,
    response: recordedCheckSchema,
    status: 201,
  }),
  reportDefect: endpoint({
    method: "POST",
    path: "/api/assets/:id/defects",
    access: ["Assets", "view"],
    summary: "Report a defect with a note; one that is unsafe takes the item out of use",
    params: assetParams,
    body: defectReportSchema,
    response: defectReportedSchema,
    status: 201,
  }),
  clear: endpoint({
    method: "POST",
    path: "/api/assets/:id/clearance",
    access: ["Assets", "edit"],
    summary: "Clear an out-of-use item for use again, with a note (409 when it is not out of use)",
    params: assetParams,
    body: clearanceSchema,
    response: clearanceViewSchema,
    status: 201,
  }),
};

/** A check, a defect or a clearance changes the item's use: every read under /api/assets (its safety, checks, the register's colour). */
export const assetChecksChanges: Changes = [under(assetsEndpoints.list)];
export const checklistsChanges: Changes = [assetChecksEndpoints.checklists, assetChecksEndpoints.checklist];
