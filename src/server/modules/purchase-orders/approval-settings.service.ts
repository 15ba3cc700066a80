import type { FastifyRequest } from "fastify";
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { purchaseOrderApprovalBands, systemSettings } from "../../db/schema/index";
import { audit } from "../../platform/audit";
import { badRequest } from "../../platform/errors";
import { requireUser } from "../../platform/access";
import { ADMIN_ROLE, REQUESTABLE_ROLES } from "@shared/identity/roles";
import { formatMoneyText } from "@shared/common/money";
import type { ApprovalSettings, ApprovalSettingsInput } from "@shared/purchase-orders/purchase-order";
import { DEFAULT_APPROVAL_BANDS, DEFAULT_APPROVAL_THRESHOLD, type ApprovalBand } from "@shared/rules/purchase-order-status";

type Exec = Db | Tx;

/** The company's threshold lives in system_settings under this key (decision 0029); absent means the spec's £10,000.00. */
export const THRESHOLD_KEY = "purchase_orders.approval_threshold";

export async function approvalThreshold(db: Exec): Promise<string> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, THRESHOLD_KEY));
  return row?.value ?? DEFAULT_APPROVAL_THRESHOLD;
}

/**
 * The role bands. Bootstrap seeds the defaults; an installation bootstrapped before purchase orders
 * existed has no rows, and then the defaults apply until the administrator saves bands of their own.
 */
export async function approvalBands(db: Exec): Promise<ApprovalBand[]> {
  const rows = await db.select().from(purchaseOrderApprovalBands).orderBy(asc(purchaseOrderApprovalBands.id));
  return rows.length ? rows.map((r) => ({ role: r.role, maxAmount: r.maxAmount })) : [...DEFAULT_APPROVAL_BANDS];
}

/** Roles a band may name: every role but Admin, who approves any amount anyway. */
const BAND_ROLES: readonly string[] = REQUESTABLE_ROLES;

export async function getApprovalSettings(db: Exec): Promise<ApprovalSettings> {
  return { threshold: await approvalThreshold(db), bands: await approvalBands(db), roles: [...BAND_ROLES] };
}

/** PUT /api/purchase-orders/approval-settings: the whole set replaced, in one transaction, audited. */
export async function saveApprovalSettings(db: Db, request: FastifyRequest, input: ApprovalSettingsInput): Promise<ApprovalSettings> {
  const user = requireUser(request);
  const seen = new Set<string>();
  input.bands.forEach((b, i) => {
    if (b.role === ADMIN_ROLE) throw badRequest("The Admin role approves any amount and needs no band", `bands.${i}.role`);
    if (!BAND_ROLES.includes(b.role)) throw badRequest(`Unknown role: ${b.role}`, `bands.${i}.role`);
    if (seen.has(b.role)) throw badRequest(`${b.role} has more than one band`, `bands.${i}.role`);
    seen.add(b.role);
  });
  await db.transaction(async (tx) => {
    const before = await getApprovalSettings(tx);
    await tx
      .insert(systemSettings)
      .values({ key: THRESHOLD_KEY, value: input.threshold })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: input.threshold } });
    await tx.delete(purchaseOrderApprovalBands);
    if (input.bands.length)
      await tx.insert(purchaseOrderApprovalBands).values(input.bands.map((b) => ({ role: b.role, maxAmount: b.maxAmount, updatedBy: user.id })));
    const describe = (bands: readonly ApprovalBand[]) =>
      bands.map((b) => `${b.role} ${b.maxAmount === null ? "any amount" : formatMoneyText(b.maxAmount)}`).join("; ") || "none";
    await audit(tx, request, {
      action: "purchase_order_approval_settings_updated",
      description: `Purchase order approval: threshold ${formatMoneyText(input.threshold)}; bands: ${describe(input.bands)}`,
      entityType: "purchase_order_settings",
      category: "settings",
      metadata: { before, after: { threshold: input.threshold, bands: input.bands } },
    });
  });
  return getApprovalSettings(db);
}
