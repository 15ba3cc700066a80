import { useState, type FormEvent } from "react";
import { ClipboardCheck, Pencil, Plus } from "lucide-react";
import { inductionSettingsInput } from "@shared/workforce/inductions";
import type { InductionsOverview, InductionSummary } from "@shared/workforce/inductions.endpoints";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { Link } from "@web/lib/router";
import { useSaveInductionSettings } from "../../api/inductions";

/** How long a pass stays valid: read by everyone, changed by Workforce edit; it applies to every pass at once. */
export function ValiditySetting({ days, canEdit }: { days: number; canEdit: boolean }) {
  const [value, setValue] = useState(String(days));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveInductionSettings();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inductionSettingsInput.safeParse({ validityDays: value.trim() === "" ? undefined : Number(value) });
    setError(parsed.error?.issues[0]?.message);
    if (!parsed.success) return;
    // The promise, not mutate's callbacks: the page keys this form on the saved value, so it remounts.
    save.mutateAsync(parsed.data).then(
      (s) => toast({ title: "Success", description: `Inductions now stay valid for ${s.validityDays} days` }),
      (err: unknown) => toast({ title: "Error", description: errorText(err, "Failed to save the validity"), variant: "destructive" }),
    );
  };
  return (
    <Card className="self-start">
      <CardContent className="grid gap-2 pt-4 text-sm sm:pt-5">
        <h2 className="text-base font-semibold text-slate-900">Validity</h2>
        {canEdit ? (
          <form onSubmit={submit} noValidate aria-label="Induction validity" className="grid gap-1.5">
            <Label htmlFor="induction-validity">Valid for (days)</Label>
            <div className="flex gap-2">
              <Input
                id="induction-validity"
                inputMode="numeric"
                className="w-28"
                value={value}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "induction-validity-error" : "induction-validity-hint"}
                onChange={(e) => setValue(e.target.value)}
              />
              <Button type="submit" variant="outline" disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save"}
              </Button>
            </div>
            {error ? (
              <p id="induction-validity-error" role="alert" className="text-xs font-medium text-red-600">
                {error}
              </p>
            ) : (
              <p id="induction-validity-hint" className="text-xs text-slate-500">
                Counted from the day each induction was passed; a change applies to every pass at once.
              </p>
            )}
          </form>
        ) : (
          <p className="text-slate-600">A passed induction stays valid for {days} days from the day it was passed.</p>
        )}
      </CardContent>
    </Card>
  );
}

type Row = { key: string; name: string; status?: string; href: string; induction: InductionSummary | null };

/** The company induction, then each live contract's: set up or not, its test, who it covers now and what waits for review. */
export function InductionsList({ overview, canEdit }: { overview: InductionsOverview; canEdit: boolean }) {
  const rows: Row[] = [
    { key: "company", name: "Company induction", href: "/workforce/inductions/company", induction: overview.company },
    ...overview.contracts.map((c) => ({
      key: c.slug,
      name: c.name,
      status: c.status,
      href: `/workforce/inductions/contract/${c.slug}`,
      induction: c.induction,
    })),
  ];
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Inductions">
      {rows.map((r) => (
        <li key={r.key}>
          <Card className="h-full">
            <CardContent className="grid h-full content-between gap-3 pt-4 text-sm sm:pt-5">
              <div className="grid gap-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{r.name}</h3>
                  {r.status && <Badge variant={r.status === "Open" ? "success" : "secondary"}>{r.status}</Badge>}
                </div>
                {r.induction ? <Facts i={r.induction} /> : <p className="text-slate-500">No induction set up yet.</p>}
              </div>
              {(canEdit || r.induction) && (
                <div>
                  <Button asChild size="sm" variant="outline">
                    <Link to={r.href} aria-label={`${r.induction ? (canEdit ? "Edit" : "View") : "Set up"} ${r.name}`}>
                      {r.induction ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}
                      {r.induction ? (canEdit ? "Edit" : "View") : "Set up"}
                    </Link>
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Facts({ i }: { i: InductionSummary }) {
  return (
    <>
      <p className="text-slate-700">{i.title}</p>
      <p className="text-slate-500">
        {i.questionCount} {i.questionCount === 1 ? "question" : "questions"} · version {i.version} · updated {formatDate(i.updatedAt)}
      </p>
      <p className="flex flex-wrap gap-2 pt-1">
        <Badge variant="success">
          <ClipboardCheck aria-hidden="true" />
          {i.inductedCount} inducted
        </Badge>
        {i.pendingReviewCount > 0 && <Badge variant="info">{i.pendingReviewCount} waiting for review</Badge>}
      </p>
    </>
  );
}
