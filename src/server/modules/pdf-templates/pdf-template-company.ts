import { asc } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { companyProfiles } from "../../db/schema/index";
import { sniffImageType } from "../../platform/uploads";
import type { PurchaseOrderDocument } from "@shared/pdf-templates/purchase-order-document";

/**
 * The company block of a PurchaseOrderDocument from the installation's one company profile (its oldest
 * row; before there is one, the configured name alone). The logo travels as a data URL, and only when
 * it is a PNG or JPEG (the only images pdfkit draws). The purchase-orders module uses this too.
 */
export async function documentCompany(db: Db, config: Pick<Config, "companyName">): Promise<PurchaseOrderDocument["company"]> {
  const [c] = await db.select().from(companyProfiles).orderBy(asc(companyProfiles.id)).limit(1);
  if (!c) return { name: config.companyName, logo: null, brandColor: null, address: null, phone: null, email: null, vatNumber: null, companyNumber: null };
  const type = c.logoData ? sniffImageType(Buffer.from(c.logoData)) : null;
  const logo = c.logoData && (type === "image/png" || type === "image/jpeg") ? `data:${type};base64,${Buffer.from(c.logoData).toString("base64")}` : null;
  const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    name: c.companyName,
    logo,
    brandColor: c.brandColor,
    address: blank([c.registeredAddress, c.postcode].filter((s) => s?.trim()).join(", ")),
    phone: blank(c.phoneNumber),
    email: blank(c.emailAddress),
    vatNumber: blank(c.vatNumber),
    companyNumber: blank(c.companyNumber),
  };
}
