import { useState } from "react";
import { createRiskAssessmentSchema, updateRiskAssessmentSchema, type RiskAssessmentDetail, type RiskRevisionView } from "@shared/risk/risk-assessment";
import { highestResidual, overallScore } from "@shared/rules/risk-score";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useSaveRiskAssessment } from "../api/risk-assessments";
import { HazardRows, newHazard, type HazardDraft } from "./hazard-rows";
import { RiskBadge } from "./risk-badge";
import { RiskMatrix } from "./risk-matrix";
import { messagesByField } from "@web/lib/schema-errors";
import { serverFieldErrors } from "@web/lib/server-field-errors";

type Source = Pick<RiskAssessmentDetail, "title" | "scores" | "mitigationPlan"> & { contractId?: string | null };

const draftsOf = (s: Source | null): HazardDraft[] =>
  s
    ? s.scores.map((h) => ({
        key: h.id,
        id: h.id,
        hazard: h.hazard,
        whoAtRisk: h.whoAtRisk ?? "",
        likelihood: h.likelihood,
        severity: h.severity,
        controls: h.controls ?? "",
        residualLikelihood: h.residualLikelihood,
        residualSeverity: h.residualSeverity,
        owner: h.owner ?? "",
      }))
    : [newHazard()];

type Props = {
  project: { id: number; code: string | null };
  /** null: a new assessment. */
  assessment: RiskAssessmentDetail | null;
  /** An old revision, shown read-only. */
  revision?: RiskRevisionView | null;
  onSaved?: (id: number) => void;
  onCancel?: () => void;
};

/** The editor: title, hazards scored live, the matrix, the mitigation plan; a save is a new revision with its note. */
export function RiskEditor({ project, assessment, revision, onSaved, onCancel }: Props) {
  const source: Source | null = revision ?? assessment;
  const readOnly = Boolean(revision);
  const save = useSaveRiskAssessment();
  const [title, setTitle] = useState(source?.title ?? "");
  const [contractId, setContractId] = useState(source?.contractId ?? project.code ?? "");
  const [hazards, setHazards] = useState<HazardDraft[]>(() => draftsOf(source));
  const [plan, setPlan] = useState(source?.mitigationPlan ?? "");
  const [changeNote, setChangeNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const scores = hazards.map(({ key: _key, ...h }) => h);
  const overall = overallScore(hazards);
  const top = highestResidual(hazards);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const fields = { title, contractId, scores, mitigationPlan: plan };
    const checked = assessment
      ? updateRiskAssessmentSchema.safeParse({ ...fields, changeNote })
      : createRiskAssessmentSchema.safeParse({ ...fields, projectId: project.id });
    if (!checked.success) {
      setErrors(messagesByField(checked.error));
      // The first message may be on a hazard far down the page: bring it into view rather than toast over the form.
      requestAnimationFrame(() => document.querySelector(`form[aria-label] [role="alert"]`)?.scrollIntoView({ block: "center", behavior: "smooth" }));
      return;
    }
    setErrors({});
    // mutateAsync, not mutate's callbacks: a saved revision replaces this editor (its key has the revision)
    // before mutate's onSuccess would run, and React Query drops callbacks of an unmounted observer.
    save.mutateAsync(assessment ? { id: assessment.id, body: { ...fields, changeNote } } : { id: null, body: { ...fields, projectId: project.id } }).then(
      (saved) => {
        toast({ title: "Success", description: assessment ? `Saved as revision ${saved.revision}` : "Risk assessment created" });
        setChangeNote("");
        onSaved?.(saved.id);
      },
      (err) => {
        setErrors(Object.fromEntries(serverFieldErrors(err).map((f) => [f.field, f.message])));
        toast({ title: "Error", description: errorText(err, "Failed to save the risk assessment"), variant: "destructive" });
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={readOnly ? `Revision ${revision?.revision}` : assessment ? "Edit risk assessment" : "New risk assessment"}
      className="grid gap-5"
    >
      <Card>
        <CardContent className="grid gap-4 pt-4 sm:grid-cols-[minmax(0,1fr)_12rem] sm:pt-6">
          <FormField label="Title" htmlFor="risk-title" error={errors.title} required>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} disabled={readOnly} placeholder="e.g. Superstructure: frame and slabs" />
          </FormField>
          <FormField label="Contract ID" htmlFor="risk-contract" error={errors.contractId}>
            <Input value={contractId} onChange={(e) => setContractId(e.target.value)} disabled={readOnly} />
          </FormField>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm sm:col-span-2">
            <span className="flex items-center gap-2">
              Overall score <RiskBadge score={overall} decimals={2} />
            </span>
            {top && (
              <span className="flex items-center gap-2">
                Highest residual risk <RiskBadge score={top.score} />
              </span>
            )}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <HazardRows hazards={hazards} errors={errors} readOnly={readOnly} onChange={setHazards} />
        </CardContent>
      </Card>
      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <CardContent className="pt-4 sm:pt-6">
            <RiskMatrix hazards={hazards} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-4 pt-4 sm:pt-6">
            <FormField label="Mitigation plan" htmlFor="risk-plan" error={errors.mitigationPlan}>
              <Textarea
                rows={8}
                value={plan}
                onChange={(e) => setPlan(e.target.value)}
                disabled={readOnly}
                placeholder="How the remaining risks are managed: briefings, inspections, permits, reviews"
              />
            </FormField>
            {assessment && !readOnly && (
              <FormField label="What changed" htmlFor="risk-note" error={errors.changeNote} required hint={`Saved as revision ${assessment.revision + 1}.`}>
                <Input
                  value={changeNote}
                  onChange={(e) => setChangeNote(e.target.value)}
                  maxLength={500}
                  placeholder="e.g. Edge protection inspected; residual risk lowered"
                />
              </FormField>
            )}
          </CardContent>
        </Card>
      </div>
      {!readOnly && (
        <FormActions onCancel={onCancel} pending={save.isPending} submitText={saveText(Boolean(assessment), "Create assessment", "Save revision")} />
      )}
    </form>
  );
}
