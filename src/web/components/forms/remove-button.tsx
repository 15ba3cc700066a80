import { Trash2 } from "lucide-react";
import { cn } from "@web/lib/cn";
import { errorMessage } from "@web/lib/api";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";

type Removal = { isPending: boolean; mutate: (id: number, options: { onError: (error: unknown) => void }) => void };

/**
 * The bin on a short line of a list (a journal message, a day's comment): it asks "Delete this
 * <noun>?", says where the line goes from, and removes it; a failure is a toast, the line stays.
 */
export function RemoveIconButton({ id, remove, noun, from, className }: { id: number; remove: Removal; noun: string; from: string; className?: string }) {
  const onClick = async () => {
    const ok = await confirm({ title: `Delete this ${noun}?`, description: `It will be removed from ${from}.`, confirmText: "Delete", variant: "destructive" });
    if (!ok) return;
    remove.mutate(id, { onError: (e) => toast({ title: "Error", description: errorMessage(e, `Failed to delete ${noun}`), variant: "destructive" }) });
  };
  return (
    <Button variant="ghost" size="icon" className={cn("size-7", className)} onClick={onClick} disabled={remove.isPending} aria-label={`Delete ${noun}`}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/**
 * A record's Delete button: the bin and the word, on a record's page, card or preview. Each caller
 * keeps its own variant, size and colours (an outline page action, a ghost card link), so only the
 * bin-and-word content lives here.
 */
export function DeleteButton(props: Omit<ButtonProps, "children">) {
  return (
    <Button {...props}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}
