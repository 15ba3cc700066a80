import type { NotificationView } from "@shared/notifications/notifications";
import { Link } from "@web/lib/router";
import { cn } from "@web/lib/cn";
import { formatDateTime, timeAgo } from "@web/lib/format";
import { useMarkRead } from "../api/notifications";

type Props = {
  notification: NotificationView;
  /** After following the link (the bell closes its panel). */
  onFollow?: () => void;
  className?: string;
};

/**
 * One notification: the unread dot, the title, the message and how long ago; the whole row links to
 * the record and marks it read on the way. One without a record marks itself read when pressed.
 */
export function NotificationItem({ notification: n, onFollow, className }: Props) {
  const markRead = useMarkRead();
  const follow = () => {
    if (!n.read) markRead.mutate(n.id);
    onFollow?.();
  };
  const body = (
    <>
      <span className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-brand")} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className={cn("block text-sm break-words text-slate-900", !n.read && "font-semibold")}>
          {!n.read && <span className="sr-only">Unread: </span>}
          {n.title}
        </span>
        <span className="mt-0.5 line-clamp-3 block text-sm break-words text-slate-600">{n.message}</span>
        <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)} className="mt-1 block text-xs text-slate-500">
          {timeAgo(n.createdAt)}
        </time>
      </span>
    </>
  );
  const classes = cn(
    "flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand",
    className,
  );
  return n.link ? (
    <Link to={n.link} onClick={follow} className={classes}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={follow} className={classes}>
      {body}
    </button>
  );
}
