import { Folder, MoreVertical, Pencil, Trash2 } from "lucide-react";
import type { FolderView } from "@shared/files/files";
import { Button } from "@web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";

const items = (n: number) => (n === 0 ? "Empty" : n === 1 ? "1 item" : `${n} items`);

/** The sub-folders of the open folder, as tiles; each opens on click and has rename/delete in its menu. */
export function FolderList({
  folders,
  onOpen,
  onRename,
  onDelete,
  canDelete = () => false,
}: {
  folders: FolderView[];
  onOpen: (folder: FolderView) => void;
  onRename?: (folder: FolderView) => void;
  onDelete?: (folder: FolderView) => void;
  /** Whether Delete is offered on this folder (decision 0014); without it, on none. */
  canDelete?: (folder: FolderView) => boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4" aria-label="Folders">
      {folders.map((f) => {
        const deletable = onDelete !== undefined && canDelete(f);
        return (
          <li
            key={f.id}
            className="group relative flex items-center rounded-lg border border-slate-200 bg-white shadow-xs transition-colors hover:border-slate-300 hover:bg-slate-50"
          >
            <button
              type="button"
              onClick={() => onOpen(f)}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-3 text-left focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
            >
              <Folder className="size-8 shrink-0 fill-amber-100 text-amber-500" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-slate-900">{f.name}</span>
                <span className="block text-xs text-slate-500">{items(f.itemCount)}</span>
              </span>
            </button>
            {(onRename || deletable) && (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" size="sm" className="mr-1 size-8 px-0 text-slate-500" aria-label={`Actions for ${f.name}`}>
                    <MoreVertical aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  {onRename && (
                    <DropdownMenuItem onSelect={() => onRename(f)}>
                      <Pencil aria-hidden="true" />
                      Rename
                    </DropdownMenuItem>
                  )}
                  {deletable && (
                    <DropdownMenuItem variant="destructive" onSelect={() => onDelete(f)}>
                      <Trash2 aria-hidden="true" />
                      Delete
                    </DropdownMenuItem>
                  )}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </li>
        );
      })}
    </ul>
  );
}
