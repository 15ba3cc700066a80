import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projects } from "../../db/schema/index";
import { notFound } from "../../platform/errors";
import { prepared } from "../../platform/prepared";

export type ProjectRow = typeof projects.$inferSelect;

/**
 * A live (not deleted) project, or 404 "Project not found". Every module that hangs records off a
 * project (diary, files, weather, timeline, export) finds it through here, so a project in the
 * recycle bin is invisible everywhere at once.
 */
/** Prepared (platform/prepared.ts): nearly every read about one contract starts here. */
const liveBySlug = prepared("sitebook_project_by_slug", (db, name) =>
  db
    .select()
    .from(projects)
    .where(and(eq(projects.slug, sql.placeholder("slug")), isNull(projects.deletedAt)))
    .prepare(name),
);

export async function getLiveProjectBySlug(db: Db, slug: string): Promise<ProjectRow> {
  const [row] = await liveBySlug(db).execute({ slug });
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
