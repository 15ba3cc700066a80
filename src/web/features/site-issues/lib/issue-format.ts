import type { BadgeProps } from "@web/components/ui/badge";

export const PRIORITY_VARIANT: Record<string, BadgeProps["variant"]> = { critical: "destructive", high: "warning", medium: "info", low: "secondary" };
export const STATUS_VARIANT: Record<string, BadgeProps["variant"]> = { open: "outline", in_progress: "info", resolved: "success", closed: "secondary" };

export const overdueText = (days: number) => `Overdue by ${days} ${days === 1 ? "day" : "days"}`;
