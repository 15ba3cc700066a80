import type { EndpointTable } from "./common/contract";
import { apiDocsEndpoints } from "./api-docs/api-docs.endpoints";
import { deliveriesEndpoints } from "./deliveries/deliveries.endpoints";
import { energyEndpoints } from "./energy/energy.endpoints";
import { plantEndpoints } from "./plant/plant.endpoints";
import { scope3Endpoints } from "./scope3/scope3.endpoints";
import { visitorsEndpoints } from "./visitors/visitors.endpoints";
import { wasteEndpoints } from "./waste/waste.endpoints";

/**
 * Every area's endpoint table, by area: the whole API. The OpenAPI document is generated from it and
 * the route-coverage test checks that the server registers exactly these. The browser imports an
 * area's table directly (so each route's bundle carries only its own schemas), never this list.
 */
export const endpointTables = {
  apiDocs: apiDocsEndpoints,
  energy: energyEndpoints,
  plant: plantEndpoints,
  visitors: visitorsEndpoints,
  deliveries: deliveriesEndpoints,
  waste: wasteEndpoints,
  scope3: scope3Endpoints,
} satisfies Record<string, EndpointTable>;
