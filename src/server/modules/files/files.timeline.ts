import { sql } from "drizzle-orm";
import { formatBytes } from "@shared/common/numbers";
import { cols, excerpt, own, type TimelineBranch } from "../../platform/timeline-branch";

const kb = (bytes: string | null) => {
  const n = Number(bytes);
  return bytes == null || !Number.isFinite(n) ? "" : formatBytes(n);
};

/** Uploads and comments on a project's files on its timeline (platform/timeline-branch.ts). */
export const filesTimeline: TimelineBranch[] = [
  own(
    "file_uploaded",
    { table: "files f", user: "f.uploaded_by" },
    [sql`f.original_name`, excerpt(sql`f.description`), sql`f.mimetype`, sql`f.size`],
    (r, slug) => ({
      title: `File uploaded: ${r.a}`,
      summary: r.b || [r.c, kb(r.d)].filter(Boolean).join(" · "),
      link: `/project/${slug}?tab=files`,
    }),
  ),
  {
    kind: "file_comment",
    id: sql`fc.id`,
    at: sql`fc.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`f.original_name`, excerpt(sql`fc.content`), sql`f.id`),
      // file_comments has no project column: the project's files (files_project_created_idx) lead to their comments.
      from: sql`files f join file_comments fc on fc.file_id = f.id left join users u on u.id = fc.user_id`,
      where: sql`f.project_id = ${projectId}`,
    }),
    words: (r, slug) => ({ title: `Comment on ${r.a}`, summary: r.b, link: `/project/${slug}?tab=files` }),
  },
];
