import { afterEach, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { projectBySlugQuery } from "./get-project";

/** Issue 11 item 7: /risk-assessment with no project chosen asked for /api/projects/by-slug/ (a 400) on every visit. */
afterEach(() => vi.unstubAllGlobals());

async function requestsMadeFor(slug: string) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ id: 1, slug }), { status: 200, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stop = new QueryObserver(client, projectBySlugQuery(slug)).subscribe(() => {});
  await new Promise((r) => setTimeout(r, 20));
  stop();
  client.clear();
  return fetchMock.mock.calls.map(([url]) => String(url));
}

it("asks for no project while no slug is chosen", async () => {
  expect(await requestsMadeFor("")).toEqual([]);
});

it("asks for the chosen project by its slug", async () => {
  expect(await requestsMadeFor("armley-gyratory")).toEqual(["/api/projects/by-slug/armley-gyratory"]);
});
