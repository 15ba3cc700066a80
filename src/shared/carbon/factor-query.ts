import { z } from "zod";

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** GET /api/carbon-factors: ?sheet=Material use&q=concrete&year=2025&company=true&page=1&pageSize=50 */
export const factorQuery = z.object({
  sheet: z.preprocess(blank, z.string().max(100).optional()),
  q: z.preprocess(blank, z.string().max(100, "Search is too long").optional()),
  year: z.preprocess(blank, z.coerce.number({ error: "Year must be a number" }).int().min(2000).max(2100).optional()),
  company: z.preprocess(blank, z.enum(["true", "false"]).transform((v) => v === "true").optional()),
  page: z.coerce.number().int().min(1, "Page must be 1 or more").default(1),
  pageSize: z.coerce.number().int().min(1).max(200, "Page size must be at most 200").default(50),
});

/** GET /api/waste-codes?q=concrete&chapter=17&hazardous=true */
export const wasteCodeQuery = z.object({
  q: z.preprocess(blank, z.string().max(100, "Search is too long").optional()),
  chapter: z.preprocess(blank, z.string().regex(/^\d{2}$/, "Chapter must be two digits").optional()),
  hazardous: z.preprocess(blank, z.enum(["true", "false"]).transform((v) => v === "true").optional()),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
