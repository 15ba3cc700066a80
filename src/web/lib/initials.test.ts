import { describe, expect, it } from "vitest";
import { userInitials } from "./initials";

describe("userInitials (product.md §2.3)", () => {
  it("takes the first two characters of the name, as the sidebar, team list and diary all show it", () => {
    expect(userInitials({ name: "Vera Evans", email: "vera@northgate.co.uk" })).toBe("VE");
    expect(userInitials("Vera Evans")).toBe("VE");
    expect(userInitials({ name: "  sarah jones" })).toBe("SA");
  });

  it("falls back to the email, then the username, then U", () => {
    expect(userInitials({ name: " ", email: "pat@x.co.uk" })).toBe("PA");
    expect(userInitials({ name: null, email: "", username: "kb" })).toBe("KB");
    expect(userInitials({})).toBe("U");
    expect(userInitials("")).toBe("U");
    expect(userInitials(null)).toBe("U");
  });

  it("counts characters, not UTF-16 units, so an accented or astral first letter stays whole", () => {
    expect(userInitials("Émile Zola")).toBe("ÉM");
    expect(userInitials("𝒜lan")).toBe("𝒜L");
  });
});
