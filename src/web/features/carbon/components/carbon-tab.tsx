import type { ProjectView } from "@shared/projects/project-view";

/** Placeholder for a project diary tab; its helper fills it in (issue 4). */
export function CarbonTab(_props: { project: ProjectView; canCreate: boolean; canEdit: boolean; canDelete: boolean; onOpen: (kind: string, id: number | "new") => void }) {
  return null;
}
