import { z } from "zod";
import { fileResponse } from "../common/contract";
import { contractEndpoints } from "../common/record-endpoints";
import { slugParams } from "../common/slug";
import { plantAssetSchema, plantAssetsQuery } from "./assets-plant";

const onContract = contractEndpoints("Assets", slugParams);

/**
 * The register's assets as a contract's plant (issue 32, decision 0076): the Log Plant form's picker and
 * London's NRMM register export. Both read the register (serials, engines), so Assets view.
 */
export const assetsPlantEndpoints = {
  picker: onContract.read("plant-assets", "Assets for a contract's Log Plant form: those on the contract, or any live asset matching the search", {
    query: plantAssetsQuery,
    response: z.array(plantAssetSchema),
  }),
  nrmmExport: onContract.read(
    "nrmm.csv",
    "London's NRMM register for a contract as CSV: each machine booked to its diary as plant or on it now, with its first and last booked day, engine stage and power, and whether it meets London's standard",
    { response: fileResponse("text/csv; charset=utf-8") },
  ),
};
