import { expect, it } from "vitest";
import { restoreNote } from "./restore-note";

it("names who restores, the screen and the 30 days the bin keeps a record", () => {
  expect(restoreNote()).toBe("An administrator can restore it from Delete Records for 30 days.");
  expect(restoreNote(true)).toBe("An administrator can restore them from Delete Records for 30 days.");
});
