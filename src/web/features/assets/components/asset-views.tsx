import { ViewTabs } from "@web/components/screen/view-tabs";

export type AssetView = "register" | "settings";

/** The asset area's two views: the register, and its settings (checklists, electrical intervals, idle hire). */
export function AssetViews({ active }: { active: AssetView }) {
  return (
    <ViewTabs
      label="Asset views"
      tabs={[
        { to: "/assets", label: "Register", active: active === "register" },
        { to: "/assets/settings", label: "Checklists and intervals", active: active === "settings" },
      ]}
    />
  );
}
