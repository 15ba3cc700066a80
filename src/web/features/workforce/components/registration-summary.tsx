import { cardSchemeLabel } from "@shared/workforce/worker";
import { ukDay } from "@shared/common/uk-dates";
import type { CardDraft } from "./registration-cards-fields";
import type { DetailKey, DetailValues } from "./registration-details-fields";

/** What a registration says, as the worker checks it before sending (and the site team reads it). */

export const DETAIL_LABELS: Record<DetailKey, string> = {
  salutation: "Title",
  firstName: "First name",
  lastName: "Last name",
  dateOfBirth: "Date of birth",
  nationalInsurance: "National Insurance number",
  email: "Email",
  mobilePhone: "Mobile",
  addressLine1: "Address",
  city: "Town or city",
  postcode: "Postcode",
  employer: "Employer",
  trade: "Trade",
  nextOfKin: "Next of kin",
  nextOfKinPhone: "Next of kin mobile",
  medicalConditions: "Medical conditions",
  allergies: "Allergies",
};

/** The details given, in the form's order; blank ones are left out. */
export function DetailsList({ details }: { details: Partial<Record<DetailKey, string | null>> }) {
  const rows = (Object.keys(DETAIL_LABELS) as DetailKey[]).filter((k) => details[k]);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map((k) => (
        <div key={k} className="contents">
          <dt className="text-slate-600">{DETAIL_LABELS[k]}</dt>
          <dd className="font-medium break-words">{k === "dateOfBirth" ? ukDay(details[k]) : details[k]}</dd>
        </div>
      ))}
    </dl>
  );
}

export const cardLine = (c: { schemeIdentifier: string; cardNumber: string; cardTypeName?: string | null; expiryDate?: string | null }) =>
  [`${cardSchemeLabel(c.schemeIdentifier).split(" (")[0]} ${c.cardNumber}`, c.cardTypeName, c.expiryDate ? `expires ${ukDay(c.expiryDate)}` : null]
    .filter(Boolean)
    .join(", ");

export function RegistrationSummary({ details, cards, induction }: { details: DetailValues; cards: CardDraft[]; induction: string | null }) {
  return (
    <div className="grid gap-4">
      <section aria-labelledby="check-details" className="grid gap-2">
        <h3 id="check-details" className="font-semibold">
          Your details
        </h3>
        <DetailsList details={details} />
      </section>
      <section aria-labelledby="check-cards" className="grid gap-2">
        <h3 id="check-cards" className="font-semibold">
          Your cards
        </h3>
        {cards.length === 0 ? (
          <p className="text-sm text-slate-600">No cards</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {cards.map((c, i) => (
              <li key={i}>
                {cardLine(c)}
                {c.front || c.back ? ` (${[c.front && "front", c.back && "back"].filter(Boolean).join(" and ")} photographed)` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      {induction && (
        <section aria-labelledby="check-induction" className="grid gap-1">
          <h3 id="check-induction" className="font-semibold">
            Site induction
          </h3>
          <p className="text-sm">{induction}</p>
        </section>
      )}
    </div>
  );
}
