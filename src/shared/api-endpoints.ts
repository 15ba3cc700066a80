import type { EndpointTable } from "./common/contract";
import { apiDocsEndpoints } from "./api-docs/api-docs.endpoints";
import { carbonEndpoints } from "./carbon/carbon.endpoints";
import { carbonFootprintEndpoints } from "./carbon-footprint/carbon-footprint.endpoints";
import { carbonSettingsEndpoints } from "./carbon-settings/carbon-settings.endpoints";
import { energyEndpoints } from "./energy/energy.endpoints";
import { filesEndpoints } from "./files/files.endpoints";
import { riskEndpoints } from "./risk/risk.endpoints";
import { siteIssuesEndpoints } from "./site-issues/site-issues.endpoints";

/**
 * Every area's endpoint table, by area: the whole API. The OpenAPI document is generated from it and
 * the route-coverage test checks that the server registers exactly these. The browser imports an
 * area's table directly (so each route's bundle carries only its own schemas), never this list.
 */
export const endpointTables = {
  apiDocs: apiDocsEndpoints,
  carbon: carbonEndpoints,
  carbonFootprint: carbonFootprintEndpoints,
  carbonSettings: carbonSettingsEndpoints,
  energy: energyEndpoints,
  files: filesEndpoints,
  risk: riskEndpoints,
  siteIssues: siteIssuesEndpoints,
} satisfies Record<string, EndpointTable>;
