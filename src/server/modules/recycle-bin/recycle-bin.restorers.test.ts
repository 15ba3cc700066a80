import { describe, expect, it } from "vitest";
import { BIN_RECORD_TYPES } from "@shared/recycle-bin/recycle-bin";
import { areas } from "../index";

describe("the recycle bin's record types", () => {
  it("each has one restorer, whether the bin names it or its module's descriptor does, and each restorer a label", () => {
    // deriveAreas refuses a type claimed twice; here none is missing and none is unlabelled.
    expect(Object.keys(BIN_RECORD_TYPES).filter((type) => !areas.restorers[type])).toEqual([]);
    expect(Object.keys(areas.restorers).filter((type) => !(type in BIN_RECORD_TYPES))).toEqual([]);
  });
});
