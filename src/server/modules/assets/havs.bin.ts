import { havsExposures } from "../../db/schema/index";
import { conflict } from "../../platform/errors";
import type { Restorer } from "../../platform/recycle-bin";
import * as repo from "./havs.repository";

/**
 * A deleted entry comes back as it was (same id, magnitude and points). Its worker and tool are only
 * ever soft-deleted, so they are there; a contract since deleted is left off, as `set null` would.
 * It is not judged again: a restore undoes a wrong delete, and the day's total shows the result.
 */
export const havsRestorer: Restorer = {
  table: havsExposures,
  category: "assets",
  companyLevel: true,
  restore: async (tx, bin, row) => {
    const id = Number(bin.recordId);
    if (await repo.entryExists(tx, id)) throw conflict("This record is already back where it was");
    const r = row as Record<string, unknown>;
    const projectId = typeof r.projectId === "number" && (await repo.projectExists(tx, r.projectId)) ? r.projectId : null;
    await repo.insertEntry(tx, {
      id,
      workerId: Number(r.workerId),
      assetId: Number(r.assetId),
      projectId,
      day: String(r.day),
      minutes: Number(r.minutes),
      magnitude: String(r.magnitude),
      points: Number(r.points),
      overrideReason: (r.overrideReason as string | null) ?? null,
      recordedBy: typeof r.recordedBy === "number" && (await repo.userExists(tx, r.recordedBy)) ? r.recordedBy : null,
      createdAt: typeof r.createdAt === "string" ? new Date(r.createdAt) : new Date(),
    });
  },
};
