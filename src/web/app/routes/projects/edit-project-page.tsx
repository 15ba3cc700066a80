import { Link, useNavigate, useParams } from "@web/lib/router";
import { ArrowLeft, SearchX, ShieldAlert, Trash2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { FormSkeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorText } from "@web/lib/api";
import { usePermission, useRolePermissions } from "@web/features/permissions/api/get-role-permissions";
import { useDeleteProject } from "@web/features/projects/api/delete-project";
import { useProjectById } from "@web/features/projects/api/get-project-by-id";
import { useUpdateProject } from "@web/features/projects/api/save-project";
import { ProjectForm } from "@web/features/projects/components/project-form";
import type { ProjectView } from "@shared/projects/project-view";
import { goBack } from "@web/features/projects/lib/go-back";
import { restoreNote } from "@web/lib/restore-note";

const backToContracts = (
  <Button asChild variant="outline">
    <Link to="/contracts">Back to Contracts</Link>
  </Button>
);

/** /edit-project/{id}: every field, budgets with their originals and history, and Delete for those allowed. */
export default function EditProjectPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const navigate = useNavigate();
  const permissions = useRolePermissions();
  const can = usePermission();
  const query = useProjectById(id);
  const update = useUpdateProject(id);
  const remove = useDeleteProject();
  const project = query.data;

  const onDelete = async (p: ProjectView) => {
    const confirmed = await confirm({
      variant: "destructive",
      title: `Delete ${p.name}?`,
      description: `The contract, its diary, files and budget history go to Delete Records. ${restoreNote(true)}`,
      confirmText: "Delete contract",
    });
    if (!confirmed) return;
    remove.mutate(p, {
      onSuccess: () => {
        toast({ title: "Contract deleted", description: `${p.name} was moved to Delete Records.` });
        navigate("/contracts");
      },
      onError: (error) =>
        toast({ title: "Contract not deleted", description: errorText(error, "Failed to delete the contract. Please try again."), variant: "destructive" }),
    });
  };

  const notFound = !Number.isSafeInteger(id) || id <= 0 || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
  let body;
  if (notFound) {
    body = (
      <EmptyState
        icon={SearchX}
        title="Contract not found"
        text="It may have been deleted, or the link is wrong."
        action={backToContracts}
        className="bg-white"
      />
    );
  } else if (query.isPending || permissions.isPending) {
    body = <FormSkeleton label="Loading the contract" />;
  } else if (query.isError) {
    body = <LoadError title="The contract could not be loaded" error={query.error} onRetry={() => query.refetch()} className="bg-white" />;
  } else if (!can("Contracts", "edit")) {
    body = (
      <EmptyState
        icon={ShieldAlert}
        title="You cannot edit contracts"
        text="Your role can view contracts but not change them. Ask an administrator if you need to."
        action={
          <Button asChild variant="outline">
            <Link to={`/project/${project!.slug}`}>Open the diary</Link>
          </Button>
        }
        className="bg-white"
      />
    );
  } else if (project) {
    body = (
      <ProjectForm
        key={project.id}
        project={project}
        submitLabel="Save changes"
        onCancel={() => goBack(navigate, `/project/${project.slug}`)}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync(values);
          toast({ title: "Contract updated", description: `${saved.name} has been saved.` });
          navigate(`/project/${saved.slug}`);
        }}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
      <Button asChild variant="link" className="mb-3 h-auto px-0 text-sm">
        <Link to={project ? `/project/${project.slug}` : "/contracts"}>
          <ArrowLeft aria-hidden="true" />
          {project ? "Back to Diary" : "Contracts"}
        </Link>
      </Button>
      <header className="mb-6 flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Edit Contract</h1>
          <p className="mt-1 truncate text-sm text-slate-600">{project ? project.name : "\u00a0"}</p>
        </div>
        {project && can("Contracts", "edit") && can("Contracts", "delete") && (
          <Button
            type="button"
            variant="outline"
            className="border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => onDelete(project)}
            disabled={remove.isPending}
          >
            <Trash2 aria-hidden="true" />
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        )}
      </header>
      {body}
    </div>
  );
}
