import type { WebArea } from "./web-area";
import { systemArea } from "./routes/system/system.area";
import { teamArea } from "./routes/team/team.area";
import { companyArea } from "./routes/company/company.area";
import { settingsArea } from "./routes/settings/settings.area";
import { activityLogsArea } from "./routes/activity-logs/activity-logs.area";
import { projectsArea } from "./routes/projects/projects.area";
import { entriesArea } from "./routes/entries/entries.area";
import { carbonArea } from "./routes/carbon/carbon.area";
import { siteIssuesArea } from "./routes/site-issues/site-issues.area";
import { purchaseOrdersArea } from "./routes/purchase-orders/purchase-orders.area";
import { riskAssessmentArea } from "./routes/risk-assessment/risk-assessment.area";
import { templateDesignerArea } from "./routes/template-designer/template-designer.area";
import { suppliersArea } from "./routes/suppliers/suppliers.area";
import { materialsArea } from "./routes/materials/materials.area";
import { workforceArea } from "./routes/workforce/workforce.area";
import { deleteRecordsArea } from "./routes/delete-records/delete-records.area";
import { siteSignInArea } from "./routes/site-sign-in/site-sign-in.area";
import { assetsArea } from "./routes/assets/assets.area";
import { assetSettingsArea } from "./routes/assets/asset-settings.area";
import { notificationsArea } from "./routes/notifications/notifications.area";
import { fleetArea } from "./routes/fleet/fleet.area";
import { fleetChecksArea } from "./routes/fleet-checks/fleet-checks.area";
import { remindersArea } from "./routes/reminders/reminders.area";
import { costAnalysisArea } from "./routes/cost-analysis/cost-analysis.area";

/** Every area of the browser app: one line per area (docs/adding-an-area.md). The router and the shell's prefetch read this list. */
export const WEB_AREAS: WebArea[] = [
  systemArea,
  teamArea,
  companyArea,
  settingsArea,
  activityLogsArea,
  projectsArea,
  entriesArea,
  carbonArea,
  siteIssuesArea,
  purchaseOrdersArea,
  riskAssessmentArea,
  templateDesignerArea,
  suppliersArea,
  materialsArea,
  workforceArea,
  deleteRecordsArea,
  siteSignInArea,
  assetsArea,
  assetSettingsArea,
  notificationsArea,
  fleetArea,
  fleetChecksArea,
  remindersArea,
  costAnalysisArea,
];
