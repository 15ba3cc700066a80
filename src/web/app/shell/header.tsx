import { Compass, Flag, Menu } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { NotificationBell } from "@web/features/notifications/components/notification-bell";
import { toast } from "@web/components/ui/toast";
import { formatClock } from "@web/lib/format";
import { useLiveClock } from "./use-live-clock";

/** `companyName` is null while the company profile is loading. */
type Props = {
  companyName: string | null;
  onOpenMenu: () => void;
  /** Starts loading the menu's code as a finger or pointer lands on the button, before the click. */
  onPrepareMenu?: () => void;
  onReportIssue: () => void;
};

function LiveClock() {
  const now = useLiveClock();
  const { date, short, time } = formatClock(now);
  return (
    <time dateTime={now.toISOString()} className="flex items-baseline gap-2 text-slate-600 tabular-nums">
      <span className="hidden md:inline">{date}</span>
      <span className="hidden sm:inline md:hidden">{short}</span>
      <span className="font-semibold text-slate-900">{time}</span>
    </time>
  );
}

/** The guided tour (27 steps) is a later release: the button says so honestly instead of doing nothing. */
const announceTour = () => toast({ title: "Guided tour", description: "A step-by-step tour of Sitebook's main areas is coming in a future update." });

/** The top header (product.md §2.3): company name, live en-GB clock, the notification bell, Take Tour, Report Issue and, on phones, Menu. */
export function Header({ companyName, onOpenMenu, onPrepareMenu, onReportIssue }: Props) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="h-1 bg-brand" aria-hidden="true" />
      <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Button variant="ghost" size="icon" className="-ml-1 lg:hidden" onClick={onOpenMenu} onPointerDown={onPrepareMenu} aria-label="Menu">
          <Menu className="size-5!" aria-hidden="true" />
        </Button>
        {companyName === null ? (
          <div className="min-w-0 flex-1" aria-busy="true">
            <Skeleton data-testid="company-name-skeleton" className="h-5 w-40 max-w-full sm:h-6 sm:w-56" />
          </div>
        ) : (
          <p className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900 sm:text-lg">{companyName}</p>
        )}
        <LiveClock />
        <div className="ml-1 flex items-center gap-1.5 sm:ml-2 sm:gap-2">
          <NotificationBell />
          <Button variant="outline" size="sm" onClick={announceTour} aria-label="Take Tour" className="max-sm:size-9 max-sm:px-0">
            <Compass aria-hidden="true" />
            <span className="hidden sm:inline">Take Tour</span>
          </Button>
          <Button size="sm" onClick={onReportIssue} aria-label="Report Issue" className="max-sm:size-9 max-sm:px-0">
            <Flag aria-hidden="true" />
            <span className="hidden sm:inline">Report Issue</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
