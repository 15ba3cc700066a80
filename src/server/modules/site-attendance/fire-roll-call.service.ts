import type { FastifyRequest } from "fastify";
import { FIRE_ROLL_CALL_FILENAME } from "@shared/site-sign-in/roll-call";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { pdfCompany } from "../../platform/pdf-company";
import type { PdfRenderer } from "../../platform/pdf-renderer";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { NO_EMPLOYER } from "./attendance.presenter";
import { readRollCall } from "./roll-call.service";

type Deps = { db: Db; config: Config; pdfs: PdfRenderer; request: FastifyRequest };

/** The fire roll-call as it stands now, drawn on a PDF worker under the PDFs' limits (a place is held while it is read and drawn). */
export async function drawFireRollCall({ db, config, pdfs, request }: Deps, slug: string) {
  const project = await getLiveProjectBySlug(db, slug);
  return pdfs.run(request, async (draw) => {
    const [view, company] = await Promise.all([readRollCall(db, project), pdfCompany(db, config)]);
    const groups = view.byEmployer.map((g) => ({
      company: g.company,
      people: view.people
        .filter((p) => (p.company ?? NO_EMPLOYER) === g.company)
        .map((p) => ({ name: p.name, detail: p.kind === "visitor" ? p.reasonForVisit : p.trade, signInTime: p.signInTime, visitor: p.kind === "visitor" })),
    }));
    const pdf = await draw("fire-roll-call", {
      company,
      contractName: project.name,
      date: view.date,
      printedAt: view.asOf,
      headcount: view.onSiteCount,
      groups,
    });
    return { pdf, filename: FIRE_ROLL_CALL_FILENAME(project.slug, view.date) };
  });
}
