import type { Module } from "../platform/module";
import { healthRoutes } from "./health/health.routes";
import { authRoutes } from "./auth/auth.routes";
import { usersRoutes } from "./users/users.routes";
import { permissionsRoutes } from "./permissions/permissions.routes";
import { companyRoutes } from "./company/company.routes";
import { accountRoutes } from "./account/account.routes";
import { activityLogsRoutes } from "./activity-logs/activity-logs.routes";
import { reportsRoutes } from "./reports/reports.routes";
import { outboxRoutes } from "./outbox/outbox.routes";
import { projectsRoutes } from "./projects/projects.routes";
import { diaryRoutes } from "./diary/diary.routes";
import { filesRoutes } from "./files/files.routes";
import { timelineRoutes } from "./timeline/timeline.routes";
import { weatherRoutes } from "./weather/weather.routes";
import { diaryExportRoutes } from "./diary-export/diary-export.routes";
import { carbonRoutes } from "./carbon/carbon.routes";
import { plantRoutes } from "./plant/plant.routes";
import { visitorsRoutes } from "./visitors/visitors.routes";
import { deliveriesRoutes } from "./deliveries/deliveries.routes";
import { wasteRoutes } from "./waste/waste.routes";
import { energyRoutes } from "./energy/energy.routes";
import { scope3Routes } from "./scope3/scope3.routes";
import { carbonSettingsRoutes } from "./carbon-settings/carbon-settings.routes";
import { carbonFootprintRoutes } from "./carbon-footprint/carbon-footprint.routes";
import { siteIssuesRoutes } from "./site-issues/site-issues.routes";
import { riskAssessmentsRoutes } from "./risk-assessments/risk-assessments.routes";
import { suppliersRoutes } from "./suppliers/suppliers.routes";
import { recycleBinRoutes } from "./recycle-bin/recycle-bin.routes";
import { pdfTemplatesRoutes } from "./pdf-templates/pdf-templates.routes";
import { materialsRoutes } from "./materials/materials.routes";
import { purchaseOrdersRoutes } from "./purchase-orders/purchase-orders.routes";
import { materialRequestsRoutes } from "./material-requests/material-requests.routes";
import { pendingAreasRoutes } from "./pending-areas/pending-areas.routes";
import { apiDocsRoutes } from "./api-docs/api-docs.routes";

/** Every server module, registered in this order. One line per module. */
export const modules: Module[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  permissionsRoutes,
  companyRoutes,
  accountRoutes,
  activityLogsRoutes,
  reportsRoutes,
  outboxRoutes,
  projectsRoutes,
  diaryRoutes,
  filesRoutes,
  timelineRoutes,
  weatherRoutes,
  diaryExportRoutes,
  carbonRoutes,
  plantRoutes,
  visitorsRoutes,
  deliveriesRoutes,
  wasteRoutes,
  energyRoutes,
  scope3Routes,
  carbonSettingsRoutes,
  carbonFootprintRoutes,
  siteIssuesRoutes,
  riskAssessmentsRoutes,
  suppliersRoutes,
  recycleBinRoutes,
  pdfTemplatesRoutes,
  materialsRoutes,
  purchaseOrdersRoutes,
  materialRequestsRoutes,
  pendingAreasRoutes,
  apiDocsRoutes,
];
