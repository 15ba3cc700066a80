import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "@web/lib/cn";

/**
 * WAI-ARIA tabs (automatic activation): one tab stop for the list, arrows/Home/End move and select,
 * each panel labelled by its tab, only the selected panel rendered. Written here rather than taken
 * from Radix because the sign-in page shows tabs on its first paint and Radix's tabs pull about
 * 10 kB gzipped (roving focus, collection, presence) into it (docs/decisions/0040-light-tabs.md).
 */
type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const idFor = (baseId: string, kind: "tab" | "panel", value: string) => `${baseId}-${kind}-${value.replace(/\s+/g, "-")}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = "", onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

/** Arrow keys wrap; Home and End jump to the ends. Disabled tabs are skipped. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = ({ ArrowRight: 1, ArrowLeft: -1, Home: "first", End: "last" } as Record<string, number | "first" | "last">)[event.key];
  if (step === undefined) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  const next = step === "first" ? tabs[0] : step === "last" ? tabs.at(-1) : tabs[(at + step + tabs.length) % tabs.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("inline-flex h-10 max-w-full items-center justify-start overflow-x-auto rounded-md bg-slate-100 p-1 text-slate-600", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, onClick, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.baseId, "tab", value)}
      aria-selected={selected}
      aria-controls={idFor(tabs.baseId, "panel", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex h-full items-center justify-center gap-1.5 rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors",
        "hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:pointer-events-none disabled:opacity-50",
        "[&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<"div"> & {
  value: string;
  /** Keep the panel mounted (hidden) while another tab is selected, so its state survives. */
  forceMount?: true;
};

export function TabsContent({ className, value, forceMount, ...props }: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.baseId, "panel", value)}
      aria-labelledby={idFor(tabs.baseId, "tab", value)}
      data-state={selected ? "active" : "inactive"}
      hidden={!selected}
      tabIndex={0}
      className={cn("mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand", className)}
      {...props}
    />
  );
}
