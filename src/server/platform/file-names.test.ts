import { describe, expect, it } from "vitest";
import { contentDisposition, safeFileName } from "./file-names";

describe("safeFileName", () => {
  it("drops right-to-left overrides and other invisible characters, then fixes the extension", () => {
    // Shown by a browser as "invoiceexe.pdf", really "invoicefdp.exe".
    expect(safeFileName("invoice\u202Efdp.exe", "pdf")).toBe("invoicefdp.pdf");
    expect(safeFileName("a\u2066b\u2069c\u200Ed\u200F\u061Ce\u200B\uFEFF.png", "png")).toBe("abcde.png");
    expect(safeFileName("x\u202Agpj.\u202Cpdf", "pdf")).toBe("xgpj.pdf");
  });

  it("turns controls and line breaks into single spaces, and drops folders and leading dots", () => {
    expect(safeFileName("C:\\Users\\sam\\Site\tplan\r\n\u0000 rev  B.pdf", "pdf")).toBe("Site plan rev B.pdf");
    expect(safeFileName("../../.hidden.pdf", "pdf")).toBe("hidden.pdf");
    expect(safeFileName(" \u202E ", "png")).toBe("file.png");
  });

  it("keeps a matching extension as written, and its other spellings", () => {
    expect(safeFileName("IMG_0001.JPG", "jpg")).toBe("IMG_0001.JPG");
    expect(safeFileName("site.jpeg", "jpg")).toBe("site.jpeg");
    expect(safeFileName("Relevé 2025.pdf", "pdf")).toBe("Relevé 2025.pdf");
  });

  it("replaces a mismatching extension and adds a missing one", () => {
    expect(safeFileName("plan.pdf", "png")).toBe("plan.png");
    expect(safeFileName("scan", "pdf")).toBe("scan.pdf");
    expect(safeFileName("Drawing rev.3", "pdf")).toBe("Drawing rev.3.pdf");
    expect(safeFileName("payload.html.", "txt")).toBe("payload.txt");
  });

  it("keeps at most 200 characters with the extension intact", () => {
    const long = safeFileName(`${"é".repeat(300)}.docx`, "docx");
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith("é.docx")).toBe(true);
  });

  it("without an extension only cleans (a file read, not stored)", () => {
    expect(safeFileName("ice\u202Evsc.txt")).toBe("icevsc.txt");
    expect(safeFileName("")).toBe("file");
  });
});

describe("contentDisposition", () => {
  it("sends an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987)", () => {
    expect(contentDisposition("attachment", "Relevé “Block A” 50%.pdf")).toBe(
      `attachment; filename="Releve _Block A_ 50_.pdf"; filename*=UTF-8''Relev%C3%A9%20%E2%80%9CBlock%20A%E2%80%9D%2050%25.pdf`,
    );
    expect(contentDisposition("inline", `a"b;c'(1).pdf`)).toBe(`inline; filename="a_b;c'(1).pdf"; filename*=UTF-8''a%22b%3Bc%27%281%29.pdf`);
  });

  it("cleans a name stored before names were cleaned", () => {
    expect(contentDisposition("attachment", "invoice\u202Efdp.exe")).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
  });
});
