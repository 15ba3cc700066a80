import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { assetsPlantEndpoints } from "@shared/assets/assets-plant.endpoints";
import { hrefOf, queryOf } from "@web/lib/api-client";

/** The register's assets the Log Plant form offers: the contract's, or any live one matching a search. */
export const usePlantAssets = (slug: string, q: string, enabled: boolean) =>
  useQuery(
    queryOf(assetsPlantEndpoints.picker, { params: { slug }, query: { q: q || undefined } }, { enabled, retry: false, placeholderData: keepPreviousData }),
  );

/** London's NRMM register for the contract (CSV). */
export const nrmmExportHref = (slug: string) => hrefOf(assetsPlantEndpoints.nrmmExport, { params: { slug } });
