import { parseAst } from "vite";
import { expect, test } from "vitest";
import { endpointSchemaEdits, unusedImportEdits } from "./vite-client-endpoints";
import { applyEdits } from "./vite-source-edits";

const rewrite = (code: string) => applyEdits(code, endpointSchemaEdits(parseAst(code)));

test("an endpoint loses its schemas in the client build but keeps what the typed client reads", () => {
  const code = `export const t = {
  list: endpoint({ method: "GET", path: "/api/x", access: ["Contracts", "view"], summary: "s", query: listQuery, response: pageOf(card) }),
  create: endpoint({ method: "POST", path: "/api/x", access: "user", summary: "s", params: idParams, body: createSchema, response: view, status: 201 }),
  upload: endpoint({ method: "POST", path: "/api/x/:id/files", access: "user", summary: "s", body: multipart(5), response: noContent, status: 204 }),
  pdf: endpoint({ method: "GET", path: "/api/x/:id/pdf", access: "user", summary: "s", response: fileResponse("application/pdf") }),
};`;
  const out = rewrite(code);
  for (const gone of ["listQuery", "pageOf(card)", "idParams", "createSchema", "response: view"]) expect(out).not.toContain(gone);
  expect(out).toContain(`response: {}, status: 201`);
  expect(out).toContain(`body: multipart(5), response: noContent`);
  expect(out).toContain(`response: fileResponse("application/pdf")`);
  expect(out).toContain(`path: "/api/x/:id/files"`);
  // Still a valid module, with every endpoint's method and path.
  const t = new Function("endpoint", "multipart", "fileResponse", "noContent", out.replace("export const t =", "return"))(
    (e: object) => e,
    (n: number) => ({ kind: "multipart", maxFiles: n }),
    (type: string) => ({ kind: "file", contentType: type }),
    { kind: "none" },
  );
  expect(t.list).toMatchObject({ method: "GET", path: "/api/x", response: {} });
  expect(t.pdf.response).toEqual({ kind: "file", contentType: "application/pdf" });
});

test("code that is not an endpoint declaration is left alone", () => {
  const code = `const other = make({ query: q, response: r }); const e = endpoint(table);`;
  expect(rewrite(code)).toBe(code);
});

test("imports the stripped schemas used are dropped, so the table no longer pulls in their modules or zod", () => {
  const code = `import { z } from "zod";
import { endpoint, multipart } from "../common/contract";
import { loginSchema, fieldsSchema as fields, labels } from "./auth";
import * as wire from "./wire";
import "./side-effect";
export const t = {
  login: endpoint({ method: "POST", path: "/api/login", access: "public", summary: labels.login, body: loginSchema, response: z.object({ ok: z.boolean() }) }),
  upload: endpoint({ method: "POST", path: "/api/files", access: "user", summary: "s", body: multipart(1, fields), response: wire.file }),
};`;
  const stripped = rewrite(code);
  const out = applyEdits(stripped, unusedImportEdits(parseAst(stripped)));
  expect(out).not.toContain(`from "zod"`);
  expect(out).toContain(`import { endpoint, multipart } from "../common/contract";`);
  // A binding still named stays, under its local name; the others go.
  expect(out).toContain(`import { fieldsSchema as fields, labels } from "./auth";`);
  // An import no longer named goes whole, whatever its form; an import for its effects stays.
  expect(out).not.toContain(`"./wire"`);
  expect(out).toContain(`import "./side-effect";`);
});
