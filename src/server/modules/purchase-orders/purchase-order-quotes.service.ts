import type { FastifyReply } from "fastify";
import { isImageType } from "@shared/files/files";
import { formatMoneyText } from "@shared/common/money";
import { ukToday } from "@shared/common/uk-dates";
import { SUPPLIER_MESSAGE } from "@shared/materials/material";
import { QUOTE_FILE_TYPE_MESSAGE } from "@shared/materials/material-quote";
import { rankQuotes } from "@shared/materials/quote-ranking";
import type { PoQuoteFields, PoQuoteList } from "@shared/purchase-orders/po-quote";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { sendCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import * as quotes from "./purchase-order-quotes.repository";
import { findLiveSupplier } from "./purchase-orders.repository";
import { getLiveOrder, type Ctx } from "./purchase-orders.service";

/**
 * Suppliers' quotes attached to an order (company_po_quotes): the same fields, checks, file store and
 * ranking as a material's quotes (materials/material-files.service.ts). The file is a company-level
 * file (decision 0026) served only through its order. Quotes can be added and removed while the order
 * is live, whatever its status (decision 0042): a buyer files the quote an order was placed on too.
 */

const fileUrl = (orderId: number, fileId: number) => `/api/purchase-orders/${orderId}/files/${fileId}`;
const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function present(orderId: number, rows: quotes.PoQuoteRow[]): PoQuoteList {
  const flat = rows.map((r) => ({ ...r, id: r.quote.id, quotedPrice: r.quote.quotedPrice ?? "0.00", expiryDate: r.quote.expiryDate }));
  return {
    items: rankQuotes(flat, ukToday()).map((r) => ({
      id: r.quote.id,
      // The register's current name; the name kept on the quote should the supplier have gone.
      supplier: person(r.quote.supplierId, r.supplierName ?? r.quote.supplier),
      quoteReference: r.quote.quoteReference,
      quoteDate: r.quote.quoteDate,
      expiryDate: r.quote.expiryDate,
      quotedPrice: r.quotedPrice,
      notes: r.quote.notes,
      file: r.file
        ? { fileId: r.file.id, originalName: r.file.originalName, mimetype: r.file.mimetype, size: r.file.size, url: fileUrl(orderId, r.file.id) }
        : null,
      status: r.status,
      cheapest: r.cheapest,
      uploadedBy: person(r.quote.uploadedBy, r.uploaderName),
      createdAt: r.quote.createdAt.toISOString(),
    })),
  };
}

export async function listOrderQuotes(ctx: Pick<Ctx, "db">, id: number): Promise<PoQuoteList> {
  await getLiveOrder(ctx.db, id);
  return present(id, await quotes.listQuotes(ctx.db, id));
}

export async function addOrderQuote(ctx: Ctx, id: number, fields: PoQuoteFields, upload: CheckedUpload | undefined): Promise<PoQuoteList> {
  const user = requireUser(ctx.request);
  const order = await getLiveOrder(ctx.db, id);
  if (upload && !isImageType(upload.mimetype) && upload.mimetype !== "application/pdf") throw badRequest(QUOTE_FILE_TYPE_MESSAGE, "file");
  await ctx.db.transaction(async (tx) => {
    const supplier = await findLiveSupplier(tx, fields.supplierId!);
    if (!supplier) throw badRequest(SUPPLIER_MESSAGE, "supplierId");
    const file = upload
      ? await storeCompanyUpload(tx, ctx.request, upload, {
          description: `Quote from ${supplier.name} for ${order.poNumber}`,
          owner: `purchase order ${order.poNumber}`,
        })
      : null;
    const quote = await quotes.insertQuote(tx, {
      orderId: id,
      supplierId: supplier.id,
      supplier: supplier.name,
      quoteReference: fields.quoteReference,
      fileId: file?.id ?? null,
      quoteDate: fields.quoteDate ?? null,
      expiryDate: fields.expiryDate,
      quotedPrice: fields.quotedPrice,
      notes: fields.notes,
      uploadedBy: user.id,
    });
    await audit(tx, ctx.request, {
      action: "purchase_order_quote_added",
      description: `Added ${supplier.name}'s quote${fields.quoteReference ? ` ${fields.quoteReference}` : ""} of ${formatMoneyText(fields.quotedPrice)} to purchase order ${order.poNumber}`,
      entityType: "purchase_order",
      entityId: id,
      entityName: order.poNumber,
      category: "purchase_orders",
      metadata: { quoteId: quote.id, supplierId: supplier.id, quotedPrice: fields.quotedPrice, expiryDate: fields.expiryDate, fileId: file?.id ?? null },
    });
  });
  return listOrderQuotes(ctx, id);
}

export async function removeOrderQuote(ctx: Ctx, id: number, quoteId: number): Promise<PoQuoteList> {
  const order = await getLiveOrder(ctx.db, id);
  const quote = await quotes.findQuote(ctx.db, id, quoteId);
  if (!quote) throw notFound("Quote not found");
  await ctx.db.transaction(async (tx) => {
    await quotes.deleteQuote(tx, quote);
    await audit(tx, ctx.request, {
      action: "purchase_order_quote_deleted",
      description: `Deleted ${quote.supplier ?? "a supplier"}'s quote${quote.quoteReference ? ` ${quote.quoteReference}` : ""} of ${formatMoneyText(quote.quotedPrice)} from purchase order ${order.poNumber}`,
      entityType: "purchase_order",
      entityId: id,
      entityName: order.poNumber,
      category: "purchase_orders",
      severity: "warning",
      metadata: { quoteId, supplierId: quote.supplierId, quotedPrice: quote.quotedPrice, fileId: quote.fileId },
    });
  });
  return listOrderQuotes(ctx, id);
}

/** A quote's document, only through the live order it is attached to. */
export async function sendOrderFile(ctx: Ctx, reply: FastifyReply, id: number, fileId: number) {
  await getLiveOrder(ctx.db, id);
  const file = await quotes.findOwnedFile(ctx.db, id, fileId);
  if (!file) throw notFound("File not found");
  return sendCompanyFile(ctx.db, ctx.request, reply, file);
}
