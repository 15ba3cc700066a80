import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { LoadError } from "@web/components/ui/load-error";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { inductionFileHref, useAttempt, useInductionToTake } from "../../api/inductions";
import { InductionTaker } from "../induction-taker";
import type { InductionChoice } from "./worker-inductions-panel";

/**
 * Taking an induction at the site's tablet: choose which (the company's is first), then the whole
 * screen is the induction, so the worker reads, answers and signs without the rest of the page.
 */
export function TakeInductionDialog({ workerId, name, choices, onClose }: { workerId: number; name: string; choices: InductionChoice[]; onClose: () => void }) {
  const [chosen, setChosen] = useState(String(choices[0]?.id ?? ""));
  // Always chosen first, even with one: the manager confirms which induction before handing over the tablet.
  const [taking, setTaking] = useState<number | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {taking === null ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Take induction</DialogTitle>
            <DialogDescription>Choose the induction {name} is taking now, then hand them the tablet.</DialogDescription>
          </DialogHeader>
          <FormField label="Induction" htmlFor="take-induction-choice">
            <Select options={choices.map((c) => ({ value: String(c.id), label: c.label }))} value={chosen} onChange={(e) => setChosen(e.target.value)} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => setTaking(Number(chosen))} disabled={!chosen}>
              Start the induction
            </Button>
          </div>
        </DialogContent>
      ) : (
        <DialogContent
          dismissible={false}
          className="top-0 left-0 h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 content-start rounded-none border-0 sm:p-8"
        >
          <div className="mx-auto grid w-full max-w-3xl gap-4">
            <DialogHeader>
              <DialogTitle>Induction for {name}</DialogTitle>
              <DialogDescription>Read each section, answer the questions and sign.</DialogDescription>
            </DialogHeader>
            <Taking id={taking} workerId={workerId} name={name} onClose={onClose} />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function Taking({ id, workerId, name, onClose }: { id: number; workerId: number; name: string; onClose: () => void }) {
  const induction = useInductionToTake(id);
  const attempt = useAttempt(id, workerId);
  if (induction.isLoading) return <Skeleton className="h-64" />;
  if (!induction.data) return <LoadError title="The induction could not be loaded" error={induction.error} onRetry={() => void induction.refetch()} />;
  return (
    <InductionTaker
      induction={induction.data}
      fileHref={(fileId) => inductionFileHref(id, fileId)}
      defaultName={name}
      onSubmit={async (a) => {
        const { result, attemptsLeft } = await attempt.mutateAsync(a);
        return { score: result.score ?? 0, passed: result.passed, attemptsLeft };
      }}
      afterPass={
        <div>
          <Button onClick={onClose}>Done: back to the worker</Button>
        </div>
      }
    />
  );
}
