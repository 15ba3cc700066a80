import { presentSettings } from "../site-sign-in/site-sign-in.service";
import type { SignInSettingsView } from "@shared/site-sign-in/site-sign-in";
import { personalLinkPath, posterPath, SITE_POSTER_FILENAME, type PersonalLink } from "@shared/site-sign-in/site-public";
import type { Config } from "../../config";
import { requireUser } from "../../platform/access";
import { newToken } from "../../platform/tokens";
import { audit, contractRecord } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { appOrigin } from "../../platform/app-origin";
import { pdfCompany } from "../../platform/pdf-company";
import type { PdfRenderer } from "../../platform/pdf-renderer";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { getLiveWorker, workerLabel, type Ctx } from "../workers/workers.service";
import * as repo from "./site-poster.repository";

/**
 * The contract's sign-in poster and the workers' personal links (issue 31). Each token is 32 random
 * bytes: nothing can be read from it or guessed from another; issuing a new one voids the old.
 */

/** Posters and personal links are kept for years: 32 bytes. */
const longLivedToken = () => newToken(32);

export async function issuePoster(ctx: Ctx, slug: string): Promise<SignInSettingsView> {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectBySlug(ctx.db, slug);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.settingsOf(tx, project.id);
    const row = await repo.savePosterToken(tx, project.id, longLivedToken(), user.id);
    const replaced = Boolean(before?.posterToken);
    await audit(tx, ctx.request, {
      ...contractRecord("site_sign_in_poster", "workers", project.id, project, { replaced }),
      action: "sign_in_poster_issued",
      // Never the token: the log is read more widely than the poster's panel.
      description: replaced
        ? `Issued a new sign-in poster for ${project.name} (the old poster no longer works)`
        : `Issued a sign-in poster for ${project.name}`,
    });
    return presentSettings(row);
  });
}

type Deps = Ctx & { config: Config; pdfs: PdfRenderer };

/** The A4 poster with the page's QR; a contract without a poster link has none (404). */
export async function drawPoster({ db, config, pdfs, request }: Deps, slug: string) {
  const project = await getLiveProjectBySlug(db, slug);
  const row = await repo.settingsOf(db, project.id);
  if (!row?.posterToken) throw notFound("This contract has no sign-in poster yet: issue one first");
  const token = row.posterToken;
  return pdfs.run(request, async (draw) => {
    const origin = appOrigin(config, request);
    const company = await pdfCompany(db, config);
    const pdf = await draw("site-poster", {
      companyName: company.name,
      brandColor: company.brandColor,
      contractName: project.name,
      url: `${origin}${posterPath(token)}`,
    });
    return { pdf, filename: SITE_POSTER_FILENAME(project.slug) };
  });
}

const presentLink = (row: { token: string; issuedAt: Date }): PersonalLink => ({ path: personalLinkPath(row.token), issuedAt: row.issuedAt.toISOString() });

export async function getLink(ctx: Ctx, workerId: number): Promise<PersonalLink | null> {
  await getLiveWorker(ctx.db, workerId);
  const row = await repo.linkOf(ctx.db, workerId);
  return row ? presentLink(row) : null;
}

export async function issueLink(ctx: Ctx, workerId: number): Promise<PersonalLink> {
  const user = requireUser(ctx.request);
  const worker = await getLiveWorker(ctx.db, workerId);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.linkOf(tx, workerId);
    const row = await repo.saveLink(tx, workerId, longLivedToken(), user.id);
    await audit(tx, ctx.request, {
      action: "personal_sign_in_link_issued",
      description: before
        ? `Issued a new personal sign-in link for ${workerLabel(worker)} (the old link no longer works)`
        : `Issued a personal sign-in link for ${workerLabel(worker)}`,
      entityType: "worker",
      entityId: workerId,
      entityName: workerLabel(worker),
      category: "workers",
      metadata: { replaced: before !== undefined },
    });
    return presentLink(row);
  });
}
