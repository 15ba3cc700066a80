import type { ProjectStatus } from "@shared/projects/project-view";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const VARIANTS: Record<ProjectStatus, BadgeProps["variant"]> = {
  Open: "success",
  "On Hold": "warning",
  Completed: "info",
  Closed: "secondary",
};

export function ProjectStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={VARIANTS[status as ProjectStatus] ?? "outline"} className={className}>
      {status}
    </Badge>
  );
}
