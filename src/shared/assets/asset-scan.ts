import { z } from "zod";
import { labelled } from "../common/labelled";
import { isoDay, timestamp } from "../common/wire";
import { INSPECTION_KINDS, SAFE_COLOURS } from "../rules/inspections";

/**
 * What an asset's QR label opens (issue 32, "QR labels and the scan"): `/a/<token>`, the token an
 * unguessable random string (never the asset's id). Anyone with the label may read whether the item
 * is safe to use, with no account; the answer says that and nothing else about the item: no name,
 * serial, place or holder (the issue: "no other data"). Signed in with Assets view, the same token
 * finds the asset, so the page can offer its actions.
 */

export const ASSET_LABEL_NOT_VALID = "This label is no longer valid: it has been replaced, or the item has left the register. Ask the site team.";
export const ASSET_SCAN_TOO_MANY = (wait: string) => `Too many scans from this connection: try again in ${wait}`;

/** The app's address a label's QR opens: short, so the code stays small and easy to read. */
export const assetScanPath = (token: string) => `/a/${token}`;

/** A label's token: 32 base64url characters as issued; anything else is no label's. */
const labelToken = z
  .string({ error: ASSET_LABEL_NOT_VALID })
  .regex(/^[A-Za-z0-9_-]{1,100}$/, ASSET_LABEL_NOT_VALID)
  .describe("The token of the label's QR code");
export const assetTokenParams = z.object({ token: labelToken });
/** `?token=`: a query, not a path segment, so `/api/assets/by-token` is never read as an asset's `/:id/…` route. */
export const assetTokenQuery = z.object({ token: labelToken });

/** How one inspection stands today: in date, due within its warning window, overdue, or never done. */
export const SCAN_INSPECTION_STATES = ["ok", "due_soon", "overdue", "never"] as const;
export type ScanInspectionState = (typeof SCAN_INSPECTION_STATES)[number];

export const assetScanSchema = z
  .object({
    colour: z.enum(SAFE_COLOURS),
    /** SAFE_COLOUR_LABELS: the colour in words, never the colour alone. */
    words: z.string(),
    /** Why it is amber or red, worst first, each in words ("Thorough examination (LOLER) overdue: due 12/03/2026"). */
    reasons: z.array(z.string()),
    /** Each inspection the item needs, with its last and next day. */
    inspections: z.array(
      z.object({
        kind: z.enum(INSPECTION_KINDS),
        name: z.string(),
        lastDay: isoDay.nullable(),
        nextDay: isoDay.nullable(),
        state: z.enum(SCAN_INSPECTION_STATES),
      }),
    ),
    outOfUse: z.boolean(),
    outOfUseSince: timestamp.nullable(),
  })
  .meta({ id: "AssetScan" });
export type AssetScan = z.output<typeof assetScanSchema>;

/** Signed in: the asset a label belongs to, to open it. */
export const assetByTokenSchema = z.object({ id: z.number().int() }).meta({ id: "AssetByToken" });

/**
 * What the scan page offers a signed-in reader, each a link to the asset's page with `?do=` naming
 * it: the asset page opens that action's dialog (check-out, check-in, the pre-use check, a move to a
 * contract, a defect report), so a scan is two taps from the form.
 */
export const { values: ASSET_PAGE_ACTIONS, labels: ASSET_PAGE_ACTION_LABELS } = labelled({
  checkout: "Check out",
  checkin: "Check in",
  check: "Pre-use check",
  move: "Move to a contract",
  defect: "Report a defect",
});
export type AssetPageAction = (typeof ASSET_PAGE_ACTIONS)[number];

/** The asset's page, opening on an action when one is named. */
export const assetPagePath = (id: number, action?: AssetPageAction) => `/assets/edit/${id}${action ? `?do=${action}` : ""}`;
