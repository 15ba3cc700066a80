import { REMINDER_CATEGORIES, REMINDER_CATEGORY_KEYS, REMINDER_STATES } from "@shared/reminders/reminders";
import { ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { LoadError } from "@web/components/ui/load-error";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { useReminders } from "@web/features/reminders/api/reminders";
import { ReminderGroups } from "@web/features/reminders/components/reminder-groups";

const STATE_OPTIONS = [
  { value: "expired", label: "Expired" },
  { value: "expiring", label: "Due in 30 days" },
];

/** /reminders (issue 33): everything due or expired in the next 30 days that the user's role can act on. */
export default function RemindersPage() {
  const url = useUrlFilters({ category: param.oneOf(REMINDER_CATEGORY_KEYS), state: param.oneOf(REMINDER_STATES) });
  const list = useReminders({ ...url.values, page: url.page });
  return (
    <ScreenFrame width="4xl">
      <ScreenHeader title="Reminders" text="Everything due or expired in the next 30 days that you can act on." />
      <div className="mb-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Select
          aria-label="Category"
          placeholder="All categories"
          options={REMINDER_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))}
          {...url.select("category")}
        />
        <Select aria-label="State" placeholder="Due or expired" options={STATE_OPTIONS} {...url.select("state")} />
      </div>
      {list.isLoading ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : list.error || !list.data ? (
        <LoadError title="Could not load your reminders" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ReminderGroups
          groups={list.data.groups}
          today={list.data.today}
          single={Boolean(url.values.category)}
          onPage={url.setPage}
          showAll={(category) => `/reminders?${new URLSearchParams({ category, ...(url.values.state ? { state: url.values.state } : {}) })}`}
        />
      )}
    </ScreenFrame>
  );
}
