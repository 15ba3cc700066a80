import { BellRing } from "lucide-react";
import type { NotificationSettings, NotificationSettingsInput } from "@shared/notifications/notifications";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Switch } from "@web/components/ui/switch";
import { LoadError } from "@web/components/ui/load-error";
import { toast } from "@web/components/ui/toast";
import { useNotificationSettings, useSaveNotificationSettings } from "../api/notifications";

type Category = NotificationSettings["categories"][number];

const GROUPS = [
  { kind: "event", title: "When something happens", text: "Sent as it happens, besides the bell." },
  { kind: "reminder", title: "Reminders", text: "Due or expired in the next 30 days: these come together in one daily digest email." },
] as const;

/**
 * User Settings' Notifications card (issue 33): every category is in the bell; each switch says
 * whether it also reaches the user by email. A change is saved as it is made.
 */
export function NotificationSettingsCard() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const choose = (c: Category, email: boolean) =>
    save.mutate({ [c.key]: email } as NotificationSettingsInput, {
      onSuccess: () => toast({ title: email ? `${c.label}: email on` : `${c.label}: email off` }),
      onError: (e) => toast({ title: "Your choice was not saved", description: e.message, variant: "destructive" }),
    });

  return (
    <Card>
      <CardIconHeader icon={BellRing} title="Notifications" description="Everything reaches your bell. Choose what also comes by email." />
      <CardContent>
        {settings.isLoading ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : settings.error || !settings.data ? (
          <LoadError title="Your notification settings could not be loaded" error={settings.error} onRetry={() => settings.refetch()} />
        ) : (
          <div className="grid gap-6">
            {GROUPS.map((g) => (
              <fieldset key={g.kind} className="min-w-0">
                <legend className="text-sm font-semibold text-slate-900">{g.title}</legend>
                <p className="text-sm text-slate-500">{g.text}</p>
                <ul className="mt-2 divide-y divide-slate-100">
                  {settings.data.categories
                    .filter((c) => c.kind === g.kind)
                    .map((c) => {
                      const id = `notify-email-${c.key}`;
                      return (
                        <li key={c.key} className="flex items-center justify-between gap-4 py-3">
                          <div className="min-w-0">
                            <label htmlFor={id} className="block text-sm font-medium text-slate-900">
                              {c.label}
                            </label>
                            <p id={`${id}-text`} className="text-sm text-slate-500">
                              {c.description}
                              {c.kind === "reminder" ? " (in the daily digest)" : ""}
                            </p>
                          </div>
                          <Switch id={id} aria-describedby={`${id}-text`} checked={c.email} disabled={save.isPending} onCheckedChange={(on) => choose(c, on)} />
                        </li>
                      );
                    })}
                </ul>
              </fieldset>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
