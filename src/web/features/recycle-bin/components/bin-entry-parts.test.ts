import { expect, it } from "vitest";
import { expiresIn } from "./bin-entry-parts";

it("counts whole days left, rounding up, so a record deleted a minute ago has 30", () => {
  const now = Date.parse("2026-11-25T06:44:00Z");
  const at = (ms: number) => new Date(now + ms).toISOString();
  expect(expiresIn(at(30 * 86_400_000 - 60_000), now)).toBe("in 30 days");
  expect(expiresIn(at(3_600_000), now)).toBe("in 1 day");
  expect(expiresIn(at(-1), now)).toBe("today");
});
