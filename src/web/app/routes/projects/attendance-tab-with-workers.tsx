import type { ComponentProps } from "react";
import { AttendanceTab } from "@web/features/visitors/components/attendance-tab";
import { WorkersOnDay } from "@web/features/site-sign-in/components/workers-on-day";
import { HavsDay } from "@web/features/assets/components/havs-day";

/**
 * The diary's attendance tab: the day's visitors, the workers signed in beside them (issue 31), and
 * their hand-arm vibration exposure that day (issue 32): the day's people in one place.
 */
export function AttendanceWithWorkers(props: Omit<ComponentProps<typeof AttendanceTab>, "besides">) {
  return (
    <AttendanceTab
      {...props}
      besides={(date) => (
        <>
          <WorkersOnDay slug={props.project.slug} date={date} />
          <HavsDay slug={props.project.slug} projectId={props.project.id} date={date} />
        </>
      )}
    />
  );
}
