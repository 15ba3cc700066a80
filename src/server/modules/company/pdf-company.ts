import type { Db } from "../../db/client";
import type { Config } from "../../config";
import { HttpError } from "../../platform/errors";
import type { PdfCompany } from "../../platform/pdf";
import { getCompanyProfile } from "./company.service";

/** The company as a PDF's header shows it; before a profile exists, the configured company name alone. */
export async function pdfCompany(db: Db, config: Config): Promise<PdfCompany> {
  try {
    const c = await getCompanyProfile(db);
    return {
      name: c.companyName,
      address: [c.registeredAddress, c.postcode].filter((s) => s?.trim()).join(", ") || null,
      brandColor: c.brandColor,
      logo: c.logoData ? { data: c.logoData, type: c.logoType } : null,
    };
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 404) return { name: config.companyName, address: null, brandColor: null, logo: null };
    throw e;
  }
}
