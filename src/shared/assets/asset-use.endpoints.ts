import { endpoint, under, type Changes } from "../common/contract";
import { assetsEndpoints } from "./assets.endpoints";
import { pageQuery } from "../common/paging";
import { assetParams } from "./asset";
import { operatorsInput, operatorsSchema } from "./asset-operators";
import { checkInInput, checkOutInput, checkOutPageSchema, moveInput, offHireInput, whereaboutsSchema } from "./asset-use";

/**
 * Who has an asset and where it is (issue 32, decision 0075): its whereabouts, check-out and check-in,
 * moves between contracts and the yard, off-hire, and its authorised operators. Checking out and in
 * add a record of the movement (Assets create); an override, a move, off-hire and the operators change
 * the asset itself (Assets edit).
 */
export const assetUseEndpoints = {
  whereabouts: endpoint({
    method: "GET",
    path: "/api/assets/:id/whereabouts",
    access: ["Assets", "view"],
    summary: "Where an asset is (a contract or the yard), who has it, the open check-out with its overdue state, its hire and what its operators need",
    params: assetParams,
    response: whereaboutsSchema,
  }),
  checkOuts: endpoint({
    method: "GET",
    path: "/api/assets/:id/check-outs",
    access: ["Assets", "view"],
    summary: "An asset's check-outs, newest first, each with who, where, when, due back, check-in and any override",
    params: assetParams,
    query: pageQuery,
    response: checkOutPageSchema,
  }),
  overdue: endpoint({
    method: "GET",
    path: "/api/asset-check-outs/overdue",
    access: ["Assets", "view"],
    summary: "Every open check-out past its due-back day, the longest overdue first",
    query: pageQuery,
    response: checkOutPageSchema,
  }),
  checkOut: endpoint({
    method: "POST",
    path: "/api/assets/:id/check-out",
    access: ["Assets", "create"],
    summary:
      "Check an asset out to a worker on a contract (409 when already out, out of use, not active or not safe to use; 409 with refusals when the operator's cards or authorisation fall short, which Assets edit may override with a reason)",
    params: assetParams,
    body: checkOutInput,
    response: whereaboutsSchema,
  }),
  checkIn: endpoint({
    method: "POST",
    path: "/api/assets/:id/check-in",
    access: ["Assets", "create"],
    summary: "Check an asset in, with its condition and a note (409 when it is not checked out)",
    params: assetParams,
    body: checkInInput,
    response: whereaboutsSchema,
  }),
  move: endpoint({
    method: "POST",
    path: "/api/assets/:id/move",
    access: ["Assets", "edit"],
    summary: "Move an asset to a contract or the yard: it arrives there today (409 while checked out, or already there)",
    params: assetParams,
    body: moveInput,
    response: whereaboutsSchema,
  }),
  offHire: endpoint({
    method: "POST",
    path: "/api/assets/:id/off-hire",
    access: ["Assets", "edit"],
    summary: "Call a hired-in item off hire: the off-hire day, the supplier's off-hire reference and the collection day (409 for an owned item)",
    params: assetParams,
    body: offHireInput,
    response: whereaboutsSchema,
  }),
  operators: endpoint({
    method: "GET",
    path: "/api/assets/:id/operators",
    access: ["Assets", "view"],
    summary: "An asset's authorised operators, each with their cards against its plant category's rule",
    params: assetParams,
    response: operatorsSchema,
  }),
  replaceOperators: endpoint({
    method: "PUT",
    path: "/api/assets/:id/operators",
    access: ["Assets", "edit"],
    summary: "Replace an asset's authorised operators (workers); none: anyone whose cards meet its category's rule may use it",
    params: assetParams,
    body: operatorsInput,
    response: operatorsSchema,
  }),
};

/** A movement changes the asset's whereabouts, its check-outs, the overdue list, and the register's rows (its place and holder). */
// Every read under /api/assets (the register's place and holder columns, the asset's summary, its whereabouts and check-outs), and the overdue list.
export const assetUseChanges: Changes = [under(assetsEndpoints.list), assetUseEndpoints.overdue];
export const assetOperatorsChanges: Changes = [assetUseEndpoints.operators, assetUseEndpoints.whereabouts];
