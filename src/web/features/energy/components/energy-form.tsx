import type { ProjectView } from "@shared/projects/project-view";

export type EnergyFormProps = { project: ProjectView; entryId: number | null; onClose: () => void };

/** Placeholder opened by the diary page's Add toolbar; its helper fills it in (issue 4). */
export function EnergyForm({ onClose }: EnergyFormProps) {
  return (
    <button type="button" onClick={onClose}>
      Back to Diary
    </button>
  );
}
