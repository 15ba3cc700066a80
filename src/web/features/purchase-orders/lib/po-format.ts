import type { BadgeProps } from "@web/components/ui/badge";

export const PO_STATUS_VARIANT: Record<string, BadgeProps["variant"]> = {
  draft: "outline",
  pending_approval: "warning",
  approved: "info",
  ordered: "default",
  partially_delivered: "info",
  fully_delivered: "success",
  cancelled: "secondary",
};

/** An order's or a line's delivery status (data-model.md §4: pending, partial, complete, cancelled), in words. */
export const DELIVERY_STATUS_TEXT: Record<string, string> = {
  pending: "Not delivered yet",
  partial: "Part delivered",
  complete: "Delivered in full",
  cancelled: "Cancelled",
};
export const deliveryStatusText = (status: string) => DELIVERY_STATUS_TEXT[status] ?? status;

/** What each history row says happened. */
export const EVENT_TEXT: Record<string, string> = {
  created: "Drafted",
  updated: "Changed",
  submit: "Submitted for approval",
  approve: "Approved",
  reject: "Rejected",
  order: "Marked as ordered",
  send: "Sent to the supplier",
  cancel: "Cancelled",
  receive: "Goods received",
  receipt_reversed: "Receipt reversed",
  invoice: "Invoice recorded",
  invoice_changed: "Invoice changed",
  invoice_removed: "Invoice removed",
};

/** Screen state lives in the query string of the one route, /purchase-orders (product.md §2.1). */
export const poLinks = {
  list: "/purchase-orders",
  settings: "/purchase-orders?tab=approval",
  create: "/purchase-orders?order=new",
  view: (id: number) => `/purchase-orders?order=${id}`,
  edit: (id: number) => `/purchase-orders?order=${id}&edit=1`,
  requests: "/purchase-orders?tab=requests",
  request: (id: number) => `/purchase-orders?tab=requests&request=${id}`,
};
