import { expect, test } from "vitest";
import { z } from "zod";
import { messagesByField } from "./schema-errors";

test("keeps the first message of each field, keyed by its dotted path", () => {
  const schema = z.object({
    email: z.string().min(1, "Email is required").email("Enter a valid email"),
    rows: z.array(z.object({ qty: z.number({ error: "Quantity is required" }) })),
  });
  const parsed = schema.safeParse({ email: "", rows: [{ qty: 1 }, {}] });
  expect(parsed.success).toBe(false);
  expect(messagesByField(parsed.error!)).toEqual({ email: "Email is required", "rows.1.qty": "Quantity is required" });
});
