import { describe, expect, it } from "vitest";
import { companyInitials, userInitials } from "./initials";

describe("initials", () => {
  it("uses the name, else the email, else the username, else U", () => {
    expect(userInitials({ name: "sarah jones", email: "s@x.co.uk" })).toBe("SA");
    expect(userInitials({ name: " ", email: "pat@x.co.uk" })).toBe("PA");
    expect(userInitials({ username: "kb" })).toBe("KB");
    expect(userInitials(null)).toBe("U");
  });

  it("uses the company's first two letters, else SB", () => {
    expect(companyInitials("Acme Build Ltd")).toBe("AC");
    expect(companyInitials("3D Groundworks")).toBe("DG");
    expect(companyInitials("")).toBe("SB");
    expect(companyInitials(undefined)).toBe("SB");
  });
});
