import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { WorkerDetail } from "@shared/workforce/worker";
import { CardStatusBadge } from "./worker-badges";
import { WorkerForm } from "./worker-form";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const form = (props: { worker?: WorkerDetail | null; personal: boolean; readOnly?: boolean }) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <WorkerForm worker={props.worker ?? null} personal={props.personal} readOnly={props.readOnly} onDone={() => undefined} onCancel={() => undefined} />
    </QueryClientProvider>,
  );

const PERSONAL_LABELS = ["National Insurance number", "UTR", "Bank details", "Tax code", "Medical conditions", "Allergies", "Medications"];

describe("the worker form", () => {
  it("has every section, and the personal boxes only when the form carries personal data (decision 0065)", () => {
    const withPersonal = text(form({ personal: true }));
    for (const section of ["Identity", "Contact", "Employment and rates", "Qualifications", "Compliance", "Next of kin and medical"])
      expect(withPersonal).toContain(section);
    for (const label of PERSONAL_LABELS) expect(withPersonal).toContain(label);
    const without = text(form({ personal: false }));
    for (const label of PERSONAL_LABELS) expect(without).not.toContain(label);
    expect(without).toContain("Next of kin mobile");
  });

  it("is read-only, without a save, for a role that may only view", () => {
    const html = form({ personal: false, readOnly: true });
    expect(html).toMatch(/<fieldset[^>]*disabled/);
    expect(text(html)).not.toContain("Add worker");
  });
});

describe("a worker's card status", () => {
  it("shows Expired when their card has run out, and No card without one", () => {
    expect(text(renderToStaticMarkup(<CardStatusBadge status="expired" />))).toBe("Expired");
    expect(text(renderToStaticMarkup(<CardStatusBadge status="expiring" />))).toBe("Expiring soon");
    expect(text(renderToStaticMarkup(<CardStatusBadge status="none" />))).toBe("No card");
  });
});
