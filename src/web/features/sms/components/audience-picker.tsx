import { Building2, HardHat, UserRound, type LucideIcon } from "lucide-react";
import type { SmsAudience, SmsAudiencePreview } from "@shared/sms/sms";
import { WorkerPicker, type WorkerOption } from "@web/components/pickers/worker-picker";
import { FormField } from "@web/components/ui/form-field";
import { Select } from "@web/components/ui/select";
import { cn } from "@web/lib/cn";
import { formatCount } from "@web/lib/format";
import { useContractChoices, useSmsEmployers } from "../api/sms";

export type AudienceState = { audience: SmsAudience; worker: WorkerOption | null; employer: string; projectId: string };

const CHOICES: { value: SmsAudience; label: string; icon: LucideIcon }[] = [
  { value: "worker", label: "One worker", icon: UserRound },
  { value: "employer", label: "An employer's workers", icon: Building2 },
  { value: "contract", label: "Everyone on site today", icon: HardHat },
];

type Props = { value: AudienceState; onChange: (next: AudienceState) => void; errors: Record<string, string | undefined> };

/** Who receives the message: a worker found by name, an employer from the register's, or a contract's people signed in today. */
export function AudiencePicker({ value, onChange, errors }: Props) {
  const employers = useSmsEmployers();
  const contracts = useContractChoices();
  const set = (patch: Partial<AudienceState>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-900">Send to</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CHOICES.map(({ value: v, label, icon: Icon }) => (
            <label
              key={v}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
                value.audience === v ? "border-brand bg-brand/5 font-medium text-slate-900" : "border-slate-300 text-slate-700 hover:bg-slate-50",
              )}
            >
              <input type="radio" name="audience" value={v} checked={value.audience === v} onChange={() => set({ audience: v })} className="sr-only" />
              <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {value.audience === "worker" && (
        <div className="grid gap-1.5">
          <span className="text-sm font-medium text-slate-900" id="sms-worker-label">
            Worker
          </span>
          <WorkerPicker id="sms-worker" value={value.worker} onChange={(worker) => set({ worker })} invalid={Boolean(errors.workerId)} />
          {errors.workerId && <p className="text-sm text-red-700">{errors.workerId}</p>}
        </div>
      )}
      {value.audience === "employer" && (
        <FormField label="Employer" htmlFor="sms-employer" error={errors.employer}>
          <Select
            value={value.employer}
            onChange={(e) => set({ employer: e.target.value })}
            placeholder={employers.isPending ? "Loading employers…" : "Choose an employer"}
            options={(employers.data?.items ?? []).map((e) => ({ value: e.employer, label: `${e.employer} (${formatCount(e.workers)})` }))}
          />
        </FormField>
      )}
      {value.audience === "contract" && (
        <FormField label="Contract" htmlFor="sms-contract" error={errors.projectId} hint="Everyone signed in there today, still on site or gone home.">
          <Select
            value={value.projectId}
            onChange={(e) => set({ projectId: e.target.value })}
            placeholder={contracts.isPending ? "Loading contracts…" : "Choose a contract"}
            options={(contracts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </FormField>
      )}
    </div>
  );
}

const workers = (n: number) => `${formatCount(n)} ${n === 1 ? "worker" : "workers"}`;

/** Who the message will reach, before it goes: how many, who has no mobile, and for a site how many are there now. */
export function AudienceSummary({ preview, audience }: { preview: SmsAudiencePreview | undefined; audience: SmsAudience }) {
  if (!preview) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" aria-live="polite" data-testid="sms-audience">
      {audience === "contract" && (
        <p>
          {workers(preview.total)} signed in today · <strong className="font-medium text-slate-900">{formatCount(preview.onSiteNow ?? 0)} on site now</strong>
        </p>
      )}
      {audience === "employer" && <p>{workers(preview.total)} on the register</p>}
      <p className="font-medium text-slate-900">{preview.recipients === 0 ? "No one to send to" : `Sends to ${workers(preview.recipients)}`}</p>
      {preview.skipped.length > 0 && (
        <p className="text-amber-800">
          {formatCount(preview.skipped.length)} without a mobile number: {preview.skipped.map((s) => s.name).join(", ")}
        </p>
      )}
    </div>
  );
}
