import { Boxes, CloudSun, Leaf, NotebookPen, PoundSterling, ReceiptText } from "lucide-react";
import { cn } from "@web/lib/cn";

/** What the landing page advertises (product.md §1), word for word in meaning. */
export const CAPABILITIES = [
  { icon: Boxes, title: "Suppliers & materials", text: "Supplier and materials module with integrated purchase orders" },
  { icon: NotebookPen, title: "Site diary", text: "Daily site diary with document support" },
  { icon: PoundSterling, title: "Cost tracking", text: "Labour, plant and material cost tracking" },
  { icon: Leaf, title: "Live carbon footprint", text: "Materials, plant, transport, waste and energy — compliant with DEFRA and ICE factors" },
  { icon: CloudSun, title: "Site weather", text: "Site-specific live weather, with a 30-day history saved automatically to the diary" },
  { icon: ReceiptText, title: "Real-time cost reporting", text: "Know where every contract stands, today" },
] as const;

export function CapabilityList({ tone = "light", compact = false, className }: { tone?: "light" | "dark"; compact?: boolean; className?: string }) {
  const dark = tone === "dark";
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2", compact && "gap-x-6 gap-y-3", className)} aria-label="What Sitebook does">
      {CAPABILITIES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span
            className={cn(
              "mt-0.5 flex shrink-0 items-center justify-center rounded-md",
              compact ? "size-7" : "size-8",
              dark ? "bg-white/10 text-emerald-300 ring-1 ring-white/10" : "bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100",
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <span className="grid content-start gap-0.5">
            <span className={cn("text-sm font-semibold", dark ? "text-white" : "text-slate-900")}>{title}</span>
            <span className={cn("text-xs", compact ? "leading-snug" : "leading-relaxed", dark ? "text-slate-400" : "text-slate-500")}>{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
