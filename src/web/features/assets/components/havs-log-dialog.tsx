import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { HAVS_MAX_MINUTES, formatMagnitude, logHavsSchema, type HavsLogAnswer, type HavsRefusal, type LogHavsInput } from "@shared/assets/havs";
import { localToday } from "@shared/diary/labour-entry-form";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { PausedSearch } from "@web/components/search/paused-search";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useHavsTools, useLogHavs, useWorkerChoices } from "../api/havs";
import { HavsLogged, HavsRefused } from "./havs-outcome";

type Fields = { workerId: string; assetId: string; day: string; minutes: string; projectId: number | null };
const FIELDS: Fields = { workerId: "", assetId: "", day: "", minutes: "", projectId: null };

export type HavsLogDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tool, when the dialog is the tool's own (the asset page); otherwise a picker of tools with a magnitude. */
  tool?: { id: number; name: string; magnitude: string | null };
  /** The contract the work is on (a contract's day); otherwise the tool's contract now. */
  projectId?: number | null;
  /** The day to log, when the screen is showing one. */
  day?: string;
};

/**
 * Log trigger time (issue 32): a worker, a tool, a day and the minutes. The server works out the
 * points; from 100 the answer's warning shows, at 400 the refusal, with the override for someone
 * allowed (Assets edit), who must give a reason.
 */
export function HavsLogDialog({ open, onOpenChange, tool, projectId = null, day }: HavsLogDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log trigger time</DialogTitle>
          <DialogDescription>
            {tool ? `${tool.name}${tool.magnitude ? ` (${formatMagnitude(tool.magnitude)})` : ""}. ` : ""}
            Trigger time is the time the tool was actually vibrating in the worker&rsquo;s hands, not the time on the job.
          </DialogDescription>
        </DialogHeader>
        {open && <LogForm key={day} tool={tool} projectId={projectId} day={day ?? localToday()} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function LogForm({ tool, projectId, day, onClose }: { tool?: HavsLogDialogProps["tool"]; projectId: number | null; day: string; onClose: () => void }) {
  const log = useLogHavs();
  const [logged, setLogged] = useState<HavsLogAnswer | null>(null);
  const [refused, setRefused] = useState<{ body: LogHavsInput; refusal: HavsRefusal } | null>(null);
  const [workerSearch, setWorkerSearch] = useState("");
  const [toolSearch, setToolSearch] = useState("");
  const workers = useWorkerChoices(workerSearch, !logged);
  const tools = useHavsTools(toolSearch, projectId, !tool && !logged);
  const form = useForm<Fields, unknown, LogHavsInput>({
    resolver: schemaResolver(logHavsSchema),
    defaultValues: { ...FIELDS, assetId: tool ? String(tool.id) : "", day, projectId },
  });
  const { errors } = form.formState;
  const workerId = useWatch({ control: form.control, name: "workerId" });

  const send = (body: LogHavsInput) =>
    log.mutate(body, {
      onSuccess: (answer) => {
        setRefused(null);
        setLogged(answer);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 409 && typeof (e.body as HavsRefusal | undefined)?.after === "number") {
          setRefused({ body, refusal: e.body as HavsRefusal });
          return;
        }
        showServerErrors(form.setError, e, { accept: fieldOf(FIELDS) });
        toast({ title: "Error", description: errorText(e, "The trigger time could not be logged"), variant: "destructive" });
      },
    });
  const submit = form.handleSubmit((body) => send({ ...body, override: undefined }));

  if (logged) {
    return (
      <HavsLogged
        answer={logged}
        onAnother={() => {
          setLogged(null);
          form.reset({ ...form.getValues(), minutes: "" });
        }}
        onDone={onClose}
      />
    );
  }
  if (refused) {
    return (
      <HavsRefused
        refusal={refused.refusal}
        pending={log.isPending}
        onBack={() => setRefused(null)}
        onOverride={(reason) => send({ ...refused.body, override: { reason } })}
        error={log.error instanceof ApiError && log.error.status !== 409 ? errorText(log.error, "") : null}
      />
    );
  }

  const workerOptions = (workers.data?.items ?? []).map((w) => ({
    value: String(w.id),
    label: `${w.firstName} ${w.lastName} (${w.workerId})${w.employer ? `, ${w.employer}` : ""}`,
  }));
  // Keep the chosen worker in the list while a new search has not found them.
  const chosen = workerId && !workerOptions.some((o) => o.value === workerId) ? [{ value: workerId, label: "The worker chosen" }] : [];
  return (
    <>
      <form id="havs-log-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Log trigger time">
        <div className="grid gap-1.5">
          <PausedSearch value={workerSearch} onSearch={setWorkerSearch} placeholder="Search workers by name or ID" aria-label="Search workers" />
          <FormField label="Worker" htmlFor="havs-worker" error={errors.workerId?.message} required>
            <Select
              placeholder={workers.isLoading ? "Loading workers…" : "Choose the worker"}
              options={[...chosen, ...workerOptions]}
              {...form.register("workerId")}
            />
          </FormField>
        </div>
        {!tool && (
          <div className="grid gap-1.5">
            <PausedSearch value={toolSearch} onSearch={setToolSearch} placeholder="Search tools" aria-label="Search tools" />
            <FormField
              label="Tool"
              htmlFor="havs-tool"
              error={errors.assetId?.message}
              required
              hint="Tools with a vibration magnitude on the register; this contract's first."
            >
              <Select
                placeholder={tools.isLoading ? "Loading tools…" : "Choose the tool"}
                options={(tools.data ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${formatMagnitude(t.magnitude)})` }))}
                {...form.register("assetId")}
              />
            </FormField>
          </div>
        )}
        {tool && errors.assetId && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {errors.assetId.message}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Day" htmlFor="havs-day" error={errors.day?.message} required>
            <Input type="date" max={localToday()} {...form.register("day")} />
          </FormField>
          <FormField
            label="Trigger time (minutes)"
            htmlFor="havs-minutes"
            error={errors.minutes?.message}
            required
            hint={`Whole minutes, 1 to ${HAVS_MAX_MINUTES}.`}
          >
            <Input type="number" inputMode="numeric" min={1} max={HAVS_MAX_MINUTES} step={1} placeholder="e.g. 45" {...form.register("minutes")} />
          </FormField>
        </div>
      </form>
      <FormDialogFooter form="havs-log-form" pending={log.isPending} onCancel={onClose} spinner>
        {log.isPending ? "Logging…" : "Log trigger time"}
      </FormDialogFooter>
    </>
  );
}
