import { useState } from "react";
import { CheckCircle2, Info } from "lucide-react";
import { SMS_STATUS_LABELS, SMS_STATUSES, type SmsStatus } from "@shared/sms/sms";
import { Select } from "@web/components/ui/select";
import { useSmsOutbox } from "../api/sms";
import { SmsList } from "./sms-list";

function ProviderNotice({ provider }: { provider: string | null }) {
  return provider ? (
    <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
      <div>
        <p className="font-medium">Sent through {provider === "twilio" ? "Twilio" : provider}</p>
        <p className="text-emerald-800">Every message goes to the provider and its delivery receipts update the status here.</p>
      </div>
    </div>
  ) : (
    <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <Info className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div>
        <p className="font-medium">No SMS provider is set up: messages are kept here</p>
        <p className="text-amber-800">
          Nothing leaves this server; each message waits as pending. Set SMS_PROVIDER and its keys to send texts and WhatsApp messages.
        </p>
      </div>
    </div>
  );
}

/** Every SMS and WhatsApp message Sitebook sent or holds, newest first (Team Management, admins only). */
export function SmsOutboxTab() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SmsStatus | "">("");
  const query = useSmsOutbox(page, status || undefined);
  return (
    <div className="grid gap-4">
      {query.data && <ProviderNotice provider={query.data.provider} />}
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
      <SmsList query={query} filtered={status !== ""} onPage={setPage} showProvider emptyText="Messages sent to workers (Workforce, Messages) appear here." />
    </div>
  );
}
