import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { assets } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { notify, othersThan, usersWhoCan } from "../../platform/notify";
import { recordHistory, type AssetRow } from "./asset-record";

/**
 * Taking an item out of use and putting it back (decision 0074): the one place that sets
 * assets.out_of_use, so a failed pre-use check, a dangerous defect, a failed inspection and a clearance
 * all leave the same trace. The caller holds the asset's row lock (lockedAsset), so two of these on
 * one item run one after the other.
 */

export const IN_USE = "In use";
export const OUT_OF_USE = "Out of use";

/**
 * Out of use from now, with the reason and a history line. An item already out of use keeps its first
 * reason and time: it stays out until someone clears it, whatever else is found meanwhile (each
 * finding is kept in its own record). Answers whether this took it out.
 */
export async function takeOutOfUse(tx: Tx, request: FastifyRequest, asset: AssetRow, reason: string, projectId?: number | null): Promise<boolean> {
  if (asset.outOfUse) return false;
  const text = reason.length > 1000 ? `${reason.slice(0, 999)}…` : reason;
  await tx.update(assets).set({ outOfUse: true, outOfUseReason: text, outOfUseSince: new Date() }).where(eq(assets.id, asset.id));
  await recordHistory(tx, request, {
    assetId: asset.id,
    field: "out_of_use",
    from: IN_USE,
    to: OUT_OF_USE,
    note: text,
    projectId: projectId ?? asset.projectId,
  });
  // Those who may clear it are told (issue 33), not the one who found the fault.
  const by = requireUser(request);
  await notify(
    tx,
    othersThan(await usersWhoCan(tx, "Assets", "edit"), by.id),
    {
      title: `${asset.name} taken out of use`,
      message: `${by.name} took ${asset.name}${asset.serialNumber ? ` (serial ${asset.serialNumber})` : ""} out of use. ${text}${/[.!?…]$/.test(text) ? "" : "."} It stays out of use until someone clears it.`,
      type: "asset_out_of_use",
      category: "out_of_use",
      priority: "high",
      projectId: projectId ?? asset.projectId,
      link: `/assets/edit/${asset.id}`,
      metadata: { assetId: asset.id },
    },
    request,
  );
  return true;
}

/** Back in use, with the clearer's note in the history. The caller has checked it was out of use. */
export async function putBackInUse(tx: Tx, request: FastifyRequest, asset: AssetRow, note: string) {
  await tx.update(assets).set({ outOfUse: false, outOfUseReason: null, outOfUseSince: null }).where(eq(assets.id, asset.id));
  await recordHistory(tx, request, { assetId: asset.id, field: "out_of_use", from: OUT_OF_USE, to: IN_USE, note, projectId: asset.projectId });
}
