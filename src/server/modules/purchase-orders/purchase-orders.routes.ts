import { purchaseOrdersEndpoints } from "@shared/purchase-orders/purchase-orders.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { sendPdf } from "../../platform/pdf-reply";
import * as orders from "./purchase-orders.service";
import { step } from "./purchase-order-workflow.service";
import { listReceipts, receive } from "./goods-receipt.service";
import { reverseReceipt } from "./goods-receipt-reversal.service";
import { getApprovalSettings, saveApprovalSettings } from "./approval-settings.service";
import { orderPdf, sendToSupplier } from "./purchase-order-send.service";
import { clearInvoice, recordInvoice } from "./purchase-order-invoice.service";
import { addOrderQuote, listOrderQuotes, removeOrderQuote, sendOrderFile } from "./purchase-order-quotes.service";
import { poQuoteFieldsSchema } from "@shared/purchase-orders/po-quote";
import { parseFields, readUploads } from "../files/files.upload";

/** Purchase orders (issue 14), registered from their endpoint table (shared/purchase-orders/purchase-orders.endpoints.ts). */
export const purchaseOrdersRoutes: Module = async (app, { db, config, pdfs, mailer }) => {
  const deps = { db, config, pdfs, mailer };
  routes(app, purchaseOrdersEndpoints, {
    list: (req) => orders.listOrders(db, req.query),
    create: (req) => orders.createOrder({ db, request: req }, req.body),
    lookups: (req) => orders.lookups({ db, request: req }, req.query),
    budget: (req) => orders.budgetSummary({ db, request: req }, req.query),
    approvalSettings: () => getApprovalSettings(db),
    saveApprovalSettings: (req) => saveApprovalSettings(db, req, req.body),
    get: (req) => orders.getOrder(db, req.params.id),
    update: (req) => orders.updateOrder({ db, request: req }, req.params.id, req.body),
    submit: (req) => step({ db, request: req }, req.params.id, "submit"),
    approve: (req) => step({ db, request: req }, req.params.id, "approve", req.body.note),
    reject: (req) => step({ db, request: req }, req.params.id, "reject", req.body.reason),
    markOrdered: (req) => sendToSupplier(deps, req, req.params.id, req.body?.reason ?? null),
    pdf: async (req, reply) => sendPdf(reply, await orderPdf(deps, req, req.params.id), "inline"),
    cancel: (req) => step({ db, request: req }, req.params.id, "cancel", req.body.note),
    receipts: (req) => listReceipts(db, req.params.id),
    receive: (req) => receive({ db, request: req }, req.params.id, req.body),
    reverseReceipt: (req) => reverseReceipt({ db, request: req }, req.params.id, req.params.grnNumber, req.body.reason),
    remove: (req) => orders.deleteOrder({ db, request: req }, req.params.id),
    recordInvoice: (req) => recordInvoice({ db, request: req }, req.params.id, req.body),
    clearInvoice: (req) => clearInvoice({ db, request: req }, req.params.id),
    quotes: (req) => listOrderQuotes({ db }, req.params.id),
    addQuote: async (req) => {
      // The order must exist before the bytes are read: a wrong id is 404, not a wasted upload.
      await orders.getLiveOrder(db, req.params.id);
      const { uploads, fields } = await readUploads(req, { maxFiles: 1, optional: true });
      return addOrderQuote({ db, request: req }, req.params.id, parseFields(poQuoteFieldsSchema, fields), uploads[0]);
    },
    removeQuote: (req) => removeOrderQuote({ db, request: req }, req.params.id, req.params.quoteId),
    fileContent: (req, reply) => sendOrderFile({ db, request: req }, reply, req.params.id, req.params.fileId),
  });
};
