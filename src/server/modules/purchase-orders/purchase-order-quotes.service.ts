import type { FastifyReply } from "fastify";
import { ukToday } from "@shared/common/uk-dates";
import type { PoQuoteFields, PoQuoteList } from "@shared/purchase-orders/po-quote";
import { sendOwnedCompanyFile } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import {
  addSupplierQuote,
  presentSupplierQuotes,
  quoteColumns,
  removeSupplierQuote,
  type QuoteHolder,
  type QuoteStore,
} from "../files/supplier-quotes.service";
import * as quotes from "./purchase-order-quotes.repository";
import type { PoRow } from "./purchase-orders.repository";
import { getLiveOrder, type Ctx } from "./purchase-orders.service";

/**
 * Suppliers' quotes attached to an order (company_po_quotes), through the one quote service that a
 * material's quotes use too (files/supplier-quotes.service.ts). Quotes can be added and removed while
 * the order is live, whatever its status (decision 0042): a buyer files the quote an order was placed on too.
 */

const fileUrl = (orderId: number) => (fileId: number) => `/api/purchase-orders/${orderId}/files/${fileId}`;

const holderOf = (order: PoRow): QuoteHolder => ({
  id: order.id,
  entityType: "purchase_order",
  entityName: order.poNumber,
  category: "purchase_orders",
  name: `purchase order ${order.poNumber}`,
  fileName: order.poNumber,
  fileOwner: `purchase order ${order.poNumber}`,
  addedTo: "to",
  removedFrom: "from",
});

const quotesOf = (orderId: number): QuoteStore => ({
  // The supplier's name is kept on the quote should the supplier go from the register.
  insert: (tx, q) => quotes.insertQuote(tx, { orderId, ...quoteColumns(q), supplier: q.supplierName }),
  find: async (db, quoteId) => {
    const quote = await quotes.findQuote(db, orderId, quoteId);
    return quote && { ...quote, supplierName: quote.supplier };
  },
  remove: (tx, quote) => quotes.deleteQuote(tx, quote),
});

export async function listOrderQuotes(ctx: Pick<Ctx, "db">, id: number): Promise<PoQuoteList> {
  await getLiveOrder(ctx.db, id);
  // The register's current name; the name kept on the quote should the supplier have gone.
  const rows = (await quotes.listQuotes(ctx.db, id)).map((r) => ({ ...r, supplierName: r.supplierName ?? r.quote.supplier }));
  return { items: presentSupplierQuotes(rows, ukToday(), fileUrl(id)) };
}

export async function addOrderQuote(ctx: Ctx, id: number, fields: PoQuoteFields, upload: CheckedUpload | undefined): Promise<PoQuoteList> {
  const order = await getLiveOrder(ctx.db, id);
  await addSupplierQuote(ctx, holderOf(order), quotesOf(id), fields, upload);
  return listOrderQuotes(ctx, id);
}

export async function removeOrderQuote(ctx: Ctx, id: number, quoteId: number): Promise<PoQuoteList> {
  const order = await getLiveOrder(ctx.db, id);
  await removeSupplierQuote(ctx, holderOf(order), quotesOf(id), quoteId);
  return listOrderQuotes(ctx, id);
}

/** A quote's document, only through the live order it is attached to. */
export async function sendOrderFile(ctx: Ctx, reply: FastifyReply, id: number, fileId: number) {
  await getLiveOrder(ctx.db, id);
  return sendOwnedCompanyFile(ctx, reply, await quotes.findOwnedFile(ctx.db, id, fileId));
}
