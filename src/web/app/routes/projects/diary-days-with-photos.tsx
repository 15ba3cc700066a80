import type { ProjectView } from "@shared/projects/project-view";
import { DiaryDays, type DiaryDaysProps } from "@web/features/diary/components/diary-days";
import { DiaryEntryPhotos } from "@web/features/files/components/diary-entry-photos";

/**
 * The diary tab's days with each entry's photos: one chunk (issue 13), which the page fetches as it
 * renders, beside the project's request, so the photos never appear after the entries they belong to.
 */
export default function DiaryDaysWithPhotos({ project, ...props }: Omit<DiaryDaysProps, "slug" | "renderPhotos"> & { project: ProjectView }) {
  return (
    <DiaryDays
      {...props}
      slug={project.slug}
      renderPhotos={(entry) => <DiaryEntryPhotos project={project} entryId={entry.id} permissions={props.permissions} photoCount={entry.photoCount} />}
    />
  );
}
