import { useState } from "react";
import { CheckCheck } from "lucide-react";
import { checklistProblem, walkaroundCheckSchema, type RecordedWalkaround, type WalkaroundForm as FormData } from "@shared/vehicle-checks/walkaround";
import { FormActions } from "@web/components/forms/form-actions";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Switch } from "@web/components/ui/switch";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useAddDefectPhotos, useRecordWalkaround } from "../api/vehicle-checks";
import { WalkaroundItem, type WalkaroundAnswer } from "./walkaround-item";

type Errors = Record<string, string>;

const driverValue = (d: { kind: string; id: number }) => `${d.kind}:${d.id}`;
const ROLE_WORDS = { main: "driver", secondary: "secondary driver", me: "me" } as const;

/**
 * The walkaround check on a phone: one tap answers everything OK, then the driver changes the
 * exceptions (a defect with its note, N/A for no trailer). The driver, the mileage, and, with a defect,
 * whether it makes the vehicle unsafe to drive. The schema is the server's, so its messages show here first.
 */
export function WalkaroundForm({ form, onCancel, onDone }: { form: FormData; onCancel: () => void; onDone: (r: RecordedWalkaround) => void }) {
  const save = useRecordWalkaround(form.vehicle.id);
  const addPhotos = useAddDefectPhotos();
  const [sending, setSending] = useState(false);
  const [answers, setAnswers] = useState<WalkaroundAnswer[]>(() => form.items.map((i) => ({ ...i, result: null, note: "", photos: [] })));
  const [driver, setDriver] = useState(() => {
    const first = form.drivers.find((d) => d.role === "main") ?? form.drivers.find((d) => d.role === "me");
    return first ? driverValue(first) : "";
  });
  const [mileage, setMileage] = useState("");
  const [unsafe, setUnsafe] = useState(false);
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const defects = answers.filter((a) => a.result === "defect").length;
  const unanswered = answers.filter((a) => a.result === null).length;

  const set = (i: number, change: Partial<WalkaroundAnswer>) => {
    setAnswers((all) => all.map((a, j) => (j === i ? { ...a, ...change } : a)));
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith(`answers.${i}.`) && k !== "answers")));
  };
  const allOk = () => {
    setAnswers((all) => all.map((a) => ({ ...a, result: "ok", note: "", photos: [] })));
    setUnsafe(false);
    setErrors({});
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    answers.forEach((a, i) => a.result === null && (found[`answers.${i}.result`] = "OK, Defect or N/A?"));
    const [kind, id] = driver.split(":");
    const body = {
      answers: answers.map((a) => ({ key: a.key, result: a.result ?? "ok", note: a.note })),
      driverWorkerId: kind === "worker" ? id : null,
      driverUserId: kind === "user" ? id : null,
      mileage,
      unsafe: defects > 0 && unsafe,
      notes,
    };
    const parsed = walkaroundCheckSchema.safeParse(body);
    for (const issue of parsed.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
    const problem = unanswered === 0 && checklistProblem(form.items, body.answers);
    if (problem) found.answers = problem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: (recorded) => void sendPhotos(recorded),
      onError: (e) => {
        const fields = serverFieldErrors(e);
        setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        toast({ title: "Error", description: fields[0]?.message ?? errorText(e, "Failed to record the check"), variant: "destructive" });
      },
    });
  };

  /**
   * The defects' photos, once the check is kept: one request per defect. A photo that fails leaves the
   * check recorded (it is the record that matters); the driver is told and may add it from the check.
   */
  const sendPhotos = async (recorded: RecordedWalkaround) => {
    let check = recorded.check;
    setSending(true);
    for (const a of answers.filter((x) => x.result === "defect" && x.photos.length)) {
      try {
        check = await addPhotos.mutateAsync({ checkId: check.id, key: a.key, files: a.photos });
      } catch (e) {
        toast({
          title: "Check recorded; a photo was not sent",
          description: `${a.label}: ${errorText(e, "the photo could not be sent")}`,
          variant: "destructive",
        });
      }
    }
    setSending(false);
    onDone({ ...recorded, check });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Walkaround check">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField className="content-start" label="Driver" htmlFor="walkaround-driver" error={errors.driverWorkerId ?? errors.driverUserId}>
          <Select
            value={driver}
            onChange={(e) => setDriver(e.target.value)}
            options={form.drivers.map((d) => ({ value: driverValue(d), label: d.role === "me" ? `${d.name} (me)` : `${d.name} (${ROLE_WORDS[d.role]})` }))}
          />
        </FormField>
        <FormField
          label="Mileage"
          htmlFor="walkaround-mileage"
          error={errors.mileage}
          hint={
            form.lastMileage ? `Last: ${form.lastMileage.mileage.toLocaleString("en-GB")} on ${formatDate(form.lastMileage.day)}` : "Optional: the odometer now"
          }
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="e.g. 45210" value={mileage} onChange={(e) => setMileage(e.target.value)} />
        </FormField>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">
          {form.items.length} checks{form.hgv ? " (HGV)" : ""}
        </h2>
        <Button type="button" variant="outline" size="lg" className="h-12 min-w-36 text-base" onClick={allOk}>
          <CheckCheck aria-hidden="true" />
          All OK
        </Button>
      </div>
      <ul className="grid gap-2 lg:grid-cols-2" aria-label="Checks">
        {answers.map((a, i) => (
          <WalkaroundItem key={a.key} answer={a} onChange={(c) => set(i, c)} error={errors[`answers.${i}.result`]} noteError={errors[`answers.${i}.note`]} />
        ))}
      </ul>
      {errors.answers && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.answers}
        </p>
      )}

      {defects > 0 && (
        <label
          htmlFor="walkaround-unsafe"
          className="flex min-h-14 cursor-pointer items-center justify-between gap-3 rounded-lg border-2 border-red-300 bg-red-50 p-3 text-base font-semibold text-red-900"
        >
          <span>
            Defect makes the vehicle unsafe to drive
            <span className="block text-sm font-normal text-red-800">It is taken off the road until an authorised person clears it.</span>
          </span>
          <Switch id="walkaround-unsafe" checked={unsafe} onCheckedChange={setUnsafe} className="data-[state=checked]:bg-red-700" />
        </label>
      )}
      {errors.unsafe && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.unsafe}
        </p>
      )}

      <FormField label="Notes" htmlFor="walkaround-notes" error={errors.notes} hint="Optional">
        <Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </FormField>

      <FormActions
        onCancel={onCancel}
        pending={save.isPending || sending}
        submitText={{
          idle: unanswered > 0 ? `Record check (${unanswered} to answer)` : "Record check",
          pending: sending ? "Sending photos..." : "Recording...",
        }}
      />
    </form>
  );
}
