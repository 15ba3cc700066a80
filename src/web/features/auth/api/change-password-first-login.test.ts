import { describe, expect, it } from "vitest";
import { ApiError } from "@web/lib/api";
import { failureText } from "./change-password-first-login";

/** The forced change's failure toast text (product.md §7, §8 "Password change fails"). */
describe("failureText", () => {
  it("shows the answer's error field first", () => {
    const body = { message: "Password must contain at least one number", error: "Password must contain at least one number" };
    expect(failureText(new ApiError(400, body.message, body))).toBe("Password must contain at least one number");
  });

  it("shows a plain-text answer as it is", () => {
    expect(failureText(new ApiError(502, "Bad gateway from proxy", "Bad gateway from proxy"))).toBe("Bad gateway from proxy");
  });

  it("shows the message of a JSON answer without an error field", () => {
    const body = { message: "You must change your password before continuing" };
    expect(failureText(new ApiError(403, body.message, body))).toBe("You must change your password before continuing");
  });

  it("falls back to 'Failed to change password' when the answer has no text", () => {
    expect(failureText(new ApiError(500, "Internal Server Error", undefined))).toBe("Failed to change password");
    expect(failureText(new ApiError(500, "Internal Server Error", ""))).toBe("Failed to change password");
  });

  it("leaves a failure to reach the server to the toast's own fallback", () => {
    expect(failureText(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
