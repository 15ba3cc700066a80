import type { ProjectView } from "@shared/projects/project-view";

/** Placeholder shown in the diary tab's side column; its helper fills it in (issue 4). */
export function PlantPanel(_props: { project: ProjectView; canEdit: boolean; canDelete: boolean; onOpen: (id: number) => void }) {
  return null;
}
