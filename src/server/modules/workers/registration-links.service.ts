import { randomBytes } from "node:crypto";
import { REGISTRATION_POSTER_FILENAME, registrationPath, type RegistrationLink } from "@shared/workforce/worker-registrations.endpoints";
import type { Config } from "../../config";
import { audit, contractRecord } from "../../platform/audit";
import { requireUser } from "../../platform/access";
import { notFound } from "../../platform/errors";
import { appOrigin } from "../../platform/app-origin";
import { pdfCompany } from "../../platform/pdf-company";
import type { PdfRenderer } from "../../platform/pdf-renderer";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import * as repo from "./worker-registrations.repository";
import type { Ctx } from "./workers.service";

/**
 * A contract's registration link and its poster (issue 30, decision 0068). The token is 32 random
 * bytes: nothing about the contract can be read from it or guessed from another contract's.
 */

const present = (row: repo.LinkRow): RegistrationLink => ({ path: registrationPath(row.token), issuedAt: row.issuedAt.toISOString() });

export async function getLink(ctx: Ctx, slug: string): Promise<RegistrationLink | null> {
  const project = await getLiveProjectBySlug(ctx.db, slug);
  const row = await repo.linkOf(ctx.db, project.id);
  return row ? present(row) : null;
}

export async function issueLink(ctx: Ctx, slug: string): Promise<RegistrationLink> {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectBySlug(ctx.db, slug);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.linkOf(tx, project.id);
    const row = await repo.saveLink(tx, project.id, randomBytes(32).toString("base64url"), user.id);
    await audit(tx, ctx.request, {
      ...contractRecord("registration_link", "workers", project.id, project),
      action: "registration_link_issued",
      // Never the token: the log is read more widely than the link's panel.
      description: before
        ? `Issued a new registration link for ${project.name} (the old link and poster no longer work)`
        : `Issued a registration link for ${project.name}`,
      metadata: { projectId: project.id, replaced: before !== undefined },
    });
    return present(row);
  });
}

type Deps = Ctx & { config: Config; pdfs: PdfRenderer };

/** The A4 poster with the link's QR; a contract without a link has no poster (404). */
export async function drawPoster({ db, config, pdfs, request }: Deps, slug: string) {
  const project = await getLiveProjectBySlug(db, slug);
  const row = await repo.linkOf(db, project.id);
  if (!row) throw notFound("This contract has no registration link yet: issue one first");
  return pdfs.run(request, async (draw) => {
    const origin = appOrigin(config, request);
    const company = await pdfCompany(db, config);
    const pdf = await draw("registration-poster", {
      companyName: company.name,
      brandColor: company.brandColor,
      contractName: project.name,
      url: `${origin}${registrationPath(row.token)}`,
    });
    return { pdf, filename: REGISTRATION_POSTER_FILENAME(project.slug) };
  });
}
