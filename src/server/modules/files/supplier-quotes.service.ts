import type { FastifyRequest } from "fastify";
import { personOf } from "@shared/common/wire";
import { isImageType } from "@shared/files/files";
import { formatMoneyText } from "@shared/common/money";
import { SUPPLIER_MESSAGE } from "@shared/materials/material";
import type { MaterialQuote } from "@shared/materials/material-detail";
import { QUOTE_FILE_TYPE_MESSAGE, type QuoteFields } from "@shared/materials/material-quote";
import { rankQuotes } from "@shared/materials/quote-ranking";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { storeCompanyUpload } from "./company-files.service";
import type { CheckedUpload } from "./files.upload";
import { findLiveSupplierName } from "./supplier-quotes.repository";

/**
 * Suppliers' quotes, for a material (material_quotes) and for a purchase order (company_po_quotes):
 * one set of fields and checks, one file store (a quote's document is a company-level file, decision
 * 0026, served only through what it belongs to), one ranking and one activity-log wording. Each table
 * keeps its own rows; its module hands this service the few queries that differ (`QuoteStore`).
 */

/** What the quotes belong to, as the activity log and the file store name it. */
export type QuoteHolder = {
  id: number;
  /** "material", "purchase_order": the audit's entity type and the prefix of its actions. */
  entityType: string;
  /** The audit's entity name: a material's SKU, an order's number. */
  entityName: string;
  category: string;
  /** "material ABC-1 Cement", "purchase order PO-0001": how a sentence names it. */
  name: string;
  /** How a stored file's description names it: "ABC-1 Cement", "PO-0001". */
  fileName: string;
  /** The file store's owner text: "material ABC-1", "purchase order PO-0001". */
  fileOwner: string;
  /** "for", "to": how an added quote joins it ("… of £12.00 to purchase order PO-0001"). */
  addedTo: string;
  /** "for", "from": how a deleted quote leaves it. */
  removedFrom: string;
};

/** A stored quote, as much of it as a delete needs. */
export type StoredQuote = {
  id: number;
  supplierId: number | null;
  supplierName: string | null;
  quoteReference: string | null;
  quotedPrice: string | null;
  fileId: number | null;
};

export type NewQuote = {
  supplierId: number;
  supplierName: string;
  quoteReference: string | null;
  file: { id: number; filename: string; originalName: string; mimetype: string; size: number } | null;
  quoteDate: string | null;
  expiryDate: string | null;
  quotedPrice: string;
  notes: string | null;
  uploadedBy: number;
};

/** The columns every quote table has, from a new quote; a table adds its holder's id and its own. */
export const quoteColumns = ({ supplierId, quoteReference, file, quoteDate, expiryDate, quotedPrice, notes, uploadedBy }: NewQuote) => ({
  supplierId,
  quoteReference,
  fileId: file?.id ?? null,
  quoteDate,
  expiryDate,
  quotedPrice,
  notes,
  uploadedBy,
});

/** The queries that differ by table. */
export type QuoteStore = {
  insert(tx: Tx, values: NewQuote): Promise<{ id: number }>;
  find(db: Db | Tx, quoteId: number): Promise<StoredQuote | undefined>;
  /** The quote, then its file: a quote's document belongs to it alone. */
  remove(tx: Tx, quote: StoredQuote): Promise<void>;
};

type Ctx = { db: Db; request: FastifyRequest };

