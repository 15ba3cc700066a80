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
import { pendingAreasRoutes } from "./pending-areas/pending-areas.routes";

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
  pendingAreasRoutes,
];
