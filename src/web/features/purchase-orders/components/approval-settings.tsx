import { useState } from "react";
import { Save } from "lucide-react";
import { formatMoneyText } from "@shared/common/money";
import type { ApprovalSettings } from "@shared/purchase-orders/purchase-order";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useApprovalSettings, useSaveApprovalSettings } from "../api/purchase-orders";
import { serverFieldErrors } from "@web/lib/server-field-errors";

/** Approval tab: the threshold and, per role, whether it approves and up to what (decision 0029). Admin edits; others read. */
export function ApprovalSettingsSection({ isAdmin }: { isAdmin: boolean }) {
  const settings = useApprovalSettings();
  if (settings.isLoading) return <Skeleton className="h-72" />;
  if (!settings.data) return <LoadError title="The approval settings could not be loaded" error={settings.error} onRetry={() => settings.refetch()} />;
  return <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} isAdmin={isAdmin} />;
}

type RowState = { role: string; approves: boolean; limit: string };

function SettingsForm({ settings, isAdmin }: { settings: ApprovalSettings; isAdmin: boolean }) {
  const save = useSaveApprovalSettings();
  const [threshold, setThreshold] = useState(settings.threshold);
  const [rows, setRows] = useState<RowState[]>(() =>
    settings.roles.map((role) => {
      const band = settings.bands.find((b) => b.role === role);
      return { role, approves: Boolean(band), limit: band?.maxAmount ?? "" };
    }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (i: number, patch: Partial<RowState>) => setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const bands = rows.filter((r) => r.approves).map((r) => ({ role: r.role, maxAmount: r.limit.trim() === "" ? null : r.limit.trim() }));
    save.mutate(
      { threshold, bands },
      {
        onSuccess: () => {
          setErrors({});
          toast({ title: "Success", description: "Approval settings saved" });
        },
        onError: (err) => {
          const fields = serverFieldErrors(err);
          const byField: Record<string, string> = {};
          for (const f of fields) {
            const band = /^bands\.(\d+)/.exec(f.field);
            byField[band ? bands[Number(band[1])].role : f.field] = f.message;
          }
          setErrors(byField);
          toast({ title: "Error", description: errorText(err, "Failed to save the approval settings"), variant: "destructive" });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Approval settings">
      <Card>
        <CardHeader>
          <CardTitle>Approval</CardTitle>
          <CardDescription>
            Orders whose total (including VAT) reaches the threshold must be approved before they are sent. Admin approves any amount; nobody approves an order
            they raised.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField label="Approval threshold (£)" htmlFor="po-threshold" error={errors.threshold} className="sm:max-w-xs">
            <Input inputMode="decimal" value={threshold} onChange={(e) => setThreshold(e.target.value)} disabled={!isAdmin} />
          </FormField>
          <div className="grid gap-2">
            <p className="text-sm font-medium text-slate-700">Who approves, up to what (leave the limit empty for any amount)</p>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {rows.map((r, i) => (
                <li key={r.role} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto_12rem] sm:items-center">
                  <label htmlFor={`band-${i}`} className="text-sm font-medium text-slate-900">
                    {r.role}
                  </label>
                  <div className="flex items-center gap-2 text-sm text-slate-600">
                    <Switch id={`band-${i}`} checked={r.approves} onCheckedChange={(v) => change(i, { approves: v })} disabled={!isAdmin} />
                    {r.approves ? (r.limit ? `Up to ${formatMoneyText(r.limit) || r.limit}` : "Any amount") : "Cannot approve"}
                  </div>
                  <div>
                    <Input
                      aria-label={`${r.role} approval limit`}
                      inputMode="decimal"
                      placeholder="Any amount"
                      value={r.limit}
                      onChange={(e) => change(i, { limit: e.target.value })}
                      disabled={!isAdmin || !r.approves}
                      aria-invalid={errors[r.role] ? true : undefined}
                    />
                    {errors[r.role] && <p className="mt-1 text-xs font-medium text-red-600">{errors[r.role]}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </div>
          {isAdmin ? (
            <div className="flex justify-end">
              <Button type="submit" disabled={save.isPending}>
                <Save aria-hidden="true" />
                {save.isPending ? "Saving..." : "Save approval settings"}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-slate-500">Only an administrator can change these.</p>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
