import { vi } from "vitest";

/** A browser history of our own. For unit tests of navigation (router.test.ts, go-back.test.ts): entries with their state, and the calls go() makes. */
export function fakeHistory() {
  const entries: { state: unknown; url: string }[] = [{ state: null, url: "/contracts" }];
  let at = 0;
  const history = {
    get state() {
      return entries[at].state;
    },
    pushState(state: unknown, _: string, url: string) {
      entries.splice(at + 1);
      entries.push({ state, url });
      at += 1;
    },
    replaceState(state: unknown, _: string, url: string) {
      entries[at] = { state, url };
    },
    go: vi.fn(),
  };
  vi.stubGlobal("window", { history });
  return { history, entries, current: () => entries[at] };
}
