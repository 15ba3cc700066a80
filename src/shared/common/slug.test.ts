import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("lower-cases and joins words with single dashes", () => {
    expect(slugify("Riverside Apartments Phase 2")).toBe("riverside-apartments-phase-2");
    expect(slugify("  M62 -- Junction 26 / Upgrade  ")).toBe("m62-junction-26-upgrade");
  });

  it("folds accents and special letters to ASCII", () => {
    expect(slugify("Café Royal Crème Brûlée")).toBe("cafe-royal-creme-brulee");
    expect(slugify("Straße Øresund Łódź Æbeltoft")).toBe("strasse-oresund-lodz-aebeltoft");
  });

  it("reads & as 'and' and drops apostrophes inside words", () => {
    expect(slugify("St Mary's School & Nursery")).toBe("st-marys-school-and-nursery");
  });

  it("keeps at most 60 characters, cutting at a word boundary", () => {
    const slug = slugify("Redevelopment of the former Victoria Mills textile site into mixed use housing");
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe("redevelopment-of-the-former-victoria-mills-textile-site-into");
    expect(slug.endsWith("-")).toBe(false);
  });

  it("cuts a single very long word at the limit", () => {
    expect(slugify("a".repeat(80))).toBe("a".repeat(60));
  });

  it("falls back to 'project' when nothing usable is left", () => {
    expect(slugify("—!!—")).toBe("project");
    expect(slugify("北京")).toBe("project");
  });
});

describe("uniqueSlug", () => {
  const taken = (...slugs: string[]) => {
    const set = new Set(slugs);
    return (s: string) => set.has(s);
  };

  it("is the plain slug when it is free", () => {
    expect(uniqueSlug("Hilltop Farm", taken())).toBe("hilltop-farm");
  });

  it("appends -2, -3 … on a clash", () => {
    expect(uniqueSlug("Hilltop Farm", taken("hilltop-farm"))).toBe("hilltop-farm-2");
    expect(uniqueSlug("Hilltop Farm", taken("hilltop-farm", "hilltop-farm-2", "hilltop-farm-3"))).toBe("hilltop-farm-4");
  });

  it("keeps a suffixed slug within the limit", () => {
    const name = "b".repeat(70);
    const slug = uniqueSlug(name, taken("b".repeat(60)));
    expect(slug).toBe(`${"b".repeat(58)}-2`);
    expect(slug.length).toBe(SLUG_MAX_LENGTH);
  });
});
