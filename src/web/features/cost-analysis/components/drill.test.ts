import { describe, expect, it } from "vitest";
import { costHeadLabel } from "@shared/rules/cvr";
import { allowedTab, drillFor, drillForCode, drillTabs } from "./drill";

describe("which records a figure opens", () => {
  it("gives labour its days, by worker only to a reader who may see names, then its orders", () => {
    expect(drillTabs("labour", false).map((t) => t.value)).toEqual(["labour", "orders"]);
    expect(drillTabs("labour", true).map((t) => t.value)).toEqual(["labour", "workers", "orders"]);
    expect(drillTabs("waste", false).map((t) => t.value)).toEqual(["entries", "orders"]);
    expect(drillTabs("materials", true).map((t) => t.value)).toEqual(["orders"]);
  });

  it("opens committed and invoiced on the orders, accrued and actual on the head's own records", () => {
    expect(drillFor("labour", "committed")).toEqual({ head: "labour", tab: "orders" });
    expect(drillFor("labour", "actual")).toEqual({ head: "labour", tab: "labour" });
    expect(drillFor("plant", "accrued")).toEqual({ head: "plant", tab: "entries" });
    // Waste and energy entries are actuals, never accrued: what is accrued there is an order's.
    expect(drillFor("energy", "accrued")).toEqual({ head: "energy", tab: "orders" });
    expect(drillFor("energy", "actual")).toEqual({ head: "energy", tab: "entries" });
    expect(drillFor("other", "head")).toEqual({ head: "other", tab: "orders" });
  });

  it("falls back to the head's first tab when names are not the reader's", () => {
    expect(allowedTab({ head: "labour", tab: "workers" }, false)).toEqual({ head: "labour", tab: "labour" });
    expect(allowedTab({ head: "labour", tab: "workers" }, true)).toEqual({ head: "labour", tab: "workers" });
    expect(allowedTab({ costCode: "A100" }, false)).toEqual({ costCode: "A100" });
  });

  it("opens a head's records from the cost code that is its name, and a code's orders otherwise", () => {
    expect(drillForCode("Labour", costHeadLabel)).toEqual({ head: "labour", tab: "labour" });
    expect(drillForCode("Plant", costHeadLabel)).toEqual({ head: "plant", tab: "entries" });
    expect(drillForCode("Materials", costHeadLabel)).toEqual({ costCode: "Materials" });
    expect(drillForCode("No cost code", costHeadLabel)).toEqual({ costCode: "No cost code" });
  });
});
