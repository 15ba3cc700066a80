import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files, projects } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { deny } from "../../test/records";
export { lastLog, messages } from "../../test/records";

/** Helpers shared by the diary's API tests. */

export const labourJson = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    company: "Aire Groundworks Ltd",
    jobRole: "Groundworker",
    plant: "3t dumper",
    startTime: "08:00",
    finishTime: "17:00",
    hours: 9,
    labour: "4 operatives",
    ...over,
  });

export const entryBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  workSummary: "Excavated pad foundations on gridlines A–C.",
  weatherImpact: "",
  labor: labourJson(),
  materialsDelivered: "",
  sharedWith: [],
  createdAt: new Date().toISOString(),
  ...over,
});

/** A role that may not even view Contracts: the 403 of the read routes. */
export const denyContracts = (db: Db, role: string) => deny(db, role, "Contracts");

export async function softDelete(db: Db, projectId: number) {
  await db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, projectId));
}

/** A file row as the files module's upload leaves it (the bytes are not needed here). */
export async function uploadedFile(db: Db, projectId: number, over: Partial<typeof files.$inferInsert> = {}) {
  const [row] = await db
    .insert(files)
    .values({ filename: "x", originalName: "slab.jpg", path: "db", mimetype: "image/jpeg", size: 1234, projectId, ...over })
    .returning();
  return row;
}

export { buildProject };

/** How the diary screen rolls up a day, for tests that compare it with other views of the day (the diary PDF). */
export { presentDay } from "./diary.presenter";
