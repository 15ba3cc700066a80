import { deriveAreas, type ServerModule } from "../platform/module";
import { healthModule } from "./health/health.module";
import { authModule } from "./auth/auth.module";
import { usersModule } from "./users/users.module";
import { permissionsModule } from "./permissions/permissions.module";
import { companyModule } from "./company/company.module";
import { accountModule } from "./account/account.module";
import { activityLogsModule } from "./activity-logs/activity-logs.module";
import { reportsModule } from "./reports/reports.module";
import { outboxModule } from "./outbox/outbox.module";
import { projectsModule } from "./projects/projects.module";
import { diaryModule } from "./diary/diary.module";
import { filesModule } from "./files/files.module";
import { timelineModule } from "./timeline/timeline.module";
import { weatherModule } from "./weather/weather.module";
import { diaryExportModule } from "./diary-export/diary-export.module";
import { carbonModule } from "./carbon/carbon.module";
import { plantModule } from "./plant/plant.module";
import { visitorsModule } from "./visitors/visitors.module";
import { deliveriesModule } from "./deliveries/deliveries.module";
import { wasteModule } from "./waste/waste.module";
import { energyModule } from "./energy/energy.module";
import { scope3Module } from "./scope3/scope3.module";
import { carbonSettingsModule } from "./carbon-settings/carbon-settings.module";
import { carbonFootprintModule } from "./carbon-footprint/carbon-footprint.module";
import { siteIssuesModule } from "./site-issues/site-issues.module";
import { riskAssessmentsModule } from "./risk-assessments/risk-assessments.module";
import { suppliersModule } from "./suppliers/suppliers.module";
import { recycleBinModule } from "./recycle-bin/recycle-bin.module";
import { pdfTemplatesModule } from "./pdf-templates/pdf-templates.module";
import { materialsModule } from "./materials/materials.module";
import { purchaseOrdersModule } from "./purchase-orders/purchase-orders.module";
import { materialRequestsModule } from "./material-requests/material-requests.module";
import { workersModule } from "./workers/workers.module";
import { assetsModule } from "./assets/assets.module";
import { fleetModule } from "./fleet/fleet.module";
import { vehicleChecksModule } from "./vehicle-checks/vehicle-checks.module";
import { siteSignInModule } from "./site-sign-in/site-sign-in.module";
import { siteAttendanceModule } from "./site-attendance/site-attendance.module";
import { sitePosterModule } from "./site-poster/site-poster.module";
import { notificationsModule } from "./notifications/notifications.module";
import { smsModule } from "./sms/sms.module";
import { vehicleComplianceModule } from "./vehicle-compliance/vehicle-compliance.module";
import { remindersModule } from "./reminders/reminders.module";
import { costAnalysisModule } from "./cost-analysis/cost-analysis.module";
import { labourCostModule } from "./labour-cost/labour-cost.module";
import { pendingAreasModule } from "./pending-areas/pending-areas.module";
import { apiDocsModule } from "./api-docs/api-docs.module";

/**
 * Every server module, registered in this order: one line per module (docs/adding-an-area.md). Each
 * describes itself (platform/module.ts); the central lists below are read from the descriptors.
 */
const areaModules: ServerModule[] = [
  healthModule,
  authModule,
  usersModule,
  permissionsModule,
  companyModule,
  accountModule,
  activityLogsModule,
  reportsModule,
  outboxModule,
  projectsModule,
  diaryModule,
  filesModule,
  timelineModule,
  weatherModule,
  diaryExportModule,
  carbonModule,
  plantModule,
  visitorsModule,
  deliveriesModule,
  wasteModule,
  energyModule,
  scope3Module,
  carbonSettingsModule,
  carbonFootprintModule,
  siteIssuesModule,
  riskAssessmentsModule,
  suppliersModule,
  recycleBinModule,
  pdfTemplatesModule,
  materialsModule,
  purchaseOrdersModule,
  materialRequestsModule,
  workersModule,
  assetsModule,
  fleetModule,
  // The fleet's checks and compliance after the register: their demos read its vehicles.
  vehicleChecksModule,
  vehicleComplianceModule,
  siteSignInModule,
  siteAttendanceModule,
  sitePosterModule,
  // After the areas whose demo records its demo notifications point at.
  notificationsModule,
  smsModule,
  remindersModule,
  costAnalysisModule,
  labourCostModule,
];
/** Then the 501s of areas not built yet (less any prefix a module above now serves), and the API document. */
export const serverModules: ServerModule[] = [...areaModules, pendingAreasModule(areaModules), apiDocsModule];

/** The modules' routes, in order. */
export const modules = serverModules.map((m) => m.routes);
/** The central lists: every endpoint table (the API document, the route tests), every recycle bin restorer. */
export const areas = deriveAreas(serverModules);
