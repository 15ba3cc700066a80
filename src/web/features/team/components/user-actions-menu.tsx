import { Inbox, KeyRound, MoreHorizontal, Pencil, UserCheck, UserX } from "lucide-react";
import type { TeamUser } from "@shared/identity/users";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useChangeUserAccess } from "../api/change-user-access";

export interface UserActionsMenuProps {
  user: TeamUser;
  isSelf: boolean;
  mailIsSent?: boolean;
  onEdit: (user: TeamUser) => void;
  onReviewRequest: () => void;
}

/** Edit, reset password, deactivate or reactivate, each dangerous step confirmed first. */
export function UserActionsMenu({ user, isSelf, mailIsSent, onEdit, onReviewRequest }: UserActionsMenuProps) {
  const change = useChangeUserAccess();
  // A changed row may leave a filtered list, so the outcome is read from the promise, not mutate's callbacks.
  const run = async (action: "deactivate" | "reactivate" | "reset-password", done: { title: string; description: string }, failed: string) => {
    try {
      await change.mutateAsync({ id: user.id, action });
      toast(done);
    } catch (error) {
      toast({ title: failed, description: errorText(error, "Please try again."), variant: "destructive" });
    }
  };
  const where = mailIsSent === false ? "Email is not configured: read it in the Outbox tab." : `It has been emailed to ${user.email}.`;

  const resetPassword = async () => {
    const ok = await confirm({
      title: `Reset ${user.name}'s password?`,
      description: `A new temporary password will be sent to ${user.email}. They will be signed out everywhere and must choose a new password when they next sign in.`,
      confirmText: "Reset password",
      variant: "warning",
    });
    if (!ok) return;
    await run("reset-password", { title: "Password reset", description: `${user.name} has a new temporary password. ${where}` }, "Password not reset");
  };

  const deactivate = async () => {
    const ok = await confirm({
      title: `Deactivate ${user.name}?`,
      description: "They will be signed out at once and cannot sign in until an administrator reactivates them. Their records stay as they are.",
      confirmText: "Deactivate",
      variant: "destructive",
    });
    if (!ok) return;
    await run("deactivate", { title: "User deactivated", description: `${user.name} has been signed out and can no longer sign in.` }, "User not deactivated");
  };

  const reactivate = async () => {
    const ok = await confirm({
      title: `Reactivate ${user.name}?`,
      description: "They will be able to sign in again with their existing password, with the role they had.",
      confirmText: "Reactivate",
      variant: "info",
    });
    if (!ok) return;
    await run("reactivate", { title: "User reactivated", description: `${user.name} can sign in again.` }, "User not reactivated");
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${user.name}`} disabled={change.isPending}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-52">
        <DropdownMenuLabel className="truncate">{user.name}</DropdownMenuLabel>
        {user.status === "pending" ? (
          <DropdownMenuItem onSelect={onReviewRequest}>
            <Inbox aria-hidden="true" />
            Review access request
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => onEdit(user)}>
            <Pencil aria-hidden="true" />
            Edit role and details
          </DropdownMenuItem>
        )}
        {!isSelf && user.status === "active" && (
          <DropdownMenuItem onSelect={resetPassword}>
            <KeyRound aria-hidden="true" />
            Reset password
          </DropdownMenuItem>
        )}
        {!isSelf && user.status === "active" && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={deactivate}>
              <UserX aria-hidden="true" />
              Deactivate
            </DropdownMenuItem>
          </>
        )}
        {user.status === "deactivated" && (
          <DropdownMenuItem onSelect={reactivate}>
            <UserCheck aria-hidden="true" />
            Reactivate
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
