import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ASSET_DOCUMENT_CATEGORIES } from "./asset-lists";
import { assetDocumentFieldsSchema, assetDocumentFileSchema } from "./asset-document";

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("asset documents (data-model.md §5 Asset document)", () => {
  it("keeps the spec's categories", () => {
    expect(ASSET_DOCUMENT_CATEGORIES).toEqual(["insurance", "inspection", "maintenance", "compliance", "purchase_warranty", "training", "other"]);
    expect(messages(assetDocumentFieldsSchema, { category: "warranty", title: "Warranty" })).toEqual(["category: Choose a document category"]);
  });

  it("needs a title of 1 to 200 and notes of at most 500", () => {
    const doc = { category: "inspection", title: "LOLER report March 2026" };
    expect(assetDocumentFieldsSchema.parse({ ...doc, expiryDate: "2026-09-01", notes: "" })).toEqual({ ...doc, expiryDate: "2026-09-01", notes: null });
    expect(messages(assetDocumentFieldsSchema, { ...doc, title: " " })).toEqual(["title: Title is required"]);
    expect(messages(assetDocumentFieldsSchema, { ...doc, title: "x".repeat(201), notes: "x".repeat(501) })).toEqual([
      "title: Title must be 200 characters or fewer",
      "notes: Notes must be 500 characters or fewer",
    ]);
  });

  it("takes a file of 1 byte to 10MB, in the spec's words past that", () => {
    const file = { filename: "loler.pdf", filepath: "assets/12/loler.pdf", fileType: "application/pdf" };
    expect(messages(assetDocumentFileSchema, { ...file, fileSize: 10 * 1024 * 1024 })).toEqual([]);
    expect(messages(assetDocumentFileSchema, { ...file, fileSize: 10 * 1024 * 1024 + 1 })).toEqual(["fileSize: File size cannot exceed 10MB"]);
    expect(messages(assetDocumentFileSchema, { ...file, fileSize: 0 })).toEqual(["fileSize: The file is empty"]);
    expect(messages(assetDocumentFileSchema, { fileSize: 1 })).toEqual([
      "filename: File name is required",
      "filepath: File path is required",
      "fileType: File type is required",
    ]);
  });
});
