import type { ProjectView } from "@shared/projects/project-view";
import { JournalPanel } from "@web/features/diary/components/journal-panel";
import { PlantPanel } from "@web/features/plant/components/plant-panel";
import { BudgetPanel } from "@web/features/projects/components/budget-panel";
import type { EntryPermissions } from "@web/features/diary/components/diary-entry-card";
import type { CommentPermissions } from "@web/features/diary/components/day-comments";

export interface DiarySideColumnProps {
  project: ProjectView;
  permissions: EntryPermissions & CommentPermissions;
  onOpenPlant: (id: number) => void;
}

/**
 * The diary tab's second column: budget, journal and plant. A chunk of its own (issue 13): below the days
 * on a phone, beside them on a wider screen, each panel waiting for its own data either way.
 */
export default function DiarySideColumn({ project, permissions, onOpenPlant }: DiarySideColumnProps) {
  return (
    // The budget scrolls away with the page; the journal and plant below it stay in reach (sticky).
    <div className="grid content-start gap-5 lg:self-stretch">
      {/* A phone reads the site's day first: the budget comes after the journal and plant there. */}
      <div className="order-last lg:order-none">
        <BudgetPanel project={project} />
      </div>
      <div className="grid gap-5 lg:sticky lg:top-4">
        <JournalPanel slug={project.slug} permissions={permissions} />
        <PlantPanel project={project} permissions={permissions} onOpen={onOpenPlant} />
      </div>
    </div>
  );
}
