import { Link, useNavigate } from "@web/lib/router";
import { ArrowLeft, ShieldAlert } from "lucide-react";
import { BackButton } from "@web/components/screen/screen-parts";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { usePermission, useRolePermissions } from "@web/features/permissions/api/get-role-permissions";
import { useCreateProject } from "@web/features/projects/api/save-project";
import { ProjectForm } from "@web/features/projects/components/project-form";
import { goBack } from "@web/features/projects/lib/go-back";

/** /create-contract: a new contract; on save its diary opens. */
export default function CreateContractPage() {
  const navigate = useNavigate();
  const permissions = useRolePermissions();
  const can = usePermission();
  const create = useCreateProject();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
      <Button asChild variant="link" className="mb-3 h-auto px-0 text-sm">
        <Link to="/contracts">
          <ArrowLeft aria-hidden="true" />
          Contracts
        </Link>
      </Button>
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">New Contract</h1>
        <p className="mt-1 text-sm text-slate-600">The project, its client, budgets and team. Only the name and site address are needed to start.</p>
      </header>
      {permissions.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading" />
        </div>
      ) : !can("Contracts", "create") ? (
        <EmptyState
          icon={ShieldAlert}
          title="You cannot create contracts"
          text="Your role does not have permission to create contracts. Ask an administrator if you need it."
          action={<BackButton to="/contracts">Back to Contracts</BackButton>}
          className="bg-white"
        />
      ) : (
        <ProjectForm
          submitLabel="Create Contract"
          onCancel={() => goBack(navigate, "/contracts")}
          onSubmit={async (values) => {
            const project = await create.mutateAsync(values);
            toast({ title: "Contract created", description: `${project.name} is ready for its site diary.` });
            navigate(`/project/${project.slug}`);
          }}
        />
      )}
    </div>
  );
}
