import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Config } from "../../config";
import { projects, suppliers } from "../../db/schema/index";
import type { PurchaseOrderDocument } from "@shared/pdf-templates/purchase-order-document";
import { documentCompany } from "../pdf-templates/purchase-order-template.service";
import * as repo from "./purchase-orders.repository";

const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(", ") || null;

/**
 * A stored order as its PDF template draws it (shared/pdf-templates/purchase-order-document.ts). What
 * was typed on the order wins; the supplier record and the contract fill what the order left blank
 * (contact, email, address; the contract's address as the delivery address).
 */
export async function orderDocument(db: Db, config: Pick<Config, "companyName">, order: repo.PoRow): Promise<PurchaseOrderDocument> {
  const [company, lines, supplier, project] = await Promise.all([
    documentCompany(db, config),
    repo.listLines(db, order.id),
    supplierRecord(db, order.supplierId),
    order.projectId === null
      ? undefined
      : db
          .select()
          .from(projects)
          .where(eq(projects.id, order.projectId))
          .then((r) => r[0]),
  ]);
  const contractAddress = project ? joined(project.address, project.postcode) : null;
  return {
    company,
    poNumber: order.poNumber,
    orderDate: order.orderedDate,
    requiredDate: order.requiredDate,
    status: order.status,
    supplier: {
      name: order.supplier,
      contact: order.supplierContact ?? supplier?.contactPerson ?? null,
      email: supplierEmailOf(order, supplier),
      phone: order.supplierPhone ?? supplier?.phone ?? null,
      address: order.supplierAddress ?? (supplier ? joined(supplier.address, supplier.postcode) : null),
    },
    contract: { name: project?.name ?? null, address: contractAddress },
    deliveryAddress: order.deliveryAddress ?? contractAddress,
    deliveryInstructions: order.deliveryInstructions,
    siteContact: joined(order.siteContactName, order.siteContactPhone),
    lines: lines.map((l) => ({
      lineNumber: l.lineNumber,
      description: l.description,
      quantity: l.quantityOrdered,
      unit: l.unit ?? "",
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
    })),
    subtotal: order.subtotal,
    vatRate: order.vatRate,
    vatAmount: order.vatAmount,
    total: order.totalAmount,
    terms: order.terms,
    notes: order.notes,
    orderedBy: order.orderedBy,
    approvedBy: order.approvedByName,
  };
}

/** Where the order goes: the email typed on the order, else the supplier record's. */
export function supplierEmailOf(order: Pick<repo.PoRow, "supplierEmail">, supplier: { email: string | null } | undefined): string | null {
  return order.supplierEmail?.trim() || supplier?.email?.trim() || null;
}

export async function supplierRecord(db: Db, supplierId: number | null) {
  if (supplierId === null) return undefined;
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId));
  return row;
}
