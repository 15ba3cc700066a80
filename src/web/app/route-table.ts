import type { Resource } from "@shared/identity/permissions";

/**
 * Areas of product.md §2.1 that later issues build. Their routes exist now, behind sign-in, and
 * say honestly that the area is not available yet.
 */
export type PendingArea = { paths: string[]; area: string; resource?: Resource; summary: string };

export const PENDING_AREAS: PendingArea[] = [
  { paths: ["/wellbeing"], area: "Wellbeing", resource: "Incident Reports", summary: "Incident reports and worker wellbeing." },
  {
    paths: [
      "/sustainability/dashboard",
      "/sustainability/data-entry",
      "/sustainability/baselines",
      "/sustainability/objectives",
      "/sustainability/action-plans",
      "/sustainability/reports",
      "/sustainability",
    ],
    area: "Sustainability",
    resource: "Carbon Tracking",
    summary: "Baselines, objectives, action plans and sustainability reports.",
  },
  {
    paths: ["/cost-analysis", "/cost-analysis/:slug"],
    area: "Cost Analysis",
    resource: "Cost Analysis",
    summary: "Labour, plant and material costs against budget.",
  },
  { paths: ["/data-backup"], area: "Data Backup", resource: "Backup & Data", summary: "Backups of the company's data." },
  {
    paths: ["/workforce", "/workforce/new", "/workforce/edit/:id"],
    area: "Workforce",
    resource: "Workforce",
    summary: "Workers with CSCS cards, qualifications and QR codes for site access.",
  },
  { paths: ["/site-sign-in", "/site-sign-in/:projectSlug"], area: "Site Sign-in", summary: "Worker and visitor sign-in on site." },
  {
    paths: ["/assets", "/assets/new", "/assets/edit/:id"],
    area: "Assets",
    resource: "Assets",
    summary: "The asset register with QR codes, documents and inspections.",
  },
  {
    paths: ["/fleet", "/fleet/new", "/fleet/:id/edit"],
    area: "Fleet",
    resource: "Fleet Management",
    summary: "Vehicles with MOT, tax, insurance and servicing.",
  },
  {
    paths: ["/email-templates", "/email-templates/demo", "/email-templates/guide"],
    area: "Email Templates",
    resource: "Email Templates",
    summary: "The emails Sitebook sends, and their wording.",
  },
];
