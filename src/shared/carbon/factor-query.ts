import { z } from "zod";
import { pageQuery } from "../common/paging";
import { countField, wholeNumber } from "../common/whole-number";

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** GET /api/carbon-factors: ?sheet=Material use&q=concrete&year=2025&company=true&page=1&pageSize=50 */
export const factorQuery = z.object({
  sheet: z.preprocess(blank, z.string().max(100).optional()),
  q: z.preprocess(blank, z.string().max(100, "Search is too long").optional()),
  year: z.preprocess(
    blank,
    wholeNumber({
      message: "Year must be a number",
      min: 2000,
      max: 2100,
      tooSmall: "Year must be 2000 or later",
      tooBig: "Year must be 2100 or earlier",
    }).optional(),
  ),
  company: z.preprocess(
    blank,
    z
      .enum(["true", "false"])
      .transform((v) => v === "true")
      .optional(),
  ),
  page: pageQuery.shape.page,
  pageSize: countField("Page size", 200).default(50),
});

/** GET /api/waste-codes?q=concrete&chapter=17&hazardous=true */
export const wasteCodeQuery = z.object({
  q: z.preprocess(blank, z.string().max(100, "Search is too long").optional()),
  chapter: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{2}$/, "Chapter must be two digits")
      .optional(),
  ),
  hazardous: z.preprocess(
    blank,
    z
      .enum(["true", "false"])
      .transform((v) => v === "true")
      .optional(),
  ),
  limit: countField("Limit", 100).default(30),
});
