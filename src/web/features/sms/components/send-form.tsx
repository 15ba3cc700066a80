import { useState } from "react";
import { Send } from "lucide-react";
import { sendOutcome, sendSmsSchema, SMS_TYPES, SMS_TYPE_LABELS, type SendSmsForm, type SmsAudienceQuery, type SmsType } from "@shared/sms/sms";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useAudiencePreview, useSendSms } from "../api/sms";
import { AudiencePicker, AudienceSummary, type AudienceState } from "./audience-picker";
import { MessageCounter } from "./message-counter";

type Errors = Record<string, string | undefined>;

/** The form's audience as the API takes it, or null while it is not chosen yet. */
function audienceQuery(a: AudienceState): SmsAudienceQuery | null {
  if (a.audience === "worker") return a.worker ? { audience: "worker", workerId: a.worker.id } : null;
  if (a.audience === "employer") return a.employer ? { audience: "employer", employer: a.employer } : null;
  return a.projectId ? { audience: "contract", projectId: Number(a.projectId) } : null;
}

/**
 * The send form: who (with a preview of how many it reaches), the message with its length and SMS
 * parts, SMS or WhatsApp. The shared schema checks it here as the server will; those without a mobile
 * are named before sending and again after.
 */
export function SendForm({ initial }: { initial: AudienceState }) {
  const [audience, setAudience] = useState<AudienceState>(initial);
  const [message, setMessage] = useState("");
  const [type, setType] = useState<SmsType>("sms");
  const [errors, setErrors] = useState<Errors>({});
  const query = audienceQuery(audience);
  const preview = useAudiencePreview(query);
  const sending = useSendSms();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body: SendSmsForm = { ...(query ?? { audience: audience.audience }), message, messageType: type };
    const checked = sendSmsSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    sending.mutate(body, {
      onSuccess: (answer) => {
        toast({ title: answer.provider ? "Message sent" : "Message kept in the SMS outbox", description: sendOutcome(answer) });
        setMessage("");
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        toast({ title: "The message was not sent", description: error instanceof ApiError ? error.detail : "Please try again.", variant: "destructive" });
      },
    });
  };

  const nobody = preview.data !== undefined && preview.data.recipients === 0;
  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={submit} className="grid gap-4" aria-label="Send a message" noValidate>
        <AudiencePicker value={audience} onChange={setAudience} errors={errors} />
        {query && <AudienceSummary preview={preview.data} audience={audience.audience} />}
        <FormField label="Message" htmlFor="sms-message" error={errors.message} required hint={<MessageCounter message={message} type={type} />}>
          <Textarea rows={4} value={message} onChange={(e) => setMessage(e.target.value)} placeholder="Site closed tomorrow: high winds" />
        </FormField>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <FormField label="Send as" htmlFor="sms-type" className="sm:w-48">
            <Select
              value={type}
              onChange={(e) => setType(e.target.value as SmsType)}
              options={SMS_TYPES.map((t) => ({ value: t, label: SMS_TYPE_LABELS[t] }))}
            />
          </FormField>
          <Button type="submit" disabled={sending.isPending || nobody} className="sm:w-auto">
            <Send aria-hidden="true" />
            {sending.isPending ? "Sending…" : preview.data && preview.data.recipients > 1 ? `Send to ${preview.data.recipients} workers` : "Send"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