export async function addSupplierQuote(ctx: Ctx, holder: QuoteHolder, store: QuoteStore, fields: QuoteFields, upload: CheckedUpload | undefined) {
  const user = requireUser(ctx.request);
  if (upload && !isImageType(upload.mimetype) && upload.mimetype !== "application/pdf") throw badRequest(QUOTE_FILE_TYPE_MESSAGE, "file");
  await ctx.db.transaction(async (tx) => {
    const supplier = await findLiveSupplierName(tx, fields.supplierId!);
    if (!supplier) throw badRequest(SUPPLIER_MESSAGE, "supplierId");
    const file = upload
      ? await storeCompanyUpload(tx, ctx.request, upload, { description: `Quote from ${supplier.name} for ${holder.fileName}`, owner: holder.fileOwner })
      : null;
    const quote = await store.insert(tx, {
      supplierId: supplier.id,
      supplierName: supplier.name,
      quoteReference: fields.quoteReference,
      file,
      quoteDate: fields.quoteDate ?? null,
      expiryDate: fields.expiryDate,
      quotedPrice: fields.quotedPrice,
      notes: fields.notes,
      uploadedBy: user.id,
    });
    await audit(tx, ctx.request, {
      action: `${holder.entityType}_quote_added`,
      description: `Added ${supplier.name}'s quote${reference(fields)} of ${formatMoneyText(fields.quotedPrice)} ${holder.addedTo} ${holder.name}`,
      entityType: holder.entityType,
      entityId: holder.id,
      entityName: holder.entityName,
      category: holder.category,
      metadata: { quoteId: quote.id, supplierId: supplier.id, quotedPrice: fields.quotedPrice, expiryDate: fields.expiryDate, fileId: file?.id ?? null },
    });
  });
}

export async function removeSupplierQuote(ctx: Ctx, holder: QuoteHolder, store: QuoteStore, quoteId: number) {
  const quote = await store.find(ctx.db, quoteId);
  if (!quote) throw notFound("Quote not found");
  await ctx.db.transaction(async (tx) => {
    await store.remove(tx, quote);
    await audit(tx, ctx.request, {
      action: `${holder.entityType}_quote_deleted`,
      description: `Deleted ${quote.supplierName ?? "a supplier"}'s quote${reference(quote)} of ${formatMoneyText(quote.quotedPrice)} ${holder.removedFrom} ${holder.name}`,
      entityType: holder.entityType,
      entityId: holder.id,
      entityName: holder.entityName,
      category: holder.category,
      severity: "warning",
      metadata: { quoteId, supplierId: quote.supplierId, quotedPrice: quote.quotedPrice, fileId: quote.fileId },
    });
  });
}

const reference = (q: { quoteReference: string | null }) => (q.quoteReference ? ` ${q.quoteReference}` : "");

/** A quote as listed: the stored row with who quoted (the register's name, else the one kept), who added it and its file. */
export type QuoteListRow = {
  quote: {
    id: number;
    supplierId: number | null;
    quoteReference: string | null;
    quoteDate: string | null;
    expiryDate: string | null;
    quotedPrice: string | null;
    notes: string | null;
    uploadedBy: number | null;
    createdAt: Date;
  };
  supplierName: string | null;
  uploaderName: string | null;
  file: { id: number; originalName: string; mimetype: string; size: number } | null;
};

/** The quotes compared (shared/materials/quote-ranking.ts): valid ones cheapest first, then the expired; `fileUrl` serves a document through its holder. */
export function presentSupplierQuotes(rows: QuoteListRow[], today: string, fileUrl: (fileId: number) => string): MaterialQuote[] {
  const flat = rows.map((r) => ({ ...r, id: r.quote.id, quotedPrice: r.quote.quotedPrice ?? "0.00", expiryDate: r.quote.expiryDate }));
  return rankQuotes(flat, today).map((r) => ({
    id: r.quote.id,
    supplier: personOf(r.quote.supplierId, r.supplierName),
    quoteReference: r.quote.quoteReference,
    quoteDate: r.quote.quoteDate,
    expiryDate: r.quote.expiryDate,
    quotedPrice: r.quotedPrice,
    notes: r.quote.notes,
    file: r.file ? { fileId: r.file.id, originalName: r.file.originalName, mimetype: r.file.mimetype, size: r.file.size, url: fileUrl(r.file.id) } : null,
    status: r.status,
    cheapest: r.cheapest,
    uploadedBy: personOf(r.quote.uploadedBy, r.uploaderName),
    createdAt: r.quote.createdAt.toISOString(),
  }));
}
