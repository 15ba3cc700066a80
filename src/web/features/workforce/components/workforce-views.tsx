import { ViewTabs } from "@web/components/screen/view-tabs";

export type WorkforceView = "workers" | "inductions" | "registrations";

/** The workforce area's three views, under each one's heading. */
export function WorkforceViews({ active, pending }: { active: WorkforceView; pending?: number }) {
  return (
    <ViewTabs
      label="Workforce views"
      tabs={[
        { to: "/workforce", label: "Workers", active: active === "workers" },
        { to: "/workforce/inductions", label: "Inductions", active: active === "inductions" },
        {
          to: "/workforce/registrations",
          // Short on a phone's tab row; a screen reader hears what the number counts.
          label: pending ? (
            <>
              Registrations ({pending}
              <span className="sr-only"> waiting</span>)
            </>
          ) : (
            "Registrations"
          ),
          active: active === "registrations",
        },
      ]}
    />
  );
}
