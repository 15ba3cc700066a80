import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DocumentsPanel, ExpiryBadge, type RegisterDocument } from "./documents-panel";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const doc = (d: Partial<RegisterDocument>): RegisterDocument => ({
  id: 1,
  title: "LOLER examination",
  expiryDate: null,
  state: "none",
  href: "/files/1",
  ...d,
});
const panel = (documents: RegisterDocument[] | undefined, more: { error?: unknown; labels?: Record<string, string> } = {}) =>
  renderToStaticMarkup(
    <DocumentsPanel
      documents={documents}
      isLoading={false}
      error={more.error ?? null}
      refetch={() => undefined}
      errorTitle="The certificates could not be loaded"
      empty="No certificates yet."
      labels={more.labels}
    />,
  );

describe("a register's documents with expiry", () => {
  it("says each state in words, in its colour, with a warning sign while running out or expired", () => {
    expect(text(renderToStaticMarkup(<ExpiryBadge state="expired" />))).toBe("Expired");
    expect(renderToStaticMarkup(<ExpiryBadge state="expired" />)).toContain("lucide-triangle-alert");
    expect(text(renderToStaticMarkup(<ExpiryBadge state="expiring">Insurance expiring</ExpiryBadge>))).toBe("Insurance expiring");
    expect(renderToStaticMarkup(<ExpiryBadge state="valid" />)).not.toContain("lucide-triangle-alert");
  });

  it("lists each document's dates, its state and the file, in the screen's words for the state", () => {
    const t = text(
      panel(
        [
          doc({ id: 1, reference: "C-12", issuedBy: "Allianz", issuedDate: "2025-12-01", expiryDate: "2026-12-01", state: "expiring" }),
          doc({ id: 2, title: "Operator card" }),
        ],
        { labels: { expiring: "Expires within 30 days" } },
      ),
    );
    expect(t).toContain("LOLER examination · C-12 Allianz · Issued 01/12/2025 · Expires 01/12/2026 Expires within 30 days View Download");
    expect(t).toContain("Operator card No expiry date View Download");
  });

  it("has an empty and a failed state", () => {
    expect(text(panel([]))).toBe("No certificates yet.");
    expect(text(panel(undefined, { error: new Error("down") }))).toContain("The certificates could not be loaded");
  });
});
