import { useEffect } from "react";
import { useSearchParams } from "@web/lib/router";
import { History, Plus, ShieldAlert, ShieldCheck, X } from "lucide-react";
import { DeleteButton } from "@web/components/forms/remove-button";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorText } from "@web/lib/api";
import { formatDateTime } from "@web/lib/format";
import { canDeleteRecord } from "@web/lib/record-rights";
import { useUser } from "@web/features/auth/api/get-user";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useProjectBySlug } from "@web/features/projects/api/get-project";
import { useProjectOptions } from "@web/features/diary/api/project-options";
import { useDeleteRiskAssessment, useRiskAssessment, useRiskRevision } from "@web/features/risk-assessment/api/risk-assessments";
import { AssessmentList } from "@web/features/risk-assessment/components/assessment-list";
import { RevisionHistory } from "@web/features/risk-assessment/components/revision-history";
import { RiskEditor } from "@web/features/risk-assessment/components/risk-editor";
import { restoreNote } from "@web/lib/restore-note";
import { withChanges } from "@web/lib/use-url-filters";

const idParam = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** /risk-assessment?project={slug}&assessment={id}&revision={n}: pick a project, its assessments, the editor and history. */
export default function RiskAssessmentPage() {
  const can = usePermission();
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const slug = params.get("project") ?? "";
  const assessmentId = idParam(params.get("assessment"));
  const revision = idParam(params.get("revision"));
  const creating = params.get("new") === "1";
  const projects = useProjectOptions("");
  const project = useProjectBySlug(slug);
  const assessment = useRiskAssessment(assessmentId);
  const old = useRiskRevision(assessmentId, revision);
  const del = useDeleteRiskAssessment();

  const update = (changes: Record<string, string | null>, replace = false) => setParams((prev) => withChanges(prev, changes, true), { replace });

  // The timeline links to ?assessment={id} alone: the assessment names its project.
  const ownSlug = assessment.data?.project.slug;
  useEffect(() => {
    if (ownSlug && ownSlug !== slug) update({ project: ownSlug }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ownSlug]);

  if (!can("Contracts", "view")) {
    return (
      <Page>
        <EmptyState icon={ShieldAlert} title="You do not have access to this page" text="Ask an administrator for the Contracts permission." />
      </Page>
    );
  }
  const canCreate = can("Contracts", "create");
  const canEdit = can("Contracts", "edit");
  const canDelete = can("Contracts", "delete");
  const a = assessment.data && assessment.data.project.slug === slug ? assessment.data : null;

  const remove = async () => {
    if (!a) return;
    const ok = await confirm({
      title: `Delete "${a.title}"?`,
      description: `It goes to Delete Records with all its revisions. ${restoreNote()}`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    del.mutate(
      { id: a.id, slug: a.project.slug },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "Risk assessment deleted" });
          update({ assessment: null, revision: null });
        },
        onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the risk assessment"), variant: "destructive" }),
      },
    );
  };

  const options = [...(projects.data?.items ?? [])];
  if (assessment.data && !options.some((p) => p.slug === assessment.data.project.slug)) options.push(assessment.data.project);

  return (
    <Page>
      <header className="mb-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_20rem] sm:items-end">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Risk assessment</h1>
          <p className="text-sm text-slate-500">Hazards scored likelihood × severity on a 5 × 5 matrix, before and after controls.</p>
        </div>
        <Select
          aria-label="Project"
          value={slug}
          onChange={(e) => update({ project: e.target.value || null, assessment: null, revision: null, new: null })}
          placeholder={projects.isLoading ? "Loading projects..." : "Choose a project"}
          options={options.map((p) => ({ value: p.slug, label: p.name }))}
        />
      </header>

      {!slug ? (
        assessment.isLoading ? (
          <Skeleton className="h-64" />
        ) : assessment.error ? (
          <NotFound onBack={() => update({ assessment: null, revision: null })} />
        ) : (
          <EmptyState
            icon={ShieldCheck}
            title="Choose a project"
            text="Its risk assessments are listed here; open one to see its hazards, matrix and revisions."
          />
        )
      ) : project.error instanceof ApiError && project.error.status === 404 ? (
        <EmptyState icon={ShieldAlert} title="Project not found" text="It may have been deleted, or the link is wrong." />
      ) : project.error ? (
        <LoadError title="The project could not be loaded" error={project.error} onRetry={() => project.refetch()} />
      ) : !project.data ? (
        <Skeleton className="h-64" />
      ) : (
        <div className="grid gap-5 2xl:grid-cols-[18rem_minmax(0,1fr)] 2xl:items-start">
          <aside className="grid gap-3">
            {canCreate && (
              <Button className="sm:justify-self-start 2xl:justify-self-stretch" onClick={() => update({ new: "1", assessment: null, revision: null })}>
                <Plus aria-hidden="true" />
                New assessment
              </Button>
            )}
            <AssessmentList
              projectId={project.data.id}
              selected={assessmentId}
              onOpen={(id) => update({ assessment: String(id), revision: null, new: null })}
            />
          </aside>
          <div className="min-w-0">
            {creating && canCreate ? (
              <>
                <h2 className="mb-3 text-lg font-semibold text-slate-900">New risk assessment for {project.data.name}</h2>
                <RiskEditor
                  key={`new-${project.data.id}`}
                  project={project.data}
                  assessment={null}
                  onSaved={(id) => update({ new: null, assessment: String(id) })}
                  onCancel={() => update({ new: null })}
                />
              </>
            ) : assessmentId === null ? (
              <EmptyState icon={ShieldCheck} title="No assessment open" text="Choose one from the list, or create a new one." />
            ) : assessment.isLoading ? (
              <Skeleton className="h-96" />
            ) : assessment.error instanceof ApiError && assessment.error.status === 404 ? (
              <NotFound onBack={() => update({ assessment: null, revision: null })} />
            ) : !a ? (
              assessment.error ? (
                <LoadError title="The risk assessment could not be loaded" error={assessment.error} onRetry={() => assessment.refetch()} />
              ) : (
                <Skeleton className="h-96" />
              )
            ) : (
              <div className="grid gap-5">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold break-words text-slate-900">{a.title}</h2>
                    <p className="text-sm text-slate-500">
                      Revision {a.revision} · updated {formatDateTime(a.updated)}
                      {a.updatedBy ? ` by ${a.updatedBy.name}` : ""}
                    </p>
                  </div>
                  {canDeleteRecord({ canEdit, canDelete, userId: user?.id ?? null }, a.createdBy?.id) && (
                    <DeleteButton variant="outline" onClick={remove} disabled={del.isPending} className="text-red-700 hover:text-red-800" />
                  )}
                </div>
                {revision !== null && revision !== a.revision ? (
                  old.isLoading ? (
                    <Skeleton className="h-96" />
                  ) : !old.data ? (
                    <EmptyState icon={History} title="Revision not found" text={`Revision ${revision} of this assessment does not exist.`} />
                  ) : (
                    <>
                      <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
                        <span>
                          <History className="mr-1 inline size-4" aria-hidden="true" />
                          Revision {old.data.revision} (read-only), saved {formatDateTime(old.data.createdAt)} by {old.data.changedBy?.name ?? "someone"}
                          {old.data.changeNote ? `: ${old.data.changeNote}` : ""}
                        </span>
                        <Button variant="outline" size="sm" onClick={() => update({ revision: null })}>
                          <X aria-hidden="true" />
                          Back to current
                        </Button>
                      </div>
                      <RiskEditor
                        key={`rev-${a.id}-${old.data.revision}`}
                        project={{ id: a.projectId, code: a.contractId }}
                        assessment={a}
                        revision={old.data}
                      />
                    </>
                  )
                ) : canEdit ? (
                  <RiskEditor key={`edit-${a.id}-${a.revision}`} project={project.data} assessment={a} />
                ) : (
                  <RiskEditor
                    key={`view-${a.id}-${a.revision}`}
                    project={project.data}
                    assessment={a}
                    revision={{ ...a, revision: a.revision, assessmentId: a.id, changeNote: null, changedBy: a.updatedBy, createdAt: a.updated }}
                  />
                )}
                <Card>
                  <CardContent className="pt-4 sm:pt-6">
                    <RevisionHistory assessment={a} selected={revision} onOpen={(r) => update({ revision: r === null ? null : String(r) })} />
                  </CardContent>
                </Card>
              </div>
            )}
          </div>
        </div>
      )}
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl p-4 sm:p-6">{children}</div>;
}

function NotFound({ onBack }: { onBack: () => void }) {
  return (
    <EmptyState
      icon={ShieldAlert}
      title="Risk assessment not found"
      text="It may have been deleted, or the link is wrong."
      action={
        <Button variant="outline" onClick={onBack}>
          Back to the list
        </Button>
      }
    />
  );
}
