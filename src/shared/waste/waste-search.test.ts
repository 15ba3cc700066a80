import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { codePrefix, queryWords, searchWasteCodeList, wasteSynonyms, type SearchableWasteCode } from "./waste-search";

/** The List of Waste exactly as the product ships it (src/server/db/reference). */
function listOfWaste(): SearchableWasteCode[] {
  const text = readFileSync(new URL("../../server/db/reference/list-of-waste.csv", import.meta.url), "utf8");
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cells = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, "").replace(/""/g, '"'));
  const names = cells(header);
  return lines.map((line) => {
    const row = Object.fromEntries(cells(line).map((v, i) => [names[i], v]));
    return { code: row.code, subChapter: row.sub_chapter, description: row.description };
  });
}

const codes = listOfWaste();
const search = (q: string, limit = 30) => searchWasteCodeList(codes, q, limit).map((c) => c.code);

describe("searchWasteCodeList: the List of Waste by a site team's words", () => {
  it("reads the whole shipped list", () => {
    expect(codes.length).toBeGreaterThan(800);
    expect(codes).toContainEqual({ code: "17 01 01", subChapter: "Concrete, bricks, tiles and ceramics", description: "Concrete" });
  });

  it("finds plasterboard as gypsum-based construction material", () => {
    expect(search("plasterboard").slice(0, 2)).toEqual(["17 08 01*", "17 08 02"]);
    expect(search("Plasterboard")).toEqual(search("plasterboard"));
    // Typing it out: "plaster" already finds it.
    expect(search("plaster").slice(0, 2)).toEqual(["17 08 01*", "17 08 02"]);
  });

  it("ranks construction asbestos (chapter 17) above the chemical-industry codes", () => {
    const found = search("asbestos");
    expect(found.slice(0, 2)).toEqual(["17 06 01*", "17 06 05*"]);
    const firstOther = found.findIndex((c) => !c.startsWith("17 "));
    expect(firstOther).toBeGreaterThan(0);
    expect(found.slice(0, firstOther).every((c) => c.startsWith("17 06"))).toBe(true);
    expect(found.slice(firstOther)).toEqual(expect.arrayContaining(["06 07 01*", "06 13 04*", "16 02 12*"]));
  });

  it("finds tarmac and asphalt as bituminous mixtures", () => {
    expect(search("tarmac").slice(0, 2)).toEqual(["17 03 01*", "17 03 02"]);
    expect(search("asphalt").slice(0, 2)).toEqual(["17 03 01*", "17 03 02"]);
  });

  it("finds site words for rubble, timber, cable and muck", () => {
    expect(search("hardcore").slice(0, 5)).toEqual(expect.arrayContaining(["17 01 01", "17 01 02", "17 01 07"]));
    expect(search("rubble")[0]).toMatch(/^17 01/);
    expect(search("timber")[0]).toBe("17 02 01");
    expect(search("cable").slice(0, 2)).toEqual(["17 04 10*", "17 04 11"]);
    expect(search("muck").slice(0, 2)).toEqual(["17 05 03*", "17 05 04"]);
    expect(search("soil").slice(0, 2)).toEqual(["17 05 03*", "17 05 04"]);
  });

  it("needs every word, in any order, partial words allowed", () => {
    expect(search("concrete mixtures")[0]).toBe("17 01 06*");
    expect(search("mixtures concrete")).toEqual(search("concrete mixtures"));
    expect(search("insul asbest")[0]).toBe("17 06 01*");
    expect(search("soil and stones").slice(0, 2)).toEqual(["17 05 03*", "17 05 04"]);
    expect(search("asbestos plasterboard")).toEqual([]);
  });

  it("matches short words at a word's start only, and inside longer words", () => {
    expect(search("oil", 100)).not.toContain("17 05 04");
    expect(search("oil")[0]).toBe("17 04 10*");
    expect(search("board", 100)).toContain("15 01 01");
  });

  it("breaks ties with the chapters a site fills skips from", () => {
    expect(search("cardboard")[0]).toBe("15 01 01");
  });

  it("puts a code's own word above a code that only mentions it", () => {
    const found = search("wood");
    expect(found[0]).toBe("17 02 01");
    expect(found.indexOf("17 02 01")).toBeLessThan(found.indexOf("17 02 04*"));
  });

  it("finds codes however they are typed", () => {
    expect(search("17 01 01")).toEqual(["17 01 01"]);
    expect(search("170101")).toEqual(["17 01 01"]);
    expect(search("17-01-06*")).toEqual(["17 01 06*"]);
    expect(search("17 01")).toEqual(["17 01 01", "17 01 02", "17 01 03", "17 01 06*", "17 01 07"]);
    expect(search("1701")).toEqual(search("17 01"));
    expect(search("17", 100).every((c) => c.startsWith("17 "))).toBe(true);
    expect(search("17", 100)).toHaveLength(codes.filter((c) => c.code.startsWith("17 ")).length);
  });

  it("keeps to the limit and lists in code order when nothing is typed", () => {
    expect(search("waste", 5)).toHaveLength(5);
    expect(search("", 3)).toEqual(["01 01 01", "01 01 02", "01 03 04*"]);
  });
});

describe("waste search helpers", () => {
  it("tells codes from words", () => {
    expect(codePrefix("17 01")).toBe("1701");
    expect(codePrefix("170101")).toBe("170101");
    expect(codePrefix("17 06 05*")).toBe("170605");
    expect(codePrefix("asbestos")).toBeNull();
    expect(codePrefix("1701011")).toBeNull();
  });

  it("drops joining words unless nothing else is left", () => {
    expect(queryWords("Soil and Stones")).toEqual(["soil", "stones"]);
    expect(queryWords("and")).toEqual(["and"]);
  });

  it("knows the construction synonyms, plurals and words half typed", () => {
    expect(wasteSynonyms("plasterboard")).toEqual(["gypsum"]);
    expect(wasteSynonyms("Plasterboards")).toEqual(["gypsum"]);
    expect(wasteSynonyms("tarm")).toEqual(["bituminous"]);
    expect(wasteSynonyms("timber")).toEqual(["wood"]);
    expect(wasteSynonyms("concrete")).toEqual([]);
  });
});
