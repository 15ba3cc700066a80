import { Mail, MapPin, Phone, User } from "lucide-react";
import type { SupplierDetail } from "@shared/suppliers/supplier";
import { formatCurrency, formatNumber } from "@shared/common/numbers";
import { Card, CardContent } from "@web/components/ui/card";
import { InsuranceFlag, RatingStars, SupplierStatusBadge } from "./supplier-badges";

/** The supplier's figures (derived, never typed) and its record: contact, terms, insurance. */
export function SupplierDetails({ supplier: s }: { supplier: SupplierDetail }) {
  const average = s.orderCount ? formatCurrency(averageOf(s.totalSpend, s.orderCount)) : "None yet";
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <SupplierStatusBadge status={s.status} />
        <span className="text-sm text-slate-600">{s.supplierTypeLabel}</span>
        {s.code && <span className="text-sm text-slate-500">· {s.code}</span>}
        <InsuranceFlag state={s.insuranceState} expiry={s.insuranceExpiry} long />
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Total spend" value={formatCurrency(s.totalSpend)} note={`${s.orderCount} ${s.orderCount === 1 ? "order" : "orders"} placed`} />
        <Figure label="Average order" value={average} note={`On ${s.contractCount} ${s.contractCount === 1 ? "contract" : "contracts"}`} />
        <Figure
          label="Performance"
          value={<RatingStars value={s.performanceRating} label="Performance" />}
          note={`Quality ${Number(s.qualityRating) ? s.qualityRating : "not rated"} · ${s.ratingCount} ${s.ratingCount === 1 ? "rating" : "ratings"}`}
        />
        <Figure
          label="Delivery"
          value={<RatingStars value={s.deliveryRating} label="Delivery" />}
          note={`From ${s.receiptCount} goods ${s.receiptCount === 1 ? "receipt" : "receipts"}`}
        />
      </dl>
      <Card>
        <CardContent className="grid gap-x-6 gap-y-4 pt-4 text-sm sm:grid-cols-2 sm:pt-6">
          <div className="grid gap-2">
            {s.contactPerson && <Line icon={User}>{s.contactPerson}</Line>}
            {s.phone && (
              <Line icon={Phone}>
                <a href={`tel:${s.phone.replace(/\s+/g, "")}`} className="text-brand hover:underline">
                  {s.phone}
                </a>
              </Line>
            )}
            {s.email && (
              <Line icon={Mail}>
                <a href={`mailto:${s.email}`} className="break-all text-brand hover:underline">
                  {s.email}
                </a>
              </Line>
            )}
            {(s.address || s.city || s.postcode) && (
              <Line icon={MapPin}>{[s.address, s.city, s.postcode, s.country !== "United Kingdom" ? s.country : null].filter(Boolean).join(", ")}</Line>
            )}
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
            <Term label="Payment terms" value={s.paymentTerms} />
            <Term label="Credit limit" value={s.creditLimit ? formatCurrency(s.creditLimit) : null} />
            <Term label="Discount" value={s.discountRate ? `${formatNumber(s.discountRate)}%` : null} />
            <Term label="Company no." value={s.companyNumber} />
            <Term label="VAT no." value={s.vatNumber} />
          </dl>
          <Tags label="Specialisations" items={s.specializations} />
          <Tags label="Certifications" items={s.certifications} />
          {s.notes && <p className="whitespace-pre-line text-slate-700 sm:col-span-2">{s.notes}</p>}
        </CardContent>
      </Card>
    </div>
  );
}

/** Spend ÷ orders to the nearest penny, in whole pence from the exact text. */
function averageOf(total: string, n: number): string {
  const [whole, fraction = ""] = total.split(".");
  const pence = BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
  const average = (pence * 2n + BigInt(n)) / (2n * BigInt(n));
  return `${average / 100n}.${String(average % 100n).padStart(2, "0")}`;
}

function Figure({ label, value, note }: { label: string; value: React.ReactNode; note: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-500">{note}</dd>
    </div>
  );
}

function Line({ icon: Icon, children }: { icon: typeof User; children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-slate-700">
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
      <span className="min-w-0">{children}</span>
    </p>
  );
}

function Term({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{value ?? <span className="text-slate-400">Not recorded</span>}</dd>
    </>
  );
}

function Tags({ label, items }: { label: string; items: string[] }) {
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-slate-500 uppercase">{label}</p>
      {items.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {items.map((t) => (
            <li key={t} className="rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-brand/30">
              {t}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-400">None recorded</p>
      )}
    </div>
  );
}
