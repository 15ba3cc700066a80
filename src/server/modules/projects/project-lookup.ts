import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projects } from "../../db/schema/index";
import { notFound } from "../../platform/errors";

export type ProjectRow = typeof projects.$inferSelect;

/**
 * A live (not deleted) project, or 404 "Project not found". Every module that hangs records off a
 * project (diary, files, weather, timeline, export) finds it through here, so a project in the
 * recycle bin is invisible everywhere at once.
 */
export async function getLiveProjectBySlug(db: Db, slug: string): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.slug, slug), isNull(projects.deletedAt)));
  if (!row) throw notFound("Project not found");
  return row;
}

export async function getLiveProjectById(db: Db, id: number): Promise<ProjectRow> {
  const [row] = Number.isSafeInteger(id)
    ? await db
        .select()
        .from(projects)
        .where(and(eq(projects.id, id), isNull(projects.deletedAt)))
    : [];
  if (!row) throw notFound("Project not found");
  return row;
}
