import { and, eq, inArray, isNull } from "drizzle-orm";
import { ASSET_NOT_FOUND } from "@shared/assets/asset";
import { ASSET_LABEL_FILENAME, ASSET_LABEL_SHEET_FILENAME, type AssetLabel } from "@shared/assets/asset-labels";
import { assetScanPath } from "@shared/assets/asset-scan";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { assets } from "../../db/schema/index";
import { appOrigin } from "../../platform/app-origin";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { pdfCompany } from "../../platform/pdf-company";
import { newToken } from "../../platform/tokens";
import type { PdfRenderer } from "../../platform/pdf-renderer";
import { assetRecord, liveAsset, lockedAsset, type AssetRow, type Ctx } from "./asset-record";

/**
 * An asset's QR label (issue 32): the token its QR carries, a new one that voids the old label, and
 * the label PDFs. The token is platform/tokens.ts's (decision 0077): nothing about the item can be
 * read from it or guessed from another item's. The register issues the first one with the asset.
 */

const labelOf = (a: Pick<AssetRow, "qrToken" | "qrIssuedAt">): AssetLabel => ({ path: assetScanPath(a.qrToken), issuedAt: a.qrIssuedAt.toISOString() });

export async function label(db: Db, id: number): Promise<AssetLabel> {
  return labelOf(await liveAsset(db, id));
}

/** A new token (the old label's scan is then "no longer valid"), logged without the token itself. */
export async function reissue(ctx: Ctx, id: number): Promise<AssetLabel> {
  await liveAsset(ctx.db, id);
  return ctx.db.transaction(async (tx) => {
    const asset = await lockedAsset(tx, id);
    const token = newToken();
    const [row] = await tx
      .update(assets)
      .set({ qrToken: token, qrIssuedAt: new Date(), qrCodeData: assetScanPath(token) })
      .where(eq(assets.id, id))
      .returning({ qrToken: assets.qrToken, qrIssuedAt: assets.qrIssuedAt });
    await audit(tx, ctx.request, {
      ...assetRecord(asset),
      action: "asset_label_reissued",
      // Never the token: the log is read more widely than the label.
      description: `Issued a new label for asset ${asset.name} (the old label no longer works)`,
    });
    return labelOf(row);
  });
}

/** The live assets, in the order asked; any missing is 404. */
async function liveAssetsIn(db: Db, ids: number[]): Promise<AssetRow[]> {
  const found = await db
    .select()
    .from(assets)
    .where(and(inArray(assets.id, ids), isNull(assets.deletedAt)));
  const byId = new Map(found.map((a) => [a.id, a]));
  if (ids.some((id) => !byId.has(id))) throw notFound(ASSET_NOT_FOUND);
  return ids.map((id) => byId.get(id)!);
}

type Deps = Ctx & { config: Config; pdfs: PdfRenderer };

/** One asset's label (a page of the label's size) or chosen assets' A4 sheets, drawn on a PDF worker; the print is logged. */
export async function drawLabels(deps: Deps, ids: number[], sheet: boolean) {
  const { db, config, pdfs, request } = deps;
  // A wrong id is 404 before a PDF place is taken.
  const list = await liveAssetsIn(db, ids);
  return pdfs.run(request, async (draw) => {
    const origin = appOrigin(config, request);
    const company = await pdfCompany(db, config);
    const labels = list.map((a) => ({ name: a.name, serial: a.serialNumber, qrUrl: `${origin}${assetScanPath(a.qrToken)}` }));
    const pdf = await draw("asset-labels", { companyName: company.name, brandColor: company.brandColor, labels, sheet });
    await audit(db, request, {
      ...(list.length === 1 ? assetRecord(list[0]) : { entityType: "asset", category: "assets" }),
      action: "asset_labels_printed",
      description: list.length === 1 ? `Printed the label of asset ${list[0].name}` : `Printed labels for ${list.length} assets`,
      metadata: { assets: list.map((a) => a.id) },
    });
    return { pdf, filename: sheet ? ASSET_LABEL_SHEET_FILENAME : ASSET_LABEL_FILENAME(list[0].id) };
  });
}
