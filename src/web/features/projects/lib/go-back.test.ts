import { afterEach, describe, expect, it, vi } from "vitest";
import { navigate } from "@web/lib/router";
import { fakeHistory } from "@web/lib/fake-history";
import { goBack } from "./go-back";

afterEach(() => vi.unstubAllGlobals());

describe("goBack", () => {
  it("Cancel goes back when the app opened the page, and to the fallback when it was opened directly", () => {
    const h = fakeHistory();
    goBack(navigate, "/contracts");
    expect(h.history.go).not.toHaveBeenCalled();
    expect(h.current().url).toBe("/contracts");
    navigate("/edit-project/3");
    goBack(navigate, "/contracts");
    expect(h.history.go).toHaveBeenCalledWith(-1);
  });
});
