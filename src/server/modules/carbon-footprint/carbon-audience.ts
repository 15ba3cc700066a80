import type { FastifyRequest } from "fastify";
import type { CarbonEntryView, CarbonProjectLabel, SiteRecordDetail } from "@shared/carbon-footprint/carbon-footprint";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { userCan } from "../../platform/permissions";

/**
 * Who reads carbon (docs/decisions/0015-carbon-only-role.md). Carbon Tracking view opens the carbon
 * routes; project details and the site records' paperwork belong to Contracts. A reader without
 * Contracts view gets the carbon figures with each project labelled by name, code and slug only:
 * this presenter is the one place that trims them.
 */
export type CarbonAudience = { projectDetails: boolean };

export async function carbonAudience(db: Db, request: FastifyRequest): Promise<CarbonAudience> {
  const user = requireUser(request);
  return { projectDetails: await userCan(db, user.role, "Contracts", "view") };
}

/** What labels a figure's project for every carbon reader. */
export const projectLabel = (p: { id: number; name: string; code: string | null; slug: string }): CarbonProjectLabel => ({
  id: p.id,
  name: p.name,
  code: p.code,
  slug: p.slug,
});

/** The company overview's row project: its status (Open, On hold…) is a project detail. */
export function overviewProject(p: CarbonProjectLabel & { status: string }, audience: CarbonAudience): CarbonProjectLabel & { status?: string } {
  return audience.projectDetails ? { ...projectLabel(p), status: p.status } : projectLabel(p);
}

/** Fields of a plant entry, delivery or waste movement that are site paperwork rather than carbon. */
const SITE_RECORD_DETAILS = [
  "notes",
  "createdBy",
  "deliveryNoteNumber",
  "poNumber",
  "carrier",
  "wasteTransferNote",
] as const satisfies readonly SiteRecordDetail[];

export function entryFor(entry: CarbonEntryView, audience: CarbonAudience): CarbonEntryView {
  if (audience.projectDetails) return entry;
  const trimmed = { ...entry };
  for (const key of SITE_RECORD_DETAILS) delete trimmed[key];
  return trimmed;
}

/** The carbon report's heading: client and site address only for a reader who may see the project. */
export function reportProject<P extends { clientName?: string | null; address?: string | null; postcode?: string | null }>(
  project: P,
  audience: CarbonAudience,
): P {
  return audience.projectDetails ? project : { ...project, clientName: null, address: null, postcode: null };
}
