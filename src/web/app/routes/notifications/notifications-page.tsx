import { useState } from "react";
import { Bell, CheckCheck } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { PagedList } from "@web/components/register/paged-list";
import { Link } from "@web/lib/router";
import { cn } from "@web/lib/cn";
import { useMarkAllRead, useNotifications } from "@web/features/notifications/api/notifications";
import { NotificationItem } from "@web/features/notifications/components/notification-item";

const FILTERS = [
  { unread: false, label: "All" },
  { unread: true, label: "Unread" },
] as const;

/** /notifications: every notification of the signed-in user, newest first, paged; All or Unread. */
export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotifications(page, unreadOnly);
  const markAll = useMarkAllRead();
  const unread = list.data?.unread ?? 0;

  return (
    <ScreenFrame width="4xl">
      <ScreenHeader
        title="Notifications"
        text={
          <>
            What needs you: approvals, assigned issues and more. Choose which also come by email in{" "}
            <Link to="/settings" className="text-brand-dark underline underline-offset-4">
              User Settings
            </Link>
            .
          </>
        }
        actions={
          <Button variant="outline" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheck aria-hidden="true" />
            Mark all as read
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Show" className="inline-flex rounded-md border border-slate-200 bg-white p-0.5">
          {FILTERS.map((f) => (
            <button
              key={f.label}
              type="button"
              aria-pressed={unreadOnly === f.unread}
              onClick={() => {
                setUnreadOnly(f.unread);
                setPage(1);
              }}
              className={cn(
                "rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand",
                unreadOnly === f.unread ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              {f.label}
              {f.unread && unread > 0 ? ` (${unread})` : ""}
            </button>
          ))}
        </div>
        <Link to="/reminders" className="text-sm font-medium text-brand-dark underline-offset-4 hover:underline">
          See all reminders
        </Link>
      </div>
      <PagedList
        query={list}
        errorTitle="The notifications could not be loaded"
        filtered={unreadOnly}
        empty={{ icon: Bell, title: "No notifications yet", text: "Approvals, assigned issues and other news for you will appear here." }}
        noMatch={{ title: "No unread notifications", text: "You're all caught up." }}
        itemKey={(n) => n.id}
        cardsLabel="Notifications"
        card={(n) => <NotificationItem notification={n} className="rounded-lg border border-slate-200 bg-white" />}
        onPage={setPage}
        pagerOnlyWhenPaged
      />
    </ScreenFrame>
  );
}
