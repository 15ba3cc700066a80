import { useState } from "react";
import {
  CHECK_INTERVAL_MONTHS,
  LICENCE_CATEGORIES,
  LICENCE_METHOD_LABELS,
  LICENCE_METHODS,
  LICENCE_RISK_LABELS,
  LICENCE_RISKS,
  licenceCheckSchema,
  nextCheckDue,
  riskForPoints,
  type DriverRef,
  type LicenceRisk,
} from "@shared/vehicle-checks/licence-checks";
import { ukToday } from "@shared/common/uk-dates";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useRecordLicenceCheck } from "../api/vehicle-checks";

type Errors = Record<string, string>;

/** Record a driver's licence check: how, what the licence shows, and the risk that sets the next check. */
export function LicenceCheckDialog({ driver, onClose }: { driver: DriverRef; onClose: () => void }) {
  const save = useRecordLicenceCheck();
  const [v, setV] = useState({
    checkedOn: ukToday(),
    method: "dvla_online",
    licenceNumber: "",
    categories: ["B"] as string[],
    points: "0",
    licenceExpiry: "",
    risk: "",
    notes: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<typeof v>) => setV((all) => ({ ...all, ...change }));
  const points = /^\d{1,2}$/.test(v.points) ? Number(v.points) : 0;
  const risk = (v.risk || riskForPoints(points)) as LicenceRisk;
  const due = /^\d{4}-\d{2}-\d{2}$/.test(v.checkedOn) ? nextCheckDue(v.checkedOn, risk, v.licenceExpiry || null) : null;
  const toggle = (c: string) => set({ categories: v.categories.includes(c) ? v.categories.filter((x) => x !== c) : [...v.categories, c] });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { ...v, [driver.kind === "worker" ? "workerId" : "userId"]: driver.id };
    const parsed = licenceCheckSchema.safeParse(body);
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as string] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (r) => {
        toast({ title: "Success", description: `Licence check recorded: next by ${formatDate(r.nextCheckDue)}` });
        onClose();
      },
      onError: (e) => {
        const fields = serverFieldErrors(e);
        setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        toast({ title: "Error", description: fields[0]?.message ?? errorText(e, "Failed to record the licence check"), variant: "destructive" });
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Licence check</DialogTitle>
          <DialogDescription>{driver.name}</DialogDescription>
        </DialogHeader>
        <form id="licence-check-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Licence check">
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField className="content-start" label="Check date" htmlFor="licence-checked-on" error={errors.checkedOn} required>
              <Input type="date" value={v.checkedOn} onChange={(e) => set({ checkedOn: e.target.value })} />
            </FormField>
            <FormField className="content-start" label="How it was checked" htmlFor="licence-method" error={errors.method} required>
              <Select
                value={v.method}
                onChange={(e) => set({ method: e.target.value })}
                options={LICENCE_METHODS.map((m) => ({ value: m, label: LICENCE_METHOD_LABELS[m] }))}
              />
            </FormField>
            <FormField
              className="content-start"
              label="Licence number"
              htmlFor="licence-number"
              error={errors.licenceNumber}
              hint="Optional, as printed (16 characters)"
            >
              <Input autoComplete="off" value={v.licenceNumber} onChange={(e) => set({ licenceNumber: e.target.value })} />
            </FormField>
            <FormField className="content-start" label="Licence expiry" htmlFor="licence-expiry" error={errors.licenceExpiry} hint="The photocard's date (4b)">
              <Input type="date" value={v.licenceExpiry} onChange={(e) => set({ licenceExpiry: e.target.value })} />
            </FormField>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">Categories</legend>
            <div className="flex flex-wrap gap-2">
              {LICENCE_CATEGORIES.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-pressed={v.categories.includes(c)}
                  onClick={() => toggle(c)}
                  className={cn(
                    "h-11 min-w-12 rounded-md border-2 px-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2",
                    v.categories.includes(c) ? "border-brand bg-brand text-brand-foreground" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                  )}
                >
                  {c}
                </button>
              ))}
            </div>
            {errors.categories && (
              <p role="alert" className="text-xs font-medium text-red-600">
                {errors.categories}
              </p>
            )}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField className="content-start" label="Penalty points" htmlFor="licence-points" error={errors.points}>
              <Input inputMode="numeric" autoComplete="off" value={v.points} onChange={(e) => set({ points: e.target.value })} />
            </FormField>
            <FormField
              label="Risk"
              htmlFor="licence-risk"
              error={errors.risk}
              hint={due ? `Next check every ${CHECK_INTERVAL_MONTHS[risk]} months: by ${formatDate(due)}` : undefined}
            >
              <Select
                value={v.risk}
                onChange={(e) => set({ risk: e.target.value })}
                placeholder={`From the points (${LICENCE_RISK_LABELS[riskForPoints(points)]})`}
                options={LICENCE_RISKS.map((r) => ({ value: r, label: LICENCE_RISK_LABELS[r] }))}
              />
            </FormField>
          </div>
          <FormField label="Notes" htmlFor="licence-notes" error={errors.notes} hint="Endorsements, a recent disqualification, conditions">
            <Textarea rows={2} value={v.notes} onChange={(e) => set({ notes: e.target.value })} />
          </FormField>
        </form>
        <FormDialogFooter form="licence-check-form" pending={save.isPending} onCancel={onClose} spinner>
          Record check
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
