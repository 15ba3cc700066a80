import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("Pagination", () => {
  it("says how many pages there are, and that there may be more when the total was capped", () => {
    expect(text(renderToStaticMarkup(<Pagination page={2} pageCount={7} onPageChange={() => {}} />))).toContain("Page 2 of 7 ");
    expect(text(renderToStaticMarkup(<Pagination page={1} pageCount={400} totalCapped onPageChange={() => {}} />))).toContain("Page 1 of 400+");
  });
});
