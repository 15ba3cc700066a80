import type { Action, Resource } from "../identity/permissions";

/**
 * The kinds of notification and reminder (issue 33), each with the words User Settings shows, whether
 * it reaches the user by email unless they say otherwise, and, for a reminder, the page permission a
 * role needs to act on it (a reminder is only shown to roles that can act on it).
 *
 * Events (a PO waiting for approval, an issue assigned) are notified when they happen; with email on,
 * an email goes with them. Reminders (something due or expired within 30 days) are gathered by the
 * daily job: in the bell once per record and due day, and in the one daily digest email when on.
 */
export type NotificationCategory = {
  key: string;
  label: string;
  description: string;
  kind: "event" | "reminder";
  defaultEmail: boolean;
  /** A reminder's page permission: who may be told (the role can act on it). */
  access?: [Resource, Action];
};

export const NOTIFICATION_CATEGORIES = [
  {
    key: "approvals",
    label: "Purchase order approvals",
    description: "An order waiting for your approval, and the outcome of one you raised",
    kind: "event",
    defaultEmail: true,
  },
  { key: "site_issues", label: "Site issues", description: "A site issue assigned to you", kind: "event", defaultEmail: true },
  { key: "access_requests", label: "Access requests", description: "Someone asks for access to the app (admins)", kind: "event", defaultEmail: true },
  {
    key: "material_requests",
    label: "Material requests",
    description: "A material request you raised is approved or rejected",
    kind: "event",
    defaultEmail: false,
  },
  {
    key: "worker_registrations",
    label: "Worker registrations",
    description: "A worker's registration waiting for approval",
    kind: "event",
    defaultEmail: false,
  },
  { key: "out_of_use", label: "Out of use", description: "An asset or vehicle taken out of use or off the road", kind: "event", defaultEmail: true },
  {
    key: "worker_compliance",
    label: "Cards, inductions and certificates",
    description: "Workers' cards, inductions and HSE certificates due or expired",
    kind: "reminder",
    defaultEmail: true,
    access: ["Workforce", "view"],
  },
  {
    key: "asset_inspections",
    label: "Asset inspections",
    description: "LOLER, PUWER and electrical inspections due",
    kind: "reminder",
    defaultEmail: true,
    access: ["Assets", "view"],
  },
  {
    key: "asset_maintenance",
    label: "Asset maintenance and documents",
    description: "Maintenance due and asset documents expiring",
    kind: "reminder",
    defaultEmail: true,
    access: ["Assets", "view"],
  },
  {
    key: "vehicle_compliance",
    label: "Vehicles",
    description: "MOT, road tax, insurance and service due",
    kind: "reminder",
    defaultEmail: true,
    access: ["Fleet Management", "view"],
  },
  {
    key: "hgv_compliance",
    label: "HGV inspections and tachographs",
    description: "Safety inspections and tachograph downloads due",
    kind: "reminder",
    defaultEmail: true,
    access: ["Fleet Management", "view"],
  },
  {
    key: "driver_licences",
    label: "Driver licence checks",
    description: "Drivers' licence checks due",
    kind: "reminder",
    defaultEmail: true,
    access: ["Fleet Management", "view"],
  },
  {
    key: "supplier_insurance",
    label: "Supplier insurance",
    description: "Suppliers' insurance expiring",
    kind: "reminder",
    defaultEmail: true,
    access: ["Suppliers", "view"],
  },
  { key: "quotes", label: "Quotes", description: "Quotes about to expire", kind: "reminder", defaultEmail: false, access: ["Purchase Orders", "view"] },
] as const satisfies readonly NotificationCategory[];

export type NotificationCategoryKey = (typeof NOTIFICATION_CATEGORIES)[number]["key"] | "general";
export const NOTIFICATION_CATEGORY_KEYS = NOTIFICATION_CATEGORIES.map((c) => c.key) as [NotificationCategoryKey, ...NotificationCategoryKey[]];
export const notificationCategory = (key: string): NotificationCategory | undefined => NOTIFICATION_CATEGORIES.find((c) => c.key === key);

/** How far ahead reminders look: everything due or expired in the next 30 days (the one expiry rule's window). */
export const REMINDER_DAYS = 30;
