import type { ProjectView } from "@shared/projects/project-view";

export type Scope3FormProps = { project: ProjectView; entryId: number | null; onClose: () => void };

/** Placeholder opened from the carbon tab ("Add other Scope 3"); its helper fills it in (issue 4). */
export function Scope3Form({ onClose }: Scope3FormProps) {
  return (
    <button type="button" onClick={onClose}>
      Back to Diary
    </button>
  );
}
