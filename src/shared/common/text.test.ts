import { describe, expect, it } from "vitest";
import { TEXT_NOT_ALLOWED_MESSAGE, findForbiddenText, hasForbiddenCharacters, text } from "./text";

describe("hasForbiddenCharacters", () => {
  it("allows what people type: letters, emoji, accents, right-to-left scripts, tabs and line breaks", () => {
    for (const ok of ["Site hut", "😀 done", "Café Ł", "مرحبا", "a\tb\r\nc", "", "👩‍👩‍👧"]) expect(hasForbiddenCharacters(ok), ok).toBe(false);
  });

  it("refuses NUL and the other control characters", () => {
    for (const bad of ["a\u0000b", "\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b[31m", "\u001f"])
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
  });

  it("refuses UTF-16 halves without their partner, wherever they are", () => {
    for (const bad of ["\ud800", "x\ud83d", "\udc00x", "\ude00\ud83d", "a\ud83d\ud83d\ude00"])
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
  });
});

describe("text", () => {
  it("is a zod string with the clear message", () => {
    expect(text().trim().min(1).parse(" Hut ")).toBe("Hut");
    expect(text().safeParse("a\u0000").error?.issues[0]?.message).toBe(TEXT_NOT_ALLOWED_MESSAGE);
  });
});

describe("findForbiddenText", () => {
  it("finds a bad value or key deep in parsed JSON and names its path", () => {
    expect(findForbiddenText({ a: [1, { b: "ok" }, { c: "x\u0000" }] })).toEqual({ path: "a.2.c" });
    expect(findForbiddenText({ ["k\ud800"]: 1 })).toEqual({ path: "k\ud800" });
    expect(findForbiddenText({ a: "ok", n: 1, t: true, z: null })).toBeNull();
  });

  it("refuses input deeper or larger than its bounds instead of walking it for ever", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findForbiddenText(deep)).not.toBeNull();
    expect(
      findForbiddenText(
        Array.from({ length: 20 }, () => "ok"),
        { maxNodes: 10 },
      ),
    ).not.toBeNull();
  });
});
