import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AssetSafetyView, InspectionList } from "@shared/assets/asset-inspections";
import { assetInspectionsEndpoints } from "@shared/assets/asset-inspections.endpoints";
import { queryOf } from "@web/lib/api-client";
import { INSPECTIONS_PAGE_SIZE } from "../api/asset-inspections";
import { AssetInspectionsSection } from "./asset-inspections-section";
import { OutOfUseBanner } from "./out-of-use-banner";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const safety = (over: Partial<AssetSafetyView> = {}): AssetSafetyView => ({
  colour: "amber",
  label: "Safe to use: an inspection is due soon",
  reasons: ["Thorough examination (LOLER): due 08/12/2026"],
  standings: [{ kind: "thorough_examination", lastDay: "2026-05-12", dueDay: "2026-12-08", dueFor: "interval", state: "due_soon" }],
  outOfUse: null,
  hiredIn: false,
  canEdit: false,
  ...over,
});

const records: InspectionList = {
  items: [
    {
      id: 1,
      kind: "thorough_examination",
      day: "2026-05-12",
      result: "pass_with_defects",
      examinerName: "Priya Shah",
      examinerCompany: "Allianz Engineering Inspection",
      safeWorkingLoad: "4,000 kg at 0 m",
      defects: [{ description: "Boom wear pads worn", dangerous: false, repairBy: "2026-12-03" }],
      mayStayInUse: true,
      nextDueDay: "2026-12-08",
      project: null,
      bySupplier: false,
      reportDocument: null,
      notes: null,
      recordedBy: { id: 1, name: "Mia Manager" },
      createdAt: "2026-05-12T09:00:00.000Z",
    },
  ],
  page: 1,
  pageSize: INSPECTIONS_PAGE_SIZE,
  total: 1,
  pageCount: 1,
};

function render(node: React.ReactNode, s: AssetSafetyView) {
  const client = new QueryClient();
  client.setQueryData(queryOf(assetInspectionsEndpoints.safety, { params: { id: 5 } }).queryKey, s);
  client.setQueryData(queryOf(assetInspectionsEndpoints.list, { params: { id: 5 }, query: { page: 1, pageSize: INSPECTIONS_PAGE_SIZE } }).queryKey, records);
  return text(renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>));
}

describe("the asset's inspections", () => {
  it("shows each inspection it needs with its last and next day, and every record", () => {
    const html = render(<AssetInspectionsSection assetId={5} />, safety());
    expect(html).toContain("Inspections Safe to use: an inspection is due soon");
    expect(html).toContain("Thorough examination (LOLER) Due soon Last: 12/05/2026 · Next: 08/12/2026");
    expect(html).toContain("Passed with defects 12/05/2026 · Priya Shah, Allianz Engineering Inspection · next by 08/12/2026");
    expect(html).toContain("SWL: 4,000 kg at 0 m");
    expect(html).toContain("Boom wear pads worn (repair by 03/12/2026)");
    expect(html).not.toContain("Record inspection");
  });

  it("offers Record inspection to Assets edit, and says when nothing is required", () => {
    const html = render(<AssetInspectionsSection assetId={5} />, safety({ canEdit: true, standings: [], colour: "green", label: "Safe to use" }));
    expect(html).toContain("Record inspection");
    expect(html).toContain("No inspections are required of it yet");
  });
});

describe("the out-of-use banner", () => {
  const out = { reason: "Failed pre-use check: Seat belt: torn", since: "2026-11-28T08:15:00.000Z" };
  it("says Do not use with the reason; Clear for use only for those who may", () => {
    const reader = render(<OutOfUseBanner assetId={5} />, safety({ colour: "red", outOfUse: out }));
    expect(reader).toContain("Do not use: out of use Failed pre-use check: Seat belt: torn Since 28/11/2026 08:15");
    expect(reader).not.toContain("Clear for use");
    expect(render(<OutOfUseBanner assetId={5} />, safety({ colour: "red", outOfUse: out, canEdit: true }))).toContain("Clear for use");
  });
  it("shows nothing while the item is in use", () => {
    expect(render(<OutOfUseBanner assetId={5} />, safety())).toBe("");
  });
});
