import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { carbonFactors } from "./carbon";
import { createdAt, updatedAt } from "./columns";
import { money, quantity, ts, userRef } from "./procurement-columns";
import { files } from "./projects";
import { suppliers } from "./suppliers";

/**
 * data-model.md §3 materials: materials and services with a unique SKU and an exact price. A material
 * may name its carbon factor (a DESNZ material-use factor or a company factor) and its weight per
 * unit, so an order line knows its carbon before anything is delivered.
 */
export const materials = pgTable(
  "materials",
  {
    id: serial("id").primaryKey(),
    itemDescription: text("item_description").notNull(),
    sku: text("sku").notNull(),
    /** materials | services */
    type: text("type").notNull().default("materials"),
    purchaseCost: money("purchase_cost").notNull(),
    weight: quantity("weight"),
    weightUnit: text("weight_unit"),
    category: text("category"),
    unit: text("unit"),
    supplierId: integer("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    /** yes | no (data-model.md keeps it as text) */
    active: text("active").notNull().default("yes"),
    notes: text("notes"),
    carbonFactorId: integer("carbon_factor_id").references(() => carbonFactors.id, { onDelete: "set null" }),
    createdBy: userRef("created_by"),
    updatedBy: userRef("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts("deleted_at"),
    /**
     * What the list's search reads: description, SKU and category lower-cased once when written, so a
     * search is one plain LIKE per row instead of three ILIKEs (ILIKE and lower() fold case per
     * character, ~7 µs a row on PGlite). Fields are joined by U+001F, which nobody types, so a search
     * never matches across two of them.
     */
    searchText: text("search_text").generatedAlwaysAs(sql`lower(item_description || chr(31) || sku || chr(31) || coalesce(category, ''))`),
  },
  (t) => [
    uniqueIndex("materials_sku_idx")
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.deletedAt} is null`),
    index("materials_description_idx")
      .on(sql`lower(${t.itemDescription})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("materials_supplier_idx").on(t.supplierId),
    // The list's price and newest sorts read their first page from these, not a sort of every row.
    index("materials_cost_idx")
      .on(t.purchaseCost, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("materials_created_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** data-model.md §3 material_images: pictures of a material, kept in the files store. */
export const materialImages = pgTable(
  "material_images",
  {
    id: serial("id").primaryKey(),
    materialId: integer("material_id")
      .notNull()
      .references(() => materials.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    uploadedBy: userRef("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("material_images_pair_idx").on(t.materialId, t.fileId)],
);

/** data-model.md §3 material_quotes: a supplier's quoted price for a material, with its document. */
export const materialQuotes = pgTable(
  "material_quotes",
  {
    id: serial("id").primaryKey(),
    materialId: integer("material_id")
      .notNull()
      .references(() => materials.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    quoteReference: text("quote_reference"),
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    filename: text("filename"),
    originalName: text("original_name"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    /** yyyy-MM-dd */
    quoteDate: text("quote_date"),
    expiryDate: text("expiry_date"),
    quotedPrice: money("quoted_price").notNull(),
    notes: text("notes"),
    uploadedBy: userRef("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("material_quotes_material_idx").on(t.materialId, t.quotedPrice)],
);
