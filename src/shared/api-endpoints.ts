import type { EndpointTable } from "./common/contract";
import { accountEndpoints } from "./account/account.endpoints";
import { activityLogsEndpoints } from "./activity-logs/activity-logs.endpoints";
import { apiDocsEndpoints } from "./api-docs/api-docs.endpoints";
import { companyEndpoints } from "./company/company.endpoints";
import { energyEndpoints } from "./energy/energy.endpoints";
import { healthEndpoints } from "./health/health.endpoints";
import { authEndpoints } from "./identity/auth.endpoints";
import { outboxEndpoints } from "./identity/outbox.endpoints";
import { permissionsEndpoints } from "./identity/permissions.endpoints";
import { usersEndpoints } from "./identity/users.endpoints";
import { pendingAreasEndpoints } from "./pending-areas/pending-areas.endpoints";
import { reportsEndpoints } from "./reports/reports.endpoints";

/**
 * Every area's endpoint table, by area: the whole API. The OpenAPI document is generated from it and
 * the route-coverage test checks that the server registers exactly these. The browser imports an
 * area's table directly (so each route's bundle carries only its own schemas), never this list.
 */
export const endpointTables = {
  apiDocs: apiDocsEndpoints,
  energy: energyEndpoints,
  health: healthEndpoints,
  auth: authEndpoints,
  users: usersEndpoints,
  permissions: permissionsEndpoints,
  company: companyEndpoints,
  account: accountEndpoints,
  activityLogs: activityLogsEndpoints,
  reports: reportsEndpoints,
  outbox: outboxEndpoints,
  pendingAreas: pendingAreasEndpoints,
} satisfies Record<string, EndpointTable>;
