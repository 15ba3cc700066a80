import { useQuery } from "@tanstack/react-query";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import { callApi, keyOf } from "./api-client";

/**
 * The factors a material or a delivery line may name: DESNZ "Material use" in the reporting year and
 * the company's own. Both lists are short (a few dozen rows), so they load once, under one key the
 * material form and the delivery form share, and the picker searches them here.
 */
export function useMaterialFactors() {
  return useQuery({
    queryKey: [...keyOf(carbonEndpoints.listFactors, {}), "material-picker"],
    queryFn: async () => {
      const [desnz, company] = await Promise.all([
        callApi(carbonEndpoints.listFactors, { query: { sheet: "Material use", company: "false", pageSize: 200 } }),
        callApi(carbonEndpoints.listFactors, { query: { company: "true", pageSize: 200 } }),
      ]);
      return { year: desnz.year, desnz: desnz.items, company: company.items };
    },
    staleTime: 5 * 60_000,
  });
}
