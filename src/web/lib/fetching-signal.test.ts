import { describe, expect, it } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { showFetching } from "./fetching-signal";

/** A promise and the function that settles it. */
function held<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const ticks = () => new Promise((r) => setTimeout(r, 0));

describe("data-fetching (what the browser tests wait for)", () => {
  it("counts a read a screen shows until its answer is in, and a write until it is done", async () => {
    const client = new QueryClient();
    const root = { dataset: {} as DOMStringMap };
    const stop = showFetching(client, root);
    expect(root.dataset.fetching).toBe("0");

    const answer = held<string>();
    const observer = new QueryObserver(client, { queryKey: ["shown"], queryFn: () => answer.promise });
    const unsubscribe = observer.subscribe(() => {});
    await ticks();
    expect(root.dataset.fetching).toBe("1");
    answer.resolve("in");
    await ticks();
    expect(root.dataset.fetching).toBe("0");

    const saved = held<string>();
    const write = client.getMutationCache().build(client, { mutationFn: () => saved.promise });
    const done = write.execute(undefined);
    await ticks();
    expect(root.dataset.fetching).toBe("1");
    saved.resolve("ok");
    await done;
    await ticks();
    expect(root.dataset.fetching).toBe("0");
    unsubscribe();
    stop();
  });

  it("does not count a background prefetch that no screen shows", async () => {
    const client = new QueryClient();
    const root = { dataset: {} as DOMStringMap };
    showFetching(client, root);
    const answer = held<string>();
    const prefetch = client.prefetchQuery({ queryKey: ["later"], queryFn: () => answer.promise });
    await ticks();
    expect(client.isFetching()).toBe(1);
    expect(root.dataset.fetching).toBe("0");
    answer.resolve("in");
    await prefetch;
  });
});
