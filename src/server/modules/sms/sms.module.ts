import { smsEndpoints } from "@shared/sms/sms.endpoints";
import type { ServerModule } from "../../platform/module";
import { smsRoutes } from "./sms.routes";
import { seedDemoSms } from "./sms.demo";

/** SMS and WhatsApp to workers as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const smsModule: ServerModule = {
  name: "sms",
  permission: "Workforce",
  endpoints: { sms: smsEndpoints },
  routes: smsRoutes,
  demo: (db, { staff, now }) => seedDemoSms(db, staff, now),
};
