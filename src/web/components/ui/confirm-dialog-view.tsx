import { AlertTriangle, CircleHelp, Info, Trash2, type LucideIcon } from "lucide-react";
import { cn } from "@web/lib/cn";
import { Button, type ButtonProps } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";
import { settle, type ConfirmVariant, type Pending } from "./confirm-store";

const looks: Record<ConfirmVariant, { icon: LucideIcon; iconClass: string; button: ButtonProps["variant"]; buttonClass?: string }> = {
  destructive: { icon: Trash2, iconClass: "bg-red-100 text-red-600", button: "destructive" },
  warning: {
    icon: AlertTriangle,
    iconClass: "bg-amber-100 text-amber-600",
    button: "default",
    buttonClass: "bg-amber-600 text-white hover:bg-amber-700 focus-visible:ring-amber-600",
  },
  info: {
    icon: Info,
    iconClass: "bg-sky-100 text-sky-600",
    button: "default",
    buttonClass: "bg-sky-600 text-white hover:bg-sky-700 focus-visible:ring-sky-600",
  },
  default: { icon: CircleHelp, iconClass: "bg-slate-100 text-slate-600", button: "default" },
};

/** The confirm dialog for the pending question, if any (loaded by ConfirmDialogHost). */
export default function ConfirmDialogView({ request }: { request: Pending | null }) {
  const look = looks[request?.variant ?? "default"];
  const Icon = look.icon;

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && settle(false)}>
      {request && (
        <DialogContent hideClose className="max-w-md" {...(request.description ? {} : { "aria-describedby": undefined })}>
          <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
            <div className={cn("flex size-10 shrink-0 items-center justify-center rounded-full", look.iconClass)}>
              <Icon className="size-5" aria-hidden="true" />
            </div>
            <DialogHeader className="pr-0 text-center sm:text-left">
              <DialogTitle>{request.title}</DialogTitle>
              {request.description && <DialogDescription>{request.description}</DialogDescription>}
            </DialogHeader>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => settle(false)}>
              {request.cancelText ?? "Cancel"}
            </Button>
            <Button variant={look.button} className={look.buttonClass} onClick={() => settle(true)}>
              {request.confirmText ?? "Confirm"}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
