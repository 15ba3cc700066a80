import { describe, expect, it } from "vitest";
import { DISPOSAL_ROUTE_MESSAGE, wasteFormSchema } from "./waste-entry";
import { emptyWasteForm } from "./waste-form";

describe("Log Waste form: an empty form", () => {
  it("gives exactly one message per field, in the product's words", () => {
    const r = wasteFormSchema.safeParse(emptyWasteForm("2026-11-24"));
    expect(r.success).toBe(false);
    const byField = new Map<string, string[]>();
    for (const i of r.error!.issues) byField.set(String(i.path[0]), [...(byField.get(String(i.path[0])) ?? []), i.message]);
    for (const [, list] of byField) expect(list).toHaveLength(1);
    expect(byField.get("wasteMaterial")).toEqual(["Choose the waste material"]);
    expect(byField.get("disposalRoute")).toEqual([DISPOSAL_ROUTE_MESSAGE]);
    expect(DISPOSAL_ROUTE_MESSAGE).toBe("Choose a disposal route");
  });
});
