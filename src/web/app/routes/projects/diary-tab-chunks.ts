import { lazyScreen } from "@web/app/shell/lazy-screen";

// The tabs after the diary are chunks of their own, warmed once the diary is idle. Declared apart from
// diary-tabs.tsx so the page can warm them by name (preloadScreen) before that chunk has loaded.
export const TimelineTab = lazyScreen("TimelineTab", () => import("@web/features/timeline/components/timeline-tab").then((m) => ({ default: m.TimelineTab })));
export const AttendanceTab = lazyScreen("AttendanceTab", () => import("./attendance-tab-with-workers").then((m) => ({ default: m.AttendanceWithWorkers })));
export const FilesTab = lazyScreen("FilesTab", () => import("@web/features/files/components/files-tab").then((m) => ({ default: m.FilesTab })));
export const DeliveriesTab = lazyScreen("DeliveriesTab", () =>
  import("@web/features/deliveries/components/deliveries-tab").then((m) => ({ default: m.DeliveriesTab })),
);
// A contract's material requests, under its deliveries (issue 14).
export const ContractRequests = lazyScreen("ContractRequests", () =>
  import("@web/features/material-requests/components/contract-requests").then((m) => ({ default: m.ContractRequests })),
);
export const CarbonTab = lazyScreen("CarbonTab", () => import("@web/features/carbon/components/carbon-tab").then((m) => ({ default: m.CarbonTab })));
export const TAB_CHUNKS = ["TimelineTab", "AttendanceTab", "FilesTab", "DeliveriesTab", "ContractRequests", "CarbonTab"];
