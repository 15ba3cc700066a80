import { createContext, useContext, useId, useState, type ComponentProps, type MouseEvent } from "react";
import { Slot } from "radix-ui";

/**
 * A disclosure (WAI-ARIA): a trigger with aria-expanded/aria-controls and a region shown while open.
 * Ours rather than Radix's: none of our uses animates, and Radix's Presence reads getComputedStyle in
 * a layout effect for every closed region it mounts, which forced a style recalculation of the whole
 * page per sidebar group on each first visit (about 130 ms of a diary's first render, issue 13).
 * Same API and data-state attributes as before (`open`/`defaultOpen`/`onOpenChange`, `asChild`).
 */
type State = { open: boolean; toggle: () => void; contentId: string; disabled?: boolean };

const CollapsibleContext = createContext<State | null>(null);

function useCollapsible(part: string): State {
  const state = useContext(CollapsibleContext);
  if (!state) throw new Error(`<${part}> must be inside <Collapsible>`);
  return state;
}

const dataState = (open: boolean) => (open ? "open" : "closed");

type CollapsibleProps = ComponentProps<"div"> & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
};

export function Collapsible({ open, defaultOpen = false, onOpenChange, disabled, ...props }: CollapsibleProps) {
  const [own, setOwn] = useState(defaultOpen);
  const contentId = useId();
  const current = open ?? own;
  const toggle = () => {
    if (open === undefined) setOwn(!current);
    onOpenChange?.(!current);
  };
  return (
    <CollapsibleContext.Provider value={{ open: current, toggle, contentId, disabled }}>
      <div data-state={dataState(current)} data-disabled={disabled ? "" : undefined} {...props} />
    </CollapsibleContext.Provider>
  );
}

export function CollapsibleTrigger({ asChild, onClick, ...props }: ComponentProps<"button"> & { asChild?: boolean }) {
  const state = useCollapsible("CollapsibleTrigger");
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      type="button"
      aria-controls={state.open ? state.contentId : undefined}
      aria-expanded={state.open}
      data-state={dataState(state.open)}
      data-disabled={state.disabled ? "" : undefined}
      disabled={state.disabled}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) state.toggle();
      }}
      {...props}
    />
  );
}

/** Rendered only while open, as Radix's was. */
export function CollapsibleContent(props: ComponentProps<"div">) {
  const state = useCollapsible("CollapsibleContent");
  if (!state.open) return null;
  return <div id={state.contentId} data-state="open" {...props} />;
}
