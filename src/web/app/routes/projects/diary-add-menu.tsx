import { ChevronDown, FileUp, NotebookPen, Plus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";
import type { AddAction, AddProps } from "./diary-add-actions";

/** The Add menu on a phone (see AddMenu in diary-add-actions.tsx, which loads this on demand). */
export default function DiaryAddMenu({ onOpen, onFile, onNote, actions, defaultOpen }: AddProps & { actions: AddAction[]; defaultOpen: boolean }) {
  return (
    // Not modal: the page behind stays in the accessibility tree (axe: aria-hidden-focus) and the menu still closes on a tap outside.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button size="sm" className="sm:hidden" aria-label="Add to the diary">
          <Plus aria-hidden="true" />
          Add
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-48">
        {actions.map(({ kind, label, icon: Icon }) => (
          <DropdownMenuItem key={kind} onSelect={() => onOpen(kind)}>
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={onFile}>
          <FileUp aria-hidden="true" />
          File
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onNote}>
          <NotebookPen aria-hidden="true" />
          Note
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
