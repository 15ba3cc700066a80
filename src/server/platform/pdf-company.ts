import { asc } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { companyProfiles } from "../db/schema/index";
import type { PdfCompany } from "./pdf";

/**
 * The company as every PDF's header shows it (pdf.ts draws it), read on the main thread for the PDF
 * worker: the installation's one company profile (its oldest row), or before a profile exists the
 * configured company name alone.
 */
export async function pdfCompany(db: Db, config: Pick<Config, "companyName">): Promise<PdfCompany> {
  const [c] = await db.select().from(companyProfiles).orderBy(asc(companyProfiles.id)).limit(1);
  if (!c) return { name: config.companyName, address: null, brandColor: null, logo: null };
  return {
    name: c.companyName,
    address: [c.registeredAddress, c.postcode].filter((s) => s?.trim()).join(", ") || null,
    brandColor: c.brandColor,
    logo: c.logoData ? { data: c.logoData, type: c.logoType } : null,
  };
}
