import { lazy, Suspense, useState } from "react";
import { FileDown } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { Button } from "@web/components/ui/button";
import { useSticky } from "@web/lib/use-sticky";

const ExportDiaryDialog = lazy(() => import("./export-diary-dialog"));

/** "Export PDF": the project's diary for a chosen range, as a branded PDF to send to the client. */
export function ExportDiaryButton({ project }: { project: ProjectView }) {
  const [open, setOpen] = useState(false);
  const requested = useSticky(open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileDown aria-hidden="true" />
        Export PDF
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ExportDiaryDialog project={project} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
