import { ClipboardCheck } from "lucide-react";
import { BackTitle, NoAccess, RecordMissing, ScreenFrame } from "@web/components/screen/screen-parts";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiError } from "@web/lib/api";
import { useNavigate, useParams } from "@web/lib/router";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useInduction, useInductionsOverview } from "@web/features/workforce/api/inductions";
import { InductionEditor } from "@web/features/workforce/components/inductions/induction-editor";

/**
 * /workforce/inductions/company and /workforce/inductions/contract/{slug} (issue 30): the induction's
 * editor for Workforce edit, read-only for Workforce view. None set up yet opens an empty one to fill in.
 */
export default function InductionEditorPage() {
  const can = usePermission();
  return (
    <ScreenFrame width="4xl">
      {can("Workforce", "view") ? <Editor canEdit={can("Workforce", "edit")} /> : <NoAccess area="Workforce" action="view" />}
    </ScreenFrame>
  );
}

function Editor({ canEdit }: { canEdit: boolean }) {
  const { slug: raw } = useParams();
  const slug = raw ?? null;
  const navigate = useNavigate();
  const induction = useInduction(slug);
  const overview = useInductionsOverview();
  const contract = slug === null ? null : overview.data?.contracts.find((c) => c.slug === slug);
  const title = slug === null ? "Company induction" : `Induction: ${contract?.name ?? induction.data?.contractName ?? "contract"}`;
  const back = () => navigate("/workforce/inductions");
  const none = induction.error instanceof ApiError && induction.error.status === 404;
  const body = (() => {
    if (induction.isLoading || (slug !== null && overview.isLoading)) return <Skeleton className="h-96" />;
    if (slug !== null && overview.data && !contract)
      return <RecordMissing icon={ClipboardCheck} title="Contract not found" back={{ to: "/workforce/inductions", label: "Back to Inductions" }} />;
    if (induction.error && !none)
      return <LoadError title="The induction could not be loaded" error={induction.error} onRetry={() => void induction.refetch()} />;
    if (none && !canEdit) return <p className="text-sm text-slate-600">No induction has been set up yet.</p>;
    const data = none ? null : (induction.data ?? null);
    const defaultTitle = slug === null ? "Company induction" : `${contract?.name ?? "Site"}: site induction`;
    return <InductionEditor key={data?.id ?? "new"} slug={slug} induction={data} defaultTitle={defaultTitle} canEdit={canEdit} onDone={back} />;
  })();
  return (
    <>
      <BackTitle back="/workforce/inductions" backLabel="Back to Inductions" title={title} />
      {body}
    </>
  );
}
