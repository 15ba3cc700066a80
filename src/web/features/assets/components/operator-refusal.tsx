import { ShieldAlert } from "lucide-react";
import type { OperatorRefusal } from "@shared/assets/asset-use";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { ApiError } from "@web/lib/api";

/** The operator's refusals in a 409 (decision 0075), or null for any other failure. */
export const refusalsOf = (error: unknown): OperatorRefusal[] | null =>
  error instanceof ApiError && error.status === 409 && Array.isArray((error.body as { refusals?: unknown } | null)?.refusals)
    ? (error.body as { refusals: OperatorRefusal[] }).refusals
    : null;

type Props = {
  who: string;
  refusals: OperatorRefusal[];
  canOverride: boolean;
  overriding: boolean;
  onOverride: () => void;
  reason: string;
  onReason: (reason: string) => void;
  error?: string;
  id: string;
};

/**
 * Why an operator may not use the machine (their cards for its category, not a named operator), the
 * same at check-out and at the pre-use check; someone with Assets edit may let it through with a reason,
 * which the server keeps and logs.
 */
export function OperatorRefusalBox({ who, refusals, canOverride, overriding, onOverride, reason, onReason, error, id }: Props) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-5 shrink-0" aria-hidden="true" /> {who} may not take it
      </p>
      <ul className="mt-1 list-disc pl-6 text-sm">
        {refusals.map((r) => (
          <li key={r.code}>{r.reason}</li>
        ))}
      </ul>
      {canOverride && !overriding && (
        <Button type="button" variant="outline" className="mt-3" onClick={onOverride}>
          Override
        </Button>
      )}
      {!canOverride && <p className="mt-2 text-sm">Someone with Assets edit can override with a reason.</p>}
      {overriding && (
        <FormField label="Reason for the override" htmlFor={id} error={error} className="mt-3" required>
          <Textarea rows={2} value={reason} onChange={(e) => onReason(e.target.value)} placeholder="e.g. Renewed card seen on the CPCS app" />
        </FormField>
      )}
    </div>
  );
}
