import { assetUseEndpoints } from "@shared/assets/asset-use.endpoints";
import { plantCategoryCardsEndpoints } from "@shared/assets/plant-category-cards.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as use from "./asset-use.service";
import * as operators from "./asset-operators.service";

/** Who has an asset and where (issue 32, decision 0075): check-out, check-in, moves, off-hire and operators. */
export const assetUseRoutes: Module = async (app, { db }) => {
  routes(app, assetUseEndpoints, {
    whereabouts: (req) => use.whereabouts({ db }, req.params.id),
    checkOuts: (req) => use.listCheckOuts({ db }, req.params.id, req.query),
    overdue: (req) => use.listOverdue({ db }, req.query),
    checkOut: (req) => use.checkOut({ db, request: req }, req.params.id, req.body),
    checkIn: (req) => use.checkIn({ db, request: req }, req.params.id, req.body),
    move: (req) => use.move({ db, request: req }, req.params.id, req.body),
    offHire: (req) => use.offHire({ db, request: req }, req.params.id, req.body),
    operators: (req) => operators.listOperators(db, req.params.id),
    replaceOperators: (req) => operators.replaceOperators({ db, request: req }, req.params.id, req.body),
  });
  routes(app, plantCategoryCardsEndpoints, {
    list: () => operators.listPlantRules(db),
    replace: (req) => operators.replacePlantRules({ db, request: req }, req.body),
  });
};
