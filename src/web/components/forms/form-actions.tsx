import { Save, Trash2 } from "lucide-react";
import { cn } from "@web/lib/cn";
import { Button } from "@web/components/ui/button";

export interface FormActionsProps {
  /** Cancel is left out where the form has nowhere to go back to (the risk editor embedded in its page). */
  onCancel?: () => void;
  pending: boolean;
  /** A diary record's save says Update Entry for a saved record, Create Entry for a new one. */
  editing?: boolean;
  className?: string;
  onDelete?: () => void;
  deleting?: boolean;
  /** The save button's words where a form is not a diary entry (the spec's Create/Update Entry are the Labour Entry form's). */
  submitText?: { idle: string; pending: string };
}

/**
 * A form's Cancel and save buttons: a bar stuck to the foot of the screen on a phone, so saving
 * never means scrolling past a long form, and a plain right-aligned row from `sm` up. The diary's
 * records and the registers (materials, suppliers, orders, site issues, risk) share it, so every
 * form saves from the same place. `onDelete` (an existing record the user may delete) adds Delete
 * at the row's left; on a phone it sits above the bar instead, so the sticky bar stays two buttons tall.
 */
export function FormActions({ onCancel, pending, editing = false, className, onDelete, deleting = false, submitText }: FormActionsProps) {
  const busy = pending || deleting;
  const remove = (extra: string) =>
    onDelete && (
      <Button type="button" variant="destructive" onClick={onDelete} disabled={busy} className={extra || undefined}>
        <Trash2 aria-hidden="true" />
        {deleting ? "Deleting..." : "Delete"}
      </Button>
    );
  return (
    <>
      {onDelete && <div className="sm:hidden">{remove("")}</div>}
      <div
        className={cn(
          "sticky bottom-0 z-10 -mx-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:p-0",
          className,
        )}
      >
        {remove("hidden sm:mr-auto sm:inline-flex")}
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          <Save aria-hidden="true" />
          {submitText ? (pending ? submitText.pending : submitText.idle) : pending ? "Saving..." : editing ? "Update Entry" : "Create Entry"}
        </Button>
      </div>
    </>
  );
}

/** A register's save words: "Saving..." while it saves, "Save changes" on a saved record, else the form's own (Add material, Raise issue…). */
export const saveText = (saved: boolean, create: string, update = "Save changes") => ({ idle: saved ? update : create, pending: "Saving..." });
