import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Send } from "lucide-react";
import { accessRequestFormSchema } from "@shared/identity/auth";
import { REQUESTABLE_ROLES } from "@shared/identity/roles";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { Spinner } from "@web/components/ui/spinner";
import { useRequestAccess } from "../api/request-access";
import { prepareBotToken } from "@web/lib/bot-check";
import { schemaResolver } from "@web/lib/schema-form";

type Values = z.input<typeof accessRequestFormSchema>;

/** product.md §9: the screen returns to the Login tab 2 seconds after a successful request. */
export const ACCESS_REQUEST_FOLLOW_UP_MS = 2000;

const roleOptions = REQUESTABLE_ROLES.map((r) => ({ value: r, label: r }));

/** product.md §2.2 Request Access: full name, email, role, optional message. */
export function RequestAccessForm({ onSubmitted }: { onSubmitted: () => void }) {
  const request = useRequestAccess();
  const followUp = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<Values, unknown, z.output<typeof accessRequestFormSchema>>({
    resolver: schemaResolver(accessRequestFormSchema),
    defaultValues: { name: "", email: "", role: "" as Values["role"], message: "" },
  });
  const { errors } = form.formState;

  useEffect(() => {
    prepareBotToken("request_access");
    return () => clearTimeout(followUp.current);
  }, []);

  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        form.reset();
        followUp.current = setTimeout(onSubmitted, ACCESS_REQUEST_FOLLOW_UP_MS);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Request Access">
      <p className="text-sm text-slate-500">No account yet? Tell us who you are and an administrator will set you up — we reply within 24 hours.</p>
      <FormField label="Full name" htmlFor="request-name" error={errors.name?.message} required>
        <Input autoComplete="name" placeholder="e.g. Priya Patel" {...form.register("name")} />
      </FormField>
      <FormField label="Email" htmlFor="request-email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@company.co.uk" {...form.register("email")} />
      </FormField>
      <FormField label="Role" htmlFor="request-role" error={errors.role?.message} required>
        <Select placeholder="Select your role" options={roleOptions} {...form.register("role")} />
      </FormField>
      <FormField
        label="Message"
        htmlFor="request-message"
        error={errors.message?.message}
        hint="Optional: your site, project or manager helps us approve you faster."
      >
        <Textarea rows={3} placeholder="e.g. Site Manager starting on the Riverside project" {...form.register("message")} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? <Spinner size="sm" label="Sending request" className="text-current" /> : <Send aria-hidden="true" />}
        {request.isPending ? "Sending request..." : "Request Access"}
      </Button>
    </form>
  );
}
