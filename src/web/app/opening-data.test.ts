import { afterEach, describe, expect, it, vi } from "vitest";
import { permissionsEndpoints } from "@shared/identity/permissions.endpoints";
import { keyOf } from "@web/lib/api-client";
import { createQueryClient } from "@web/lib/query-client";
import { loadOpeningData, settledWithin } from "./opening-data";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
const USER = { id: 1, username: "sm@example.test", firstName: "Sam", lastName: "Mason", role: "Site Manager", mustChangePassword: false };

/** Answers every read; records the URLs asked for. */
function server(user: unknown) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", (url: string) => {
    asked.push(url);
    if (url === "/api/user") return user ? json(user) : json({ message: "Not signed in" }, 401);
    return json({ from: url });
  });
  return asked;
}

describe("the answers a first visit renders with", () => {
  it("for a diary: the user, their permissions and company, the contract, its weather, newest week and side column, all in the cache before the first render", async () => {
    const asked = server(USER);
    const queryClient = createQueryClient();
    await loadOpeningData(queryClient, { pathname: "/project/leeds-depot", search: "" });
    // The user first (the rest only for someone signed in), then the rest side by side.
    expect(asked[0]).toBe("/api/user");
    expect(asked.slice(1).sort()).toEqual([
      "/api/company-profile",
      "/api/projects/by-slug/leeds-depot",
      "/api/projects/by-slug/leeds-depot/diary-entries?days=7",
      "/api/projects/by-slug/leeds-depot/journal?page=1&pageSize=10",
      "/api/projects/by-slug/leeds-depot/plant-entries?page=1&pageSize=5",
      "/api/projects/by-slug/leeds-depot/summary",
      "/api/projects/by-slug/leeds-depot/weather",
      "/api/role-permissions",
    ]);
    expect(queryClient.getQueryData(keyOf(permissionsEndpoints.get, {}))).toEqual({ from: "/api/role-permissions" });
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((q) => q.state.status === "success"),
    ).toBe(true);
  });

  it("for the contracts list, the user, permissions, company and first page of cards; a diary on another tab leaves its days and side column to the screen", async () => {
    const asked = server(USER);
    await loadOpeningData(createQueryClient(), { pathname: "/contracts", search: "" });
    expect(asked.sort()).toEqual(["/api/company-profile", "/api/projects?page=1&pageSize=12", "/api/role-permissions", "/api/user"]);
    const searched = server(USER);
    await loadOpeningData(createQueryClient(), { pathname: "/contracts", search: "?q=leeds" });
    expect(searched.sort()).toEqual(["/api/company-profile", "/api/role-permissions", "/api/user"]);
    const onFiles = server(USER);
    await loadOpeningData(createQueryClient(), { pathname: "/project/leeds-depot", search: "?tab=files" });
    expect(onFiles.sort()).toEqual([
      "/api/company-profile",
      "/api/projects/by-slug/leeds-depot",
      "/api/projects/by-slug/leeds-depot/weather",
      "/api/role-permissions",
      "/api/user",
    ]);
  });

  it("asks nothing more for someone not signed in, on the sign-in page, or due to change their password", async () => {
    const anonymous = server(null);
    await loadOpeningData(createQueryClient(), { pathname: "/contracts", search: "" });
    expect(anonymous).toEqual(["/api/user"]);
    const signIn = server(USER);
    await loadOpeningData(createQueryClient(), { pathname: "/auth", search: "" });
    expect(signIn).toEqual(["/api/user"]);
    const mustChange = server({ ...USER, mustChangePassword: true });
    await loadOpeningData(createQueryClient(), { pathname: "/contracts", search: "" });
    expect(mustChange).toEqual(["/api/user"]);
  });

  it("does not fail when a read fails: the screen reads it again and shows its own error", async () => {
    vi.stubGlobal("fetch", (url: string) => (url === "/api/user" ? json(USER) : json({ message: "Forbidden" }, 403)));
    await expect(loadOpeningData(createQueryClient(), { pathname: "/contracts", search: "" })).resolves.toBeUndefined();
  });

  it("waits at most the given time for a slow server", async () => {
    vi.useFakeTimers();
    let settled = false;
    void settledWithin(new Promise(() => {}), 1500).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(settledWithin(Promise.reject(new Error("offline")), 1500)).resolves.toBeUndefined();
  });
});
