import { describe, expect, it } from "vitest";
import { ACCOUNT_LINKS, SETTINGS_GROUP, isLinkActive, visibleLinks } from "./nav-items";

describe("isLinkActive", () => {
  it("lights up an area for its sub-paths", () => {
    expect(isLinkActive("/materials", "/materials/edit/4")).toBe(true);
    expect(isLinkActive("/fleet", "/fleet/7/edit")).toBe(true);
    expect(isLinkActive("/cost-analysis", "/cost-analysis/a12-road")).toBe(true);
    expect(isLinkActive("/suppliers", "/suppliers/3")).toBe(false);
    expect(isLinkActive("/materials", "/materials-old")).toBe(false);
  });

  it("lights up Contracts for creating and editing a contract", () => {
    for (const path of ["/projects", "/contracts", "/", "/create-contract", "/edit-project/12"]) expect(isLinkActive("/projects", path)).toBe(true);
    expect(isLinkActive("/projects", "/purchase-orders")).toBe(false);
  });

  it("matches other links exactly", () => {
    expect(isLinkActive("/settings", "/settings/")).toBe(true);
    expect(isLinkActive("/sustainability/reports", "/sustainability/dashboard")).toBe(false);
  });
});

describe("visibleLinks", () => {
  it("hides admin links from other roles and links the role may not view", () => {
    const viewer = { isAdmin: false, canView: (r: string) => r !== "Backup & Data" };
    expect(visibleLinks(SETTINGS_GROUP.items, viewer).map((l) => l.label)).toEqual(["Company Profile", "Template Designer"]);
    expect(visibleLinks(ACCOUNT_LINKS, viewer).map((l) => l.label)).not.toContain("Activity Logs");
    const admin = { isAdmin: true, canView: () => true };
    expect(visibleLinks(SETTINGS_GROUP.items, admin)).toHaveLength(5);
  });

  it("links the template designer under Settings for whoever may view the Company Profile (decision 0031), and not otherwise", () => {
    const designer = (v: { isAdmin: boolean; canView: (r: string) => boolean }) =>
      visibleLinks(SETTINGS_GROUP.items, v).find((l) => l.label === "Template Designer");
    expect(designer({ isAdmin: false, canView: () => true })?.to).toBe("/template-designer");
    expect(designer({ isAdmin: false, canView: (r) => r !== "Company Profile" })).toBeUndefined();
  });

  it("offers Delete Records only to a role that may restore (Backup & Data › Edit), as the server allows", () => {
    const director = { isAdmin: false, canView: () => true, can: (r: string, a: string) => r === "Backup & Data" && a === "view" };
    expect(visibleLinks(SETTINGS_GROUP.items, director).map((l) => l.label)).toEqual(["Data Backup", "Company Profile", "Template Designer"]);
    const md = { isAdmin: false, canView: () => true, can: () => true };
    expect(visibleLinks(SETTINGS_GROUP.items, md).map((l) => l.label)).toEqual(["Data Backup", "Company Profile", "Template Designer", "Delete Records"]);
    expect(visibleLinks(SETTINGS_GROUP.items, { isAdmin: true, canView: () => true }).map((l) => l.label)).toContain("Delete Records");
  });
});
