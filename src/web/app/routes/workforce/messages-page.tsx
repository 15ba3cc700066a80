import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { SMS_STATUS_LABELS, SMS_STATUSES, type SmsStatus } from "@shared/sms/sms";
import { workersEndpoints } from "@shared/workforce/workers.endpoints";
import { NoAccess, ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { queryOf } from "@web/lib/api-client";
import { useSearchParams } from "@web/lib/router";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { usePendingCount } from "@web/features/workforce/api/registrations";
import { WorkforceViews } from "@web/features/workforce/components/workforce-views";
import { useSmsMessages } from "@web/features/sms/api/sms";
import { SendForm } from "@web/features/sms/components/send-form";
import { SmsList } from "@web/features/sms/components/sms-list";
import type { AudienceState } from "@web/features/sms/components/audience-picker";

/**
 * /workforce/messages (issue 33): SMS and WhatsApp to workers — one worker, an employer's workers or
 * everyone signed in on a contract today — and what was sent, with where each message stands.
 * `?worker=`, `?employer=` and `?contract=` open the form on that audience (a worker's page, a site's sign-in screen).
 */
export default function MessagesPage() {
  const can = usePermission();
  return (
    <ScreenFrame>{can("Workforce", "view") ? <Messages canSend={can("Workforce", "create")} /> : <NoAccess area="Workforce" action="view" />}</ScreenFrame>
  );
}

const positive = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? raw : null);

function Messages({ canSend }: { canSend: boolean }) {
  const [params] = useSearchParams();
  const pending = usePendingCount(true);
  const workerParam = positive(params.get("worker"));
  // A worker named in the address: their name for the picker, read once.
  const worker = useQuery(queryOf(workersEndpoints.get, { params: { id: Number(workerParam ?? 1) } }, { enabled: workerParam !== null }));
  const contract = positive(params.get("contract"));
  const employer = params.get("employer")?.trim() ?? "";
  const initial: AudienceState = {
    audience: workerParam ? "worker" : employer ? "employer" : "contract",
    worker: worker.data
      ? {
          id: worker.data.id,
          name: `${worker.data.firstName} ${worker.data.lastName}`,
          detail: [worker.data.trade, worker.data.employer].filter(Boolean).join(" · "),
        }
      : null,
    employer,
    projectId: contract ?? "",
  };

  return (
    <div className="grid gap-5">
      <div className="min-w-0">
        <ScreenHeader title="Messages" text="Text or WhatsApp a worker, an employer's workers or everyone on a site today." gap="mb-4" />
        <WorkforceViews active="messages" pending={pending.data} />
      </div>
      {canSend &&
        (workerParam && worker.isPending ? (
          <Spinner label="Loading" />
        ) : (
          // Keyed by the address, so a new prefill opens a fresh form.
          <SendForm key={`${workerParam}-${contract}-${employer}-${worker.data?.id ?? ""}`} initial={initial} />
        ))}
      <SentMessages />
    </div>
  );
}

function SentMessages() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SmsStatus | "">("");
  const list = useSmsMessages({ page, status: status || undefined });
  return (
    <section aria-labelledby="sent-heading" className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="sent-heading" className="text-lg font-semibold text-slate-900">
          Sent
        </h2>
        <Select
          aria-label="Status"
          className="sm:w-48"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as SmsStatus | "");
            setPage(1);
          }}
          placeholder="Any status"
          options={SMS_STATUSES.map((s) => ({ value: s, label: SMS_STATUS_LABELS[s] }))}
        />
      </div>
      <SmsList query={list} filtered={status !== ""} onPage={setPage} emptyText="Messages sent to workers appear here, with whether each was delivered." />
    </section>
  );
}
