import { Suspense, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("@web/features/reports/api/send-error-report", () => ({ reportPreloadFailure: vi.fn(async () => undefined) }));
const { lazyScreen, loadScreens, preloadComponent } = await import("./lazy-screen");

const view = (Screen: ComponentType<{ who: string }>) =>
  renderToStaticMarkup(
    <Suspense fallback={<p>Loading</p>}>
      <Screen who="site manager" />
    </Suspense>,
  );
const Hello = ({ who }: { who: string }) => <h1>Hello, {who}</h1>;

describe("lazyScreen", () => {
  it("shows the loading state while the code downloads", () => {
    const Screen = lazyScreen("TestSlow", () => new Promise<{ default: typeof Hello }>(() => {}));
    expect(view(Screen)).toBe("<p>Loading</p>");
  });

  it("renders a screen whose code is in at once, with no loading state first", async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Screen = lazyScreen("TestHello", load);
    await loadScreens(["TestHello"]);
    // The first render: React.lazy would suspend here, its promise unread, and show the fallback.
    expect(view(Screen)).toBe("<h1>Hello, site manager</h1>");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits for the parts a screen's module registers as it loads", async () => {
    let Part: ComponentType<{ who: string }> | undefined;
    const Page = lazyScreen("TestPage", async () => {
      Part = lazyScreen("TestPart", async () => ({ default: Hello }));
      return { default: Hello };
    });
    await loadScreens(["TestPage", "TestPart", "NotAScreen"]);
    expect(view(Page)).toBe("<h1>Hello, site manager</h1>");
    expect(view(Part!)).toBe("<h1>Hello, site manager</h1>");
  });

  it("loads a failed screen afresh the next time it is asked for, rather than repeating the failure", async () => {
    const load = vi.fn().mockRejectedValue(new Error("Failed to fetch dynamically imported module"));
    const Screen = lazyScreen("TestFlaky", load);
    preloadComponent(Screen);
    await loadScreens(["TestFlaky"]);
    expect(load).toHaveBeenCalledTimes(3); // the first try and two retries
    load.mockResolvedValue({ default: Hello });
    await loadScreens(["TestFlaky"]);
    expect(view(Screen)).toBe("<h1>Hello, site manager</h1>");
  });
});
