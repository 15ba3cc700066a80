import { describe, expect, it } from "vitest";
import { attachmentName } from "./download";

describe("attachmentName", () => {
  it("reads the UTF-8 name first, then the quoted fallback", () => {
    expect(attachmentName(`attachment; filename="Caf_ plan.csv"; filename*=UTF-8''Caf%C3%A9%20plan.csv`)).toBe("Café plan.csv");
    expect(attachmentName(`attachment; filename="RF-002-carbon-ledger.csv"`)).toBe("RF-002-carbon-ledger.csv");
    expect(attachmentName(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`)).toBe("a.csv");
    expect(attachmentName(null)).toBeNull();
  });
});
