import type { Db } from "../../db/client";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import type { ProjectDiaryPage } from "@shared/diary/diary-entry";
import * as repo from "./diary.repository";
import { commentsOnDates } from "./diary-comments.repository";
import { photosByIds } from "../files/project-images";
import { presentComment, presentDay, presentEntry } from "./diary.presenter";
import { signedInCompanies } from "../site-attendance/attendance.service";

/**
 * GET /api/projects/by-slug/:slug/diary-entries: the diary a page of days at a time, newest first.
 * A day is any date with an entry or a comment. Paging by days (not entries) keeps a day whole and
 * lets "Load older days" pass the last date back as `before`: three indexed queries per page,
 * however long the diary.
 */
export async function getProjectDiary(db: Db, slug: string, q: { before?: string; days: number }): Promise<ProjectDiaryPage> {
  const project = await getLiveProjectBySlug(db, slug);
  const found = await repo.listDiaryDates(db, project.id, q.before, q.days + 1);
  const dates = found.slice(0, q.days);
  const [entries, comments, signIns] = await Promise.all([
    repo.entriesOnDates(db, project.id, dates),
    commentsOnDates(db, project.id, dates),
    signedInCompanies(db, project.id, dates),
  ]);
  const photos = await photosByIds(
    db,
    comments.flatMap((c) => c.photos ?? []),
  );
  const days = dates.map((date) =>
    presentDay(
      date,
      entries.filter((e) => e.date === date).map(presentEntry),
      comments.filter((c) => c.date === date).map((c) => presentComment(c, photos)),
      signIns.filter((s) => s.date === date),
    ),
  );
  return { days, nextBefore: found.length > q.days ? dates[dates.length - 1] : null };
}
