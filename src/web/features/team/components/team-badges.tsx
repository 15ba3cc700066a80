import { ShieldCheck } from "lucide-react";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { userInitials } from "@web/lib/initials";

export function RoleBadge({ role, className }: { role: string; className?: string }) {
  if (role === ADMIN_ROLE) {
    return (
      <Badge className={className}>
        <ShieldCheck aria-hidden="true" />
        Admin
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className={className}>
      {role}
    </Badge>
  );
}

const STATUS: Record<string, { label: string; variant: BadgeProps["variant"] }> = {
  active: { label: "Active", variant: "success" },
  pending: { label: "Pending", variant: "warning" },
  deactivated: { label: "Deactivated", variant: "secondary" },
  rejected: { label: "Rejected", variant: "destructive" },
};

export function StatusBadge({ status }: { status: string }) {
  const look = STATUS[status] ?? { label: status, variant: "secondary" as const };
  return <Badge variant={look.variant}>{look.label}</Badge>;
}

export function Avatar({ name, muted, className }: { name: string; muted?: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
        muted ? "bg-slate-100 text-slate-500" : "bg-brand/15 text-brand-dark",
        className,
      )}
    >
      {userInitials(name)}
    </span>
  );
}
