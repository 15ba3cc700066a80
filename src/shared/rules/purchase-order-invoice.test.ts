import { describe, expect, it } from "vitest";
import { compareInvoice, invoiceRefusal } from "./purchase-order-invoice";

describe("compareInvoice", () => {
  it("says how far over, under or level the invoice is, to the penny", () => {
    expect(compareInvoice("1500.00", "1440.00")).toEqual({
      state: "over",
      difference: 6000n,
      text: "Invoice £1,500.00 against £1,440.00 delivered: £60.00 over",
    });
    expect(compareInvoice("14879.99", "14880.00")).toEqual({
      state: "under",
      difference: 1n,
      text: "Invoice £14,879.99 against £14,880.00 delivered: £0.01 under",
    });
    expect(compareInvoice("2880", "2880.00")).toEqual({ state: "matches", difference: 0n, text: "Invoice £2,880.00 against £2,880.00 delivered: matches" });
  });

  it("an invoice ahead of the goods is all over", () => {
    expect(compareInvoice("0.10", "0.00").text).toBe("Invoice £0.10 against £0.00 delivered: £0.10 over");
  });
});

describe("invoiceRefusal", () => {
  it("accepts an invoice once the order has been sent, never on a cancelled one", () => {
    for (const s of ["ordered", "partially_delivered", "fully_delivered"]) expect(invoiceRefusal(s)).toBeNull();
    for (const s of ["draft", "pending_approval", "approved"])
      expect(invoiceRefusal(s)).toBe("An invoice can be recorded only once the order has been sent to the supplier");
    expect(invoiceRefusal("cancelled")).toBe("A cancelled order cannot be invoiced");
  });
});
