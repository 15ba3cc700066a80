import { useForm } from "react-hook-form";
import { SCORE_KINDS, scoreKindLabel, workerScoreSchema, type ScoreKind, type WorkerScoreInput } from "@shared/workforce/worker-scores";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useScoreWorker } from "../api/worker-scores";

type ScoreFields = { kind: string; score: string; note: string };

/** Score: one of the four kinds, 0 to 10, and the note that explains it; the shared schema checks it here and on the server. */
export function ScoreDialog({
  workerId,
  name,
  kind,
  open,
  onOpenChange,
}: {
  workerId: number;
  name: string;
  kind: ScoreKind | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useScoreWorker(workerId);
  const form = useForm<ScoreFields, unknown, WorkerScoreInput>({
    resolver: schemaResolver(workerScoreSchema),
    defaultValues: { kind: kind ?? "", score: "", note: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (s) => {
        toast({ title: "Success", description: `${scoreKindLabel(s.kind)} scored ${s.score} out of 10` });
        onOpenChange(false);
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf({ kind: "", score: "", note: "" }) });
        toast({ title: "Error", description: errorText(e, "Failed to save the score"), variant: "destructive" });
      },
    }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Score</DialogTitle>
          <DialogDescription>Score {name} from 0 to 10 and say why: the note stays with the score in their history.</DialogDescription>
        </DialogHeader>
        <form id="worker-score-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Score">
          <FormField label="What for" htmlFor="score-kind" error={errors.kind?.message} required>
            <Select placeholder="Choose what the score is for" options={SCORE_KINDS} {...form.register("kind")} />
          </FormField>
          <FormField label="Score (0 to 10)" htmlFor="score-score" error={errors.score?.message} required>
            <Input inputMode="decimal" autoComplete="off" placeholder="e.g. 7.50" {...form.register("score")} />
          </FormField>
          <FormField label="Note" htmlFor="score-note" error={errors.note?.message} required>
            <Textarea rows={3} placeholder="What the score is for: what you saw, and when" {...form.register("note")} />
          </FormField>
        </form>
        <FormDialogFooter form="worker-score-form" pending={save.isPending} onCancel={() => onOpenChange(false)}>
          {save.isPending ? "Saving..." : "Save score"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
