import { integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Live purchase orders summed per contract, category (budget head) and status, kept by statement
 * triggers on company_purchase_orders in the same transaction as every write to an order (migration
 * 0016, decision 0051), as carbon_month_totals is for carbon: the contracts list and the budget panels
 * read a few rows a contract instead of every order. Which statuses commit spend stays the app's rule
 * (COMMITTED_STATUSES), applied when reading. A derived cache, never written by the app; no foreign
 * key, for the reason carbon_month_totals gives (a purged contract's orders lose it by `set null`,
 * and the trigger then only lowers and removes its rows).
 */
export const contractSpendTotals = pgTable(
  "contract_spend_totals",
  {
    projectId: integer("project_id").notNull(),
    poCategory: text("po_category").notNull(),
    status: text("status").notNull(),
    /** Sum of the orders' subtotals (net of VAT). */
    subtotal: numeric("subtotal").notNull(),
    /** Sum of the orders' delivered values taken net at each order's own VAT rate, rounded to the penny per order (decision 0039). */
    deliveredNet: numeric("delivered_net").notNull(),
    /** Orders with an invoice: its amount taken net at the order's VAT rate, rounded to the penny per order (decision 0081). */
    invoicedNet: numeric("invoiced_net").notNull().default("0"),
    /** Orders with no invoice: their delivered net, the accrual an invoice replaces (decision 0081). */
    accruedNet: numeric("accrued_net").notNull().default("0"),
    /**
     * What each order still promises beyond its cost: its subtotal less its invoice net (or, with no
     * invoice, its delivered net), never below nothing per order (decision 0081), whatever the status.
     * Kept per order because an over-delivered or over-invoiced order would otherwise cancel another's
     * commitment in a sum; the reader counts it for COMMITTED_STATUSES only, as it does the subtotal.
     */
    committedNet: numeric("committed_net").notNull().default("0"),
    orders: integer("orders").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.poCategory, t.status] })],
);

/**
 * The costs of a contract's plant, waste and energy entries (decision 0081, "Plant", "Waste and
 * energy"), summed per contract, head and the order number the entries name (`order_key`: the number
 * as people type it, trimmed and upper-cased; "" for none; energy names an order by its invoice
 * number). Kept by statement triggers on carbon_entries and scope2_energy in the writing transaction
 * (migration 0036), as contract_spend_totals is for orders: the company view reads a few rows a
 * contract instead of every entry. Whether an order number names a live order of the contract (and
 * so the entries are that order's cost, not their own) is decided when reading, since it changes
 * with the orders and not with the entries. Plant is priced by its rate (rules/plant-cost.ts
 * `hireCost`, to the penny per entry); an entry with no rate or cost adds nothing.
 */
export const contractEntryCosts = pgTable(
  "contract_entry_costs",
  {
    projectId: integer("project_id").notNull(),
    /** plant, waste or energy. */
    head: text("head").notNull(),
    orderKey: text("order_key").notNull(),
    cost: numeric("cost").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.head, t.orderKey] })],
);
