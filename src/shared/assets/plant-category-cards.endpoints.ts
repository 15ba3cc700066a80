import { endpoint, type Changes } from "../common/contract";
import { plantCategoryCardsInput, plantCategoryRulesSchema } from "./asset-operators";
import { assetUseEndpoints } from "./asset-use.endpoints";

/**
 * The cards each plant category asks of its operators (issue 32, decision 0075), kept as the trade
 * card rules are (shared/workforce/trade-card-rules.endpoints.ts): the whole set read and replaced at once.
 */
export const plantCategoryCardsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/plant-category-cards",
    access: ["Assets", "view"],
    summary: "The cards each plant category's operators need: groups of alternatives (CPCS or NPORS), every group met by one in-date card",
    response: plantCategoryRulesSchema,
  }),
  replace: endpoint({
    method: "PUT",
    path: "/api/plant-category-cards",
    access: ["Assets", "edit"],
    summary: "Replace every plant category's rule at once (one rule per category, matched without case); a category left out has no rule",
    body: plantCategoryCardsInput,
    response: plantCategoryRulesSchema,
  }),
};

/** A rule changes every operator's standing and what an asset's whereabouts says its operators need. */
export const plantCategoryCardsChanges: Changes = [plantCategoryCardsEndpoints.list, assetUseEndpoints.operators, assetUseEndpoints.whereabouts];
