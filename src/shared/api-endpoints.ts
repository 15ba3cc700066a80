import type { EndpointTable } from "./common/contract";
import { accountEndpoints } from "./account/account.endpoints";
import { activityLogsEndpoints } from "./activity-logs/activity-logs.endpoints";
import { apiDocsEndpoints } from "./api-docs/api-docs.endpoints";
import { carbonEndpoints } from "./carbon/carbon.endpoints";
import { carbonFootprintEndpoints } from "./carbon-footprint/carbon-footprint.endpoints";
import { carbonSettingsEndpoints } from "./carbon-settings/carbon-settings.endpoints";
import { energyEndpoints } from "./energy/energy.endpoints";
import { filesEndpoints } from "./files/files.endpoints";
import { riskEndpoints } from "./risk/risk.endpoints";
import { siteIssuesEndpoints } from "./site-issues/site-issues.endpoints";
import { suppliersEndpoints } from "./suppliers/suppliers.endpoints";
import { diaryExportEndpoints } from "./diary-export/diary-export.endpoints";
import { diaryCommentsEndpoints } from "./diary/diary-comments.endpoints";
import { diaryEndpoints } from "./diary/diary.endpoints";
import { journalEndpoints } from "./diary/journal.endpoints";
import { projectsEndpoints } from "./projects/projects.endpoints";
import { recycleBinEndpoints } from "./recycle-bin/recycle-bin.endpoints";
import { timelineEndpoints } from "./timeline/timeline.endpoints";
import { weatherEndpoints } from "./weather/weather.endpoints";
import { deliveriesEndpoints } from "./deliveries/deliveries.endpoints";
import { plantEndpoints } from "./plant/plant.endpoints";
import { scope3Endpoints } from "./scope3/scope3.endpoints";
import { visitorsEndpoints } from "./visitors/visitors.endpoints";
import { wasteEndpoints } from "./waste/waste.endpoints";
import { companyEndpoints } from "./company/company.endpoints";
import { healthEndpoints } from "./health/health.endpoints";
import { authEndpoints } from "./identity/auth.endpoints";
import { outboxEndpoints } from "./identity/outbox.endpoints";
import { permissionsEndpoints } from "./identity/permissions.endpoints";
import { usersEndpoints } from "./identity/users.endpoints";
import { pdfTemplatesEndpoints } from "./pdf-templates/pdf-templates.endpoints";
import { materialsEndpoints } from "./materials/materials.endpoints";
import { purchaseOrdersEndpoints } from "./purchase-orders/purchase-orders.endpoints";
import { materialRequestsEndpoints } from "./material-requests/material-requests.endpoints";
import { pendingAreasEndpoints } from "./pending-areas/pending-areas.endpoints";
import { reportsEndpoints } from "./reports/reports.endpoints";

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
  suppliers: suppliersEndpoints,
  diary: diaryEndpoints,
  diaryComments: diaryCommentsEndpoints,
  diaryExport: diaryExportEndpoints,
  journal: journalEndpoints,
  projects: projectsEndpoints,
  recycleBin: recycleBinEndpoints,
  timeline: timelineEndpoints,
  weather: weatherEndpoints,
  plant: plantEndpoints,
  visitors: visitorsEndpoints,
  deliveries: deliveriesEndpoints,
  waste: wasteEndpoints,
  scope3: scope3Endpoints,
  health: healthEndpoints,
  auth: authEndpoints,
  users: usersEndpoints,
  permissions: permissionsEndpoints,
  company: companyEndpoints,
  account: accountEndpoints,
  activityLogs: activityLogsEndpoints,
  reports: reportsEndpoints,
  outbox: outboxEndpoints,
  pdfTemplates: pdfTemplatesEndpoints,
  materials: materialsEndpoints,
  purchaseOrders: purchaseOrdersEndpoints,
  materialRequests: materialRequestsEndpoints,
  pendingAreas: pendingAreasEndpoints,
} satisfies Record<string, EndpointTable>;
