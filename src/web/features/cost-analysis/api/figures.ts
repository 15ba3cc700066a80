import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CashFlowProfile } from "@shared/rules/cost-forecast";
import type { CostHead } from "@shared/rules/cvr";
import { costFiguresEndpoints } from "@shared/cost-analysis/cost-figures.endpoints";
import { queryOf } from "@web/lib/api-client";

/** A drill-down's page in a dialog: a screenful of records. */
export const DRILL_PAGE_SIZE = 10;

/** A contract's figures today; the cash flow spread by `profile`. The last answer stays while another profile loads. */
export const contractCostsQuery = (slug: string, profile: CashFlowProfile = "even") =>
  queryOf(costFiguresEndpoints.contract, { params: { slug }, query: { profile } }, { placeholderData: keepPreviousData, retry: false });
export const useContractCosts = (slug: string, profile: CashFlowProfile) => useQuery(contractCostsQuery(slug, profile));

/** What the orders drill-down is narrowed to: a head's orders, or one cost code's. */
export type OrdersScope = { head: CostHead } | { costCode: string };

export const useCostOrders = (slug: string, scope: OrdersScope, page: number) =>
  useQuery(
    queryOf(costFiguresEndpoints.orders, { params: { slug }, query: { ...scope, page, pageSize: DRILL_PAGE_SIZE } }, { placeholderData: keepPreviousData }),
  );

/** Labour by employer and day (no names): every Cost Analysis reader. */
export const useLabourDays = (slug: string, page: number) =>
  useQuery(queryOf(costFiguresEndpoints.labourDays, { params: { slug }, query: { page, pageSize: DRILL_PAGE_SIZE } }, { placeholderData: keepPreviousData }));

/** Labour by named worker and day: asked only when the figures say the reader may see names (Workforce edit). */
export const useLabourWorkers = (slug: string, page: number, enabled: boolean) =>
  useQuery(
    queryOf(
      costFiguresEndpoints.labourWorkers,
      { params: { slug }, query: { page, pageSize: DRILL_PAGE_SIZE } },
      { placeholderData: keepPreviousData, enabled },
    ),
  );

export type EntryHead = "plant" | "waste" | "energy";
export const useCostEntries = (slug: string, head: EntryHead, page: number) =>
  useQuery(
    queryOf(costFiguresEndpoints.entries, { params: { slug }, query: { head, page, pageSize: DRILL_PAGE_SIZE } }, { placeholderData: keepPreviousData }),
  );
