import type { ComponentProps } from "react";
import { AttendanceTab } from "@web/features/visitors/components/attendance-tab";
import { WorkersOnDay } from "@web/features/site-sign-in/components/workers-on-day";

/** The diary's attendance tab: the day's visitors, and the workers signed in beside them (issue 31). */
export function AttendanceWithWorkers(props: Omit<ComponentProps<typeof AttendanceTab>, "besides">) {
  return <AttendanceTab {...props} besides={(date) => <WorkersOnDay slug={props.project.slug} date={date} />} />;
}
