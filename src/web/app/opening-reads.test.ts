import { afterEach, describe, expect, it, vi } from "vitest";
import { openingReads } from "@shared/common/opening-reads";
import { JOURNAL_PANEL_PAGE, PLANT_PANEL_PAGE } from "@shared/diary/side-column";
import { companyProfileQuery } from "@web/features/company/api/get-company-profile";
import { projectBySlugQuery } from "@web/features/projects/api/get-project";
import { projectSummaryQuery } from "@web/features/projects/api/get-project-summary";
import { projectDiaryEntriesQuery } from "@web/features/diary/api/list-project-diary-entries";
import { journalQuery } from "@web/features/diary/api/journal";
import { plantEntriesQuery } from "@web/features/plant/api/plant-entries";
import { rolePermissionsQuery } from "@web/features/permissions/api/get-role-permissions";
import { PROJECT_LIST_PAGE_SIZE, projectsQuery } from "@web/features/projects/api/list-projects";
import { projectWeatherQuery } from "@web/features/weather/api/get-weather";

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

describe("the reads the server names in a diary's page (decisions 0045, 0047)", () => {
  it("are the very requests the diary's first render makes, with credentials, so the browser hands the preloaded answers over", async () => {
    const fetched = await fetchesOf([
      rolePermissionsQuery,
      companyProfileQuery,
      projectBySlugQuery("leeds-depot"),
      projectWeatherQuery("leeds-depot"),
      projectDiaryEntriesQuery("leeds-depot"),
      projectSummaryQuery("leeds-depot"),
      journalQuery("leeds-depot", JOURNAL_PANEL_PAGE),
      plantEntriesQuery("leeds-depot", PLANT_PANEL_PAGE),
    ]);
    expect(fetched.every((f) => f.credentials === "include")).toBe(true);
    expect(openingReads("/project/leeds-depot", new URLSearchParams())).toEqual(fetched.map((f) => f.url));
  });

  it("leave out the newest week at a date, and the diary tab's side column on another tab", () => {
    const head = ["/api/role-permissions", "/api/company-profile", "/api/projects/by-slug/leeds-depot", "/api/projects/by-slug/leeds-depot/weather"];
    const side = [
      "/api/projects/by-slug/leeds-depot/summary",
      `/api/projects/by-slug/leeds-depot/journal?page=1&pageSize=${JOURNAL_PANEL_PAGE}`,
      `/api/projects/by-slug/leeds-depot/plant-entries?page=1&pageSize=${PLANT_PANEL_PAGE}`,
    ];
    expect(openingReads("/project/leeds-depot", new URLSearchParams("date=2026-01-05"))).toEqual([...head, ...side]);
    expect(openingReads("/project/leeds-depot", new URLSearchParams("tab=files"))).toEqual(head);
  });
});

describe("the reads the server names in the contracts list's page", () => {
  it("are its first page of cards, the very request the list makes, when the address opens it unsearched and unfiltered", async () => {
    const [cards] = await fetchesOf([projectsQuery({ page: 1, pageSize: PROJECT_LIST_PAGE_SIZE })]);
    for (const path of ["/", "/contracts", "/projects"])
      expect(openingReads(path, new URLSearchParams())).toEqual(["/api/role-permissions", "/api/company-profile", cards.url]);
    for (const search of ["q=leeds", "status=Open", "page=2"])
      expect(openingReads("/contracts", new URLSearchParams(search))).toEqual(["/api/role-permissions", "/api/company-profile"]);
  });
});
