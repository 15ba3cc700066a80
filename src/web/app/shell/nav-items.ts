import {
  Activity,
  ArchiveRestore,
  BookOpenText,
  Building2,
  ChartLine,
  ClipboardList,
  DatabaseBackup,
  FileText,
  Flag,
  HardHat,
  HeartPulse,
  LayoutDashboard,
  LayoutTemplate,
  Leaf,
  ListChecks,
  Mail,
  Package,
  PenLine,
  PoundSterling,
  Settings,
  ShieldAlert,
  ShoppingCart,
  Sprout,
  Store,
  Target,
  Truck,
  UserCog,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { Action } from "@shared/identity/permissions";
import { RECYCLE_BIN_PERMISSION } from "@shared/recycle-bin/recycle-bin-permission";

/**
 * The shell's links (product.md §2.3). `resource` is the page label of §6 the link is filtered by:
 * a label that is not mapped is visible to everyone, as the spec says.
 */
export type NavLink = {
  label: string;
  to: string;
  icon: LucideIcon;
  resource?: string;
  /** A link that needs more than view of its resource (Delete Records: Backup & Data › Edit). */
  action?: Action;
  adminOnly?: boolean;
};
export type NavGroup = { label: string; icon: LucideIcon; items: NavLink[] };

export const RESOURCE_LINKS: NavLink[] = [
  { label: "Suppliers", to: "/suppliers", icon: Store, resource: "Suppliers" },
  { label: "Materials", to: "/materials", icon: Package, resource: "Materials" },
  { label: "Workforce", to: "/workforce", icon: HardHat, resource: "Workforce" },
  { label: "Assets", to: "/assets", icon: Wrench, resource: "Assets" },
  { label: "Fleet", to: "/fleet", icon: Truck, resource: "Fleet Management" },
];

export const COMMERCIAL_LINKS: NavLink[] = [
  { label: "Contracts", to: "/projects", icon: FileText, resource: "Contracts" },
  { label: "Purchase Orders", to: "/purchase-orders", icon: ShoppingCart, resource: "Purchase Orders" },
  { label: "Cost Analysis", to: "/cost-analysis", icon: PoundSterling, resource: "Cost Analysis" },
];

export const SAFETY_LINKS: NavLink[] = [
  { label: "Wellbeing", to: "/wellbeing", icon: HeartPulse, resource: "Incident Reports" },
  { label: "Carbon Standards", to: "/carbon-settings", icon: Leaf, resource: "Carbon Tracking" },
];

export const SUSTAINABILITY_GROUP: NavGroup = {
  label: "Sustainability",
  icon: Sprout,
  items: [
    { label: "Dashboard", to: "/sustainability/dashboard", icon: LayoutDashboard, resource: "Carbon Tracking" },
    { label: "Data Entry", to: "/sustainability/data-entry", icon: PenLine, resource: "Carbon Tracking" },
    { label: "Baselines", to: "/sustainability/baselines", icon: ChartLine, resource: "Carbon Tracking" },
    { label: "Objectives", to: "/sustainability/objectives", icon: Target, resource: "Carbon Tracking" },
    { label: "Action Plans", to: "/sustainability/action-plans", icon: ListChecks, resource: "Carbon Tracking" },
    { label: "Reports", to: "/sustainability/reports", icon: ClipboardList, resource: "Carbon Tracking" },
  ],
};

export const SETTINGS_GROUP: NavGroup = {
  label: "Settings",
  icon: Settings,
  items: [
    { label: "Data Backup", to: "/data-backup", icon: DatabaseBackup, resource: "Backup & Data" },
    { label: "Company Profile", to: "/company", icon: Building2, resource: "Company Profile" },
    // The company's printed documents (purchase orders): a Company Profile setting (decision 0031).
    { label: "Template Designer", to: "/template-designer", icon: LayoutTemplate, resource: "Company Profile" },
    { label: "Team Management", to: "/team", icon: Users, adminOnly: true },
    // The recycle bin (product.md §2.1 /delete-records): who may restore, decision 0016.
    { label: "Delete Records", to: "/delete-records", icon: ArchiveRestore, resource: RECYCLE_BIN_PERMISSION[0], action: RECYCLE_BIN_PERMISSION[1] },
  ],
};

export const ACCOUNT_LINKS: NavLink[] = [
  { label: "User Settings", to: "/settings", icon: UserCog, resource: "Settings" },
  { label: "Email Templates", to: "/email-templates", icon: Mail, resource: "Email Templates" },
  { label: "All Entries", to: "/entries", icon: BookOpenText, resource: "Contracts" },
  { label: "Risk Assessment", to: "/risk-assessment", icon: ShieldAlert },
  { label: "Activity Logs", to: "/activity-logs", icon: Activity, adminOnly: true },
];

export const REPORT_PROBLEM_ICON = Flag;

/** Areas whose sub-paths (new, edit, a contract's analysis) light up the same link. */
const AREAS_WITH_SUBPATHS = ["/materials", "/workforce", "/assets", "/fleet", "/cost-analysis"];
/** Screens that belong to Contracts without living under /projects. */
const CONTRACT_PATHS = ["/", "/projects", "/contracts", "/create-contract"];

/** Whether a link is the current page, by the spec's highlighting rules (product.md §2.1). */
export function isLinkActive(to: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === to) return true;
  if (AREAS_WITH_SUBPATHS.includes(to)) return path.startsWith(`${to}/`);
  if (to === "/projects") return CONTRACT_PATHS.includes(path) || path.startsWith("/edit-project/");
  return false;
}

export type Visibility = { isAdmin: boolean; canView: (resource: string) => boolean; can?: (resource: string, action: Action) => boolean };

export const visibleLinks = (links: NavLink[], v: Visibility) =>
  links.filter((l) =>
    l.adminOnly
      ? v.isAdmin
      : l.resource && l.action && l.action !== "view"
        ? (v.can?.(l.resource, l.action) ?? v.isAdmin)
        : l.resource
          ? v.canView(l.resource)
          : true,
  );
