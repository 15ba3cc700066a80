import { afterEach, describe, expect, it, vi } from "vitest";
import { openingReads } from "@shared/common/opening-reads";
import { projectBySlugQuery } from "@web/features/projects/api/get-project";
import { projectDiaryEntriesQuery } from "@web/features/diary/api/list-project-diary-entries";
import { rolePermissionsQuery } from "@web/features/permissions/api/get-role-permissions";

afterEach(() => vi.unstubAllGlobals());

/** The URLs and credentials of the fetches a query makes. */
async function fetchesOf(queries: { queryFn?: unknown }[]) {
  const seen: { url: string; credentials?: RequestCredentials }[] = [];
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    seen.push({ url, credentials: init?.credentials });
    return Promise.resolve(new Response("{}", { status: 200, headers: { "content-type": "application/json" } }));
  });
  for (const q of queries) await (q.queryFn as () => Promise<unknown>)().catch(() => undefined);
  return seen;
}

describe("the reads the server names in a diary's page (decision 0045)", () => {
  it("are the very requests the diary's first render makes, with credentials, so the browser hands the preloaded answers over", async () => {
    const fetched = await fetchesOf([rolePermissionsQuery, projectBySlugQuery("leeds-depot"), projectDiaryEntriesQuery("leeds-depot")]);
    expect(fetched.every((f) => f.credentials === "include")).toBe(true);
    expect(openingReads("/project/leeds-depot", new URLSearchParams())).toEqual(fetched.map((f) => f.url));
  });

  it("leave out the newest week when the diary opens on another tab or at a date", () => {
    for (const search of ["tab=files", "date=2026-01-05"]) {
      expect(openingReads("/project/leeds-depot", new URLSearchParams(search))).toEqual(["/api/role-permissions", "/api/projects/by-slug/leeds-depot"]);
    }
    expect(openingReads("/contracts", new URLSearchParams())).toEqual(["/api/role-permissions"]);
  });
});
