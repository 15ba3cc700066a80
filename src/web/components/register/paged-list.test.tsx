import { renderToStaticMarkup } from "react-dom/server";
import { Package, Search } from "lucide-react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PagedList, RegisterResults, type PageQuery } from "./paged-list";

// The add link is a router Link, which reads the browser's address.
beforeAll(() => vi.stubGlobal("location", { pathname: "/widgets", search: "", hash: "", href: "http://localhost/widgets" }));
afterAll(() => vi.unstubAllGlobals());

type Row = { id: number; name: string };
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const page = (items: Row[], extra: Partial<NonNullable<PageQuery<Row>["data"]>> = {}) => ({ items, page: 1, pageCount: 1, total: items.length, ...extra });
const query = (q: Partial<PageQuery<Row>>): PageQuery<Row> => ({ isLoading: false, isFetching: false, error: null, refetch: () => undefined, ...q });

const view = (q: PageQuery<Row>, props: { filtered?: boolean; table?: boolean; pagerOnlyWhenPaged?: boolean } = {}) =>
  renderToStaticMarkup(
    <PagedList
      query={q}
      errorTitle="The widgets could not be loaded"
      filtered={props.filtered ?? false}
      empty={{ icon: Package, title: "No widgets yet", text: "Add the widgets you buy.", add: { to: "/widgets/new", label: "New widget" } }}
      noMatch={{ icon: Search, title: "No widgets match these filters", text: "Try another search." }}
      total={["widget", "widgets"]}
      itemKey={(r) => r.id}
      card={(r) => <p className="card">{r.name}</p>}
      table={
        props.table === false
          ? undefined
          : (items) => (
              <table>
                {items.map((r) => (
                  <tr key={r.id}>
                    <td>{r.name}</td>
                  </tr>
                ))}
              </table>
            )
      }
      onPage={() => undefined}
      pagerOnlyWhenPaged={props.pagerOnlyWhenPaged}
    />,
  );

describe("a register's paged list", () => {
  it("shows placeholders while the first page loads", () => {
    const html = view(query({ isLoading: true }));
    expect(html.match(/animate-pulse/g)).toHaveLength(3);
    expect(text(html)).toBe("");
  });

  it("says what failed and offers to try again when there is nothing to show", () => {
    const t = text(view(query({ error: new Error("Network down") })));
    expect(t).toContain("The widgets could not be loaded");
    expect(t).toContain("Try again");
  });

  it("keeps the rows it has when a later refetch fails", () => {
    const t = text(view(query({ data: page([{ id: 1, name: "Bracket" }]), error: new Error("Network down") })));
    expect(t).toContain("Bracket");
    expect(t).not.toContain("could not be loaded");
  });

  it("offers the first step on an empty register, but not when filters match nothing", () => {
    const empty = view(query({ data: page([]) }));
    expect(text(empty)).toContain("No widgets yet Add the widgets you buy. New widget");
    const none = view(query({ data: page([]) }), { filtered: true });
    expect(text(none)).toContain("No widgets match these filters Try another search.");
    expect(none).not.toContain("New widget");
    expect(empty).toContain('href="/widgets/new"');
  });

  it("gives the total, cards for a phone and a table above it, and the pager", () => {
    const html = view(query({ data: page([{ id: 1, name: "Bracket" }]) }));
    expect(text(html)).toMatch(/^1 widget Bracket Bracket Page 1 of 1/);
    expect(html).toContain('class="grid grid-cols-[minmax(0,1fr)] gap-3 md:hidden"');
    expect(html).toContain('class="hidden md:block"');
    const capped = view(query({ data: page([{ id: 1, name: "Bracket" }], { total: 10000, totalCapped: true, pageCount: 400 }) }));
    expect(text(capped)).toContain("10,000+ widgets");
    expect(text(capped)).toContain("Page 1 of 400+");
  });

  it("shows the cards at every width when there is no table, and can leave out a pager of one page", () => {
    const html = view(query({ data: page([{ id: 1, name: "Bracket" }]) }), { table: false, pagerOnlyWhenPaged: true });
    expect(html).not.toContain("md:hidden");
    expect(text(html)).not.toContain("Page 1 of 1");
    expect(text(view(query({ data: page([{ id: 1, name: "Bracket" }], { pageCount: 2 }) }), { pagerOnlyWhenPaged: true }))).toContain("Page 1 of 2");
  });
});

describe("a register's results", () => {
  const results = (q: PageQuery<Row>, more: { filtered?: boolean; canCreate?: boolean } = {}) =>
    text(
      renderToStaticMarkup(
        <RegisterResults
          list={q}
          filtered={more.filtered ?? false}
          onPage={() => undefined}
          canCreate={more.canCreate ?? true}
          nouns={["widget", "widgets"]}
          icon={Package}
          emptyText="Add the widgets you buy."
          add={{ to: "/widgets/new", label: "Add widget" }}
          tryAnother="Try another search."
          card={(r) => <p>{r.name}</p>}
          table={() => null}
        />,
      ),
    );

  it("words every state from its nouns, and offers the add page only to those who may create", () => {
    expect(results(query({ error: new Error("down") }))).toContain("The widgets could not be loaded");
    expect(results(query({ data: page([]) }))).toBe("No widgets yet Add the widgets you buy. Add widget");
    expect(results(query({ data: page([]) }), { canCreate: false })).toBe("No widgets yet Add the widgets you buy.");
    expect(results(query({ data: page([]) }), { filtered: true })).toBe("No widgets match these filters Try another search.");
    expect(
      results(
        query({
          data: page([
            { id: 1, name: "Bracket" },
            { id: 2, name: "Hinge" },
          ]),
        }),
      ),
    ).toMatch(/^2 widgets Bracket Hinge/);
  });
});
