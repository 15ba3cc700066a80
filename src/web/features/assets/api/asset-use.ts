import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CheckInBody, CheckOutBody, MoveBody, OffHireBody } from "@shared/assets/asset-use";
import { assetOperatorsChanges, assetUseChanges, assetUseEndpoints } from "@shared/assets/asset-use.endpoints";
import type { PlantCategoryCardsFormValues } from "@shared/assets/asset-operators";
import { plantCategoryCardsChanges, plantCategoryCardsEndpoints } from "@shared/assets/plant-category-cards.endpoints";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

/** Who has an asset and where (decision 0075): reads by Assets view, movements by Assets create or edit. */

export const useWhereabouts = (id: number) => useQuery(queryOf(assetUseEndpoints.whereabouts, { params: { id } }));
export const useCheckOuts = (id: number, page: number, pageSize = 5) =>
  useQuery(queryOf(assetUseEndpoints.checkOuts, { params: { id }, query: { page, pageSize } }, { placeholderData: keepPreviousData }));

const known = (id: number) => ({ id });
export const useCheckOut = (id: number) =>
  useWrite((body: CheckOutBody) => callApi(assetUseEndpoints.checkOut, { params: { id }, body }), assetUseChanges, known(id));
export const useCheckIn = (id: number) =>
  useWrite((body: CheckInBody) => callApi(assetUseEndpoints.checkIn, { params: { id }, body }), assetUseChanges, known(id));
export const useMove = (id: number) => useWrite((body: MoveBody) => callApi(assetUseEndpoints.move, { params: { id }, body }), assetUseChanges, known(id));
export const useOffHire = (id: number) =>
  useWrite((body: OffHireBody) => callApi(assetUseEndpoints.offHire, { params: { id }, body }), assetUseChanges, known(id));

export const useOperators = (id: number) => useQuery(queryOf(assetUseEndpoints.operators, { params: { id } }));
export const useSaveOperators = (id: number) =>
  useWrite((workerIds: number[]) => callApi(assetUseEndpoints.replaceOperators, { params: { id }, body: { workerIds } }), assetOperatorsChanges, known(id));

export const usePlantRules = (enabled = true) => useQuery(queryOf(plantCategoryCardsEndpoints.list, {}, { enabled }));
export const useSavePlantRules = () =>
  useWrite(
    (body: PlantCategoryCardsFormValues) => callApi(plantCategoryCardsEndpoints.replace, { body }),
    plantCategoryCardsChanges,
    {},
    { refetchType: "all" },
  );

// ---- the contract picker (the worker picker is src/web/components/pickers/worker-picker.tsx) ------

export type ContractOption = { id: number; name: string };
export const useContractOptions = () =>
  useQuery(
    queryOf(
      projectsEndpoints.list,
      { query: { page: 1, pageSize: 100 } },
      { select: (page) => page.items.map(({ id, name }): ContractOption => ({ id, name })) },
    ),
  );
