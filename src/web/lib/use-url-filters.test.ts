import { describe, expect, it } from "vitest";
import { param, withChanges } from "./use-url-filters";

const address = (s: string) => new URLSearchParams(s);

describe("the register's address-bar filters", () => {
  it("start again at page 1 when a filter changes, and remove a filter set to nothing", () => {
    expect(withChanges(address("status=draft&page=3&q=jewson"), { status: "sent" }).toString()).toBe("status=sent&q=jewson");
    expect(withChanges(address("status=draft&page=3"), { status: "" }).toString()).toBe("");
    expect(withChanges(address("status=draft"), { project: 12, q: null }).toString()).toBe("status=draft&project=12");
  });

  it("keep the filters when the page turns, and page 1 is the address without a page", () => {
    expect(withChanges(address("status=draft"), { page: 2 }, true).toString()).toBe("status=draft&page=2");
    expect(withChanges(address("status=draft&page=2"), { page: null }, true).toString()).toBe("status=draft");
  });

  it("leave the parameters that are not filters (an open record, a tab) alone", () => {
    expect(withChanges(address("tab=requests&request=7&page=2"), { urgency: "urgent" }).toString()).toBe("tab=requests&request=7&urgency=urgent");
  });

  it("read only what they recognise: anything else in the address is no filter", () => {
    const status = param.oneOf(["draft", "sent"] as const);
    expect(status("sent")).toBe("sent");
    expect(status("Sent")).toBeUndefined();
    expect(status(null)).toBeUndefined();
    expect(param.option([{ value: "urgent" }, { value: "normal" }] as const)("normal")).toBe("normal");
    expect(param.id("12")).toBe(12);
    for (const bad of ["0", "-3", "1.5", "abc", "", null]) expect(param.id(bad)).toBeUndefined();
    expect(param.day("2026-11-27")).toBe("2026-11-27");
    expect(param.day("27/11/2026")).toBeUndefined();
    expect(param.text("  Leeds ")).toBe("Leeds");
    expect(param.text("   ")).toBeUndefined();
  });
});
