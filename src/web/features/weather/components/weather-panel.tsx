import type { ProjectView } from "@shared/projects/project-view";

// Placeholder while this part is written in parallel; replaced by its owner before the issue closes.
export function WeatherPanel(_: { project: ProjectView; canEdit: boolean }) {
  return null;
}
