import { describe, expect, it } from "vitest";
import { canDeleteRecord } from "./record-rights";

// The Delete a screen offers on one record is the one the server allows (decision 0014).
const me = 7;
const author = { canEdit: true, canDelete: false, userId: me };
const director = { canEdit: true, canDelete: true, userId: me };

describe("canDeleteRecord", () => {
  it("offers Delete on your own record with Edit alone", () => {
    expect(canDeleteRecord(author, me)).toBe(true);
  });

  it("hides Delete on someone else's record, or one with no known owner, without Delete on the page", () => {
    expect(canDeleteRecord(author, 8)).toBe(false);
    expect(canDeleteRecord(author, null)).toBe(false);
    expect(canDeleteRecord(author, undefined)).toBe(false);
  });

  it("offers Delete on anyone's record with Edit and Delete", () => {
    expect(canDeleteRecord(director, 8)).toBe(true);
    expect(canDeleteRecord(director, null)).toBe(true);
  });

  it("offers nothing without Edit, even with Delete or on your own record", () => {
    expect(canDeleteRecord({ canEdit: false, canDelete: true, userId: me }, me)).toBe(false);
    expect(canDeleteRecord({ canEdit: false, canDelete: true, userId: me }, 8)).toBe(false);
  });

  it("does not take a signed-out page (no user) for the owner of an ownerless record", () => {
    expect(canDeleteRecord({ canEdit: true, canDelete: false, userId: null }, null)).toBe(false);
  });
});
