import { ViewTabs } from "@web/components/screen/view-tabs";

export type WorkforceView = "workers" | "inductions" | "registrations" | "messages";

/** The workforce area's views, under each one's heading. */
export function WorkforceViews({ active, pending }: { active: WorkforceView; pending?: number }) {
  return (
    <ViewTabs
      label="Workforce views"
      tabs={[
        { to: "/workforce", label: "Workers", active: active === "workers" },
        { to: "/workforce/inductions", label: "Inductions", active: active === "inductions" },
        {
          to: "/workforce/registrations",
          // Short enough for a phone's row of tabs. (A visually hidden " waiting" was read as "waiting )":
          // Chromium spaces out an absolutely positioned span in a link's name.)
          label: pending ? `Registrations (${pending})` : "Registrations",
          active: active === "registrations",
        },
        { to: "/workforce/messages", label: "Messages", active: active === "messages" },
      ]}
    />
  );
}
