import { describe, expect, it } from "vitest";
import { extensionOf, sniffFileType } from "./file-types";
import { zipOf } from "../modules/files/files.test-support";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const OLE = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
const types = '<?xml version="1.0"?><Types/>';

describe("sniffFileType", () => {
  it("reads images from their bytes, whatever the name says", () => {
    expect(sniffFileType(PNG, "plan.pdf")).toEqual({ mimetype: "image/png", extension: "png" });
    expect(sniffFileType(JPEG, "IMG_0001.JPG")).toEqual({ mimetype: "image/jpeg", extension: "jpg" });
    expect(sniffFileType(Buffer.from("GIF89a\x01\x00", "latin1"), "a")).toEqual({ mimetype: "image/gif", extension: "gif" });
    expect(sniffFileType(Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"), "x.webp")?.mimetype).toBe("image/webp");
  });

  it("reads PDFs from %PDF-", () => {
    expect(sniffFileType(Buffer.from("%PDF-1.7\n%âãÏÓ\n", "latin1"), "drawing")).toEqual({ mimetype: "application/pdf", extension: "pdf" });
  });

  it("tells Word, Excel and PowerPoint apart by their ZIP entries", () => {
    expect(sniffFileType(zipOf({ "[Content_Types].xml": types, "word/document.xml": "<w/>" }), "x.zip")?.mimetype).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(sniffFileType(zipOf({ "[Content_Types].xml": types, "xl/workbook.xml": "<w/>" }), "x")?.extension).toBe("xlsx");
    expect(sniffFileType(zipOf({ "[Content_Types].xml": types, "ppt/presentation.xml": "<p/>" }), "x")?.extension).toBe("pptx");
  });

  it("refuses a bare ZIP (it could hold anything)", () => {
    expect(sniffFileType(zipOf({ "run.exe": "MZ" }), "archive.docx")).toBeNull();
    expect(sniffFileType(zipOf({ "[Content_Types].xml": types, "other/part.xml": "" }), "x.docx")).toBeNull();
  });

  it("takes legacy Office files only with a Word, Excel or PowerPoint name", () => {
    expect(sniffFileType(OLE, "Programme.XLS")).toEqual({ mimetype: "application/vnd.ms-excel", extension: "xls" });
    expect(sniffFileType(OLE, "letter.doc")?.mimetype).toBe("application/msword");
    expect(sniffFileType(OLE, "slides.ppt")?.mimetype).toBe("application/vnd.ms-powerpoint");
    expect(sniffFileType(OLE, "mail.msg")).toBeNull();
  });

  it("takes DWG drawings", () => {
    expect(sniffFileType(Buffer.from("AC1032\0\0\0\0", "latin1"), "site.dwg")).toEqual({ mimetype: "application/acad", extension: "dwg" });
  });

  it("takes UTF-8 CSV and text by their name, and refuses binary renamed .txt", () => {
    expect(sniffFileType(Buffer.from("Date,Hours\n01/02/2025,8.5\n"), "labour.csv")).toEqual({ mimetype: "text/csv", extension: "csv" });
    expect(sniffFileType(Buffer.from("Gate code 1234 – £5 parking"), "notes.TXT")).toEqual({ mimetype: "text/plain", extension: "txt" });
    expect(sniffFileType(Buffer.from([0x41, 0x00, 0x42]), "notes.txt")).toBeNull();
    expect(sniffFileType(Buffer.from([0xc3, 0x28]), "bad-utf8.csv")).toBeNull();
    expect(sniffFileType(Buffer.from("just words"), "readme")).toBeNull();
  });

  it("refuses HTML, SVG, scripts and executables whatever their name", () => {
    expect(sniffFileType(Buffer.from("<!doctype html><script>alert(1)</script>"), "photo.jpg")).toBeNull();
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), "logo.svg")).toBeNull();
    expect(sniffFileType(Buffer.from("#!/bin/sh\nrm -rf /\n"), "run.sh")).toBeNull();
    expect(sniffFileType(Buffer.from("MZ\x90\x00\x03", "latin1"), "setup.pdf")).toBeNull();
    expect(sniffFileType(Buffer.alloc(0), "empty.txt")).toBeNull();
  });
});

describe("extensionOf", () => {
  it("is the lower-cased last extension, or empty", () => {
    expect(extensionOf("Site Plan.v2.PDF")).toBe("pdf");
    expect(extensionOf("Makefile")).toBe("");
    expect(extensionOf("trailing.")).toBe("");
  });
});
