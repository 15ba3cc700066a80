import { describe, expect, it } from "vitest";
import { canDeleteRecord, missingPermissionText } from "./record-rights";

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

describe("missingPermissionText: a refused page names the action the role lacks (issue 11 item 5)", () => {
  it("a Viewer refused a create form is asked about create, not the view they have", () => {
    expect(missingPermissionText("Contracts", "create")).toBe("Your role can view Contracts but not create. Ask an administrator for Contracts › Create.");
    expect(missingPermissionText("Contracts", "edit")).toBe("Your role can view Contracts but not edit. Ask an administrator for Contracts › Edit.");
  });
  it("a role without view is asked for the area", () => {
    expect(missingPermissionText("Contracts", "view")).toBe("Ask an administrator for the Contracts permission.");
  });
});
