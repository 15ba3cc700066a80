import { useState } from "react";
import { Bell, BellOff, CheckCheck } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@web/components/ui/popover";
import { Skeleton } from "@web/components/ui/skeleton";
import { Link } from "@web/lib/router";
import { useLatestNotifications, useMarkAllRead, useUnreadCount } from "../api/notifications";
import { NotificationItem } from "./notification-item";

/** "99+" past 99: the badge stays one small circle. */
const badgeText = (n: number) => (n > 99 ? "99+" : String(n));

/**
 * The header's bell (issue 33): the unread count as a badge (polled every minute and on focus), and a
 * panel of the latest notifications, each a link to its record, with Mark all as read and the ways to
 * the full list and the reminders. Escape closes it and focus returns to the bell.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data?.unread ?? 0;
  const latest = useLatestNotifications(open);
  const markAll = useMarkAllRead();
  const items = latest.data?.items ?? [];
  const close = () => setOpen(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}>
          <Bell className="size-5!" aria-hidden="true" />
          {unread > 0 && (
            <span
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
              aria-hidden="true"
            >
              {badgeText(unread)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications" className="flex flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2.5">
          <h2 className="text-base font-semibold text-slate-900">Notifications</h2>
          <Button variant="ghost" size="sm" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheck aria-hidden="true" />
            Mark all as read
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain" style={{ maxHeight: "min(26rem, 60vh)" }}>
          {latest.isLoading ? (
            <div className="grid gap-2 p-4" aria-busy="true">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : latest.error ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600">The notifications could not be loaded. Close and open the bell to try again.</p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
              <BellOff className="size-6 text-slate-400" aria-hidden="true" />
              <p className="text-sm font-medium text-slate-900">You're all caught up</p>
              <p className="text-sm text-slate-600">Approvals, assigned issues and other news for you will appear here.</p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Latest notifications">
              {items.map((n) => (
                <li key={n.id}>
                  <NotificationItem notification={n} onFollow={close} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-2.5 text-sm">
          <Link to="/notifications" onClick={close} className="font-medium text-brand-dark underline-offset-4 hover:underline">
            See all notifications
          </Link>
          <Link to="/reminders" onClick={close} className="font-medium text-brand-dark underline-offset-4 hover:underline">
            See all reminders
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
