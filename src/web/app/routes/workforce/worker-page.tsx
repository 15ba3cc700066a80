import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "@web/lib/router";
import { MessageSquare, Users } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { BackTitle, NoAccess, RecordMissing, ScreenFrame, recordState } from "@web/components/screen/screen-parts";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import type { PermissionAction } from "@web/lib/record-rights";
import { restoreNote } from "@web/lib/restore-note";
import { useUser } from "@web/features/auth/api/get-user";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useDeleteWorker, useWorker } from "@web/features/workforce/api/workers";
import { WorkerCardsPanel } from "@web/features/workforce/components/worker-cards-panel";
import { RightToWorkPanel } from "@web/features/workforce/components/right-to-work-panel";
import { WorkerForm } from "@web/features/workforce/components/worker-form";
import { WorkerScoresPanel } from "@web/features/workforce/components/worker-scores-panel";
import { TradeRuleFlag } from "@web/features/workforce/components/trade-rule-flag";
import { WorkerInductionsPanel } from "@web/features/workforce/components/inductions/worker-inductions-panel";
import { WorkerIdCardPanel } from "@web/features/workforce/components/worker-id-card-panel";
import { PersonalLinkPanel } from "@web/features/site-sign-in/components/personal-link-panel";

/**
 * /workforce/new and /workforce/edit/{id} (product.md §2.1). The edit page is the worker's page: their
 * cards with each one's checks, their scores with their notes, then their details in sections.
 * Personal data shows only when the server's answer carries it (decision 0065: Workforce edit).
 */
export default function WorkerPage() {
  const { id: raw } = useParams();
  const navigate = useNavigate();
  const can = usePermission();
  const { user } = useUser();
  const id = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const worker = useWorker(id);
  const remove = useDeleteWorker();
  const isNew = raw === undefined;

  if (!can("Workforce", isNew ? "create" : "view")) return <Forbidden action={isNew ? "create" : "view"} />;
  if (isNew)
    return (
      <Frame>
        <Title title="Add worker" />
        <WorkerForm
          worker={null}
          personal={can("Workforce", "edit")}
          onDone={(saved) => navigate(`/workforce/edit/${saved}`)}
          onCancel={() => navigate("/workforce")}
        />
      </Frame>
    );
  const state = recordState(worker, {
    missing: <RecordMissing icon={Users} title="Worker not found" back={{ to: "/workforce", label: "Back to Workforce" }} />,
    errorTitle: "The worker could not be loaded",
    elsewhere: id === null,
    tall: true,
  });
  if ("view" in state) return <Frame>{state.view}</Frame>;

  const w = state.data;
  const name = `${w.firstName} ${w.lastName}`;
  const canEdit = can("Workforce", "edit");
  const drop = async () => {
    const ok = await confirm({
      title: `Delete ${name}?`,
      description: `${name} goes to Delete Records with their cards. ${restoreNote()}`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(w.id, {
      onSuccess: () => {
        toast({ title: "Success", description: `${name} deleted` });
        navigate("/workforce");
      },
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the worker"), variant: "destructive" }),
    });
  };
  return (
    <Frame>
      <Title
        title={name}
        action={
          can("Workforce", "create") && (
            <Button asChild variant="outline" size="sm" className="shrink-0">
              <Link to={`/workforce/messages?worker=${w.id}`}>
                <MessageSquare aria-hidden="true" />
                Message
              </Link>
            </Button>
          )
        }
      />
      <div className="grid gap-6">
        <TradeRuleFlag trade={w.trade} rule={w.tradeRule} />
        <WorkerCardsPanel worker={w} canEdit={canEdit} checker={user?.name ?? "you"} />
        <RightToWorkPanel worker={w} canEdit={canEdit} checker={user?.name ?? "you"} />
        <WorkerInductionsPanel worker={w} canCreate={can("Workforce", "create")} canEdit={canEdit} />
        <WorkerScoresPanel worker={w} canEdit={canEdit} />
        <WorkerIdCardPanel worker={w} canEdit={canEdit} />
        <PersonalLinkPanel workerId={w.id} name={name} canEdit={canEdit} />
        <WorkerForm
          key={w.updatedAt}
          worker={w}
          personal={"nationalInsurance" in w}
          readOnly={!canEdit}
          onDone={() => undefined}
          onCancel={() => navigate("/workforce")}
          onDelete={can("Workforce", "delete") ? () => void drop() : undefined}
          deleting={remove.isPending}
        />
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <ScreenFrame width="4xl">{children}</ScreenFrame>;
}

function Title({ title, action }: { title: string; action?: ReactNode }) {
  return <BackTitle back="/workforce" backLabel="Back to Workforce" title={title} action={action} />;
}

function Forbidden({ action }: { action: PermissionAction }) {
  return (
    <Frame>
      <NoAccess area="Workforce" action={action} />
    </Frame>
  );
}
