import { sql } from "drizzle-orm";
import { cols, day, excerpt, own, type TimelineBranch } from "../../platform/timeline-branch";

const diaryDay = (slug: string, date: string | null) => `/project/${slug}?tab=diary&date=${date}`;

/** The diary's entries, comments and journal on the project timeline (platform/timeline-branch.ts). */
export const diaryTimeline: TimelineBranch[] = [
  own(
    "diary_entry_created",
    { table: "diary_entries de", user: "de.user_id", name: "de.author" },
    [sql`de.date`, excerpt(sql`de.work_summary`)],
    (r, slug) => ({ title: `Diary entry for ${day(r.a)}`, summary: r.b, link: diaryDay(slug, r.a) }),
  ),
  {
    kind: "diary_entry_updated",
    id: sql`de.id`,
    at: sql`de.updated_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`coalesce(u.name, de.author)`, sql`de.date`, excerpt(sql`de.work_summary`)),
      from: sql`diary_entries de left join users u on u.id = coalesce(de.updated_by, de.user_id)`,
      where: sql`de.project_id = ${projectId} and de.updated_at > de.created_at`,
    }),
    words: (r, slug) => ({ title: `Diary entry for ${day(r.a)} edited`, summary: r.b, link: diaryDay(slug, r.a) }),
  },
  own(
    "diary_comment",
    { table: "diary_comments dc", user: "dc.user_id", name: "dc.author" },
    [sql`dc.date`, excerpt(sql`dc.comment`), sql`dc.time_slot`],
    (r, slug) => ({ title: `Comment on ${day(r.a)}${r.c ? ` (${r.c})` : ""}`, summary: r.b, link: diaryDay(slug, r.a) }),
  ),
  own("journal_message", { table: "journal_messages jm", user: "jm.user_id", name: "jm.author" }, [excerpt(sql`jm.message`), sql`jm.image_name`], (r) => ({
    title: "Journal message",
    summary: r.b ? `${r.a} · 📎 ${r.b}` : r.a,
  })),
];
