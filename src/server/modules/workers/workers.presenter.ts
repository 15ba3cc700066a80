import { expiryState } from "@shared/common/expiry";
import { qrPath } from "@shared/workforce/worker-id-card";
import { cardSchemeLabel, PERSONAL_FIELDS, type CardStatus, type WorkerCardView, type WorkerDetail, type WorkerSummary } from "@shared/workforce/worker";
import { inductionExpiry, type TradeRuleState } from "@shared/workforce/card-rules";
import type { WorkerTradeRule } from "@shared/workforce/trade-card-rules";
import { rightToWorkMethodLabel, rightToWorkState, type RightToWorkCheckView } from "@shared/workforce/right-to-work";
import type { CardWithChecker, ListedWorker, WorkerRow } from "./workers.repository";

/**
 * A worker's card status by the one expiry rule over their earliest expiry (the repository's filter
 * says the same in SQL): none without a card, and a card with no expiry date counts as valid.
 */
export function cardStatus(cardCount: number, earliestExpiry: string | null, today: string): CardStatus {
  if (cardCount === 0) return "none";
  const state = expiryState(earliestExpiry, today);
  return state === "none" ? "valid" : state;
}

/**
 * Inducted: the worker's induction date (their latest pass not rejected, induction-results.store.ts) is
 * still within the company's validity period on `today`; the register's filter says the same in SQL.
 */
export const inductedOn = (inductionDate: string | null, today: string, validityDays: number) =>
  inductionDate !== null && inductionExpiry(inductionDate, validityDays) >= today;

export function presentSummary(w: ListedWorker, today: string, tradeRuleState: TradeRuleState, validityDays: number): WorkerSummary {
  return {
    id: w.id,
    workerId: w.workerId,
    firstName: w.firstName,
    lastName: w.lastName,
    employer: w.employer,
    trade: w.trade,
    jobTitle: w.jobTitle,
    mobilePhone: w.mobilePhone,
    email: w.email,
    employmentStatus: w.employmentStatus,
    active: w.active,
    inductionCompleted: inductedOn(w.inductionDate, today, validityDays),
    inductionDate: w.inductionDate,
    rightToWork: w.rightToWork,
    rightToWorkState: rightToWorkState(w, today),
    cardCount: w.cardCount,
    cardStatus: cardStatus(w.cardCount, w.nextCardExpiry, today),
    nextCardExpiry: w.nextCardExpiry,
    tradeRuleState,
  };
}

/** The worker's last right to work check (issue 31): who by name, null once that user is gone. */
export function presentRightToWork(w: WorkerRow, checkerName: string | null, today: string): RightToWorkCheckView {
  return {
    state: rightToWorkState(w, today),
    method: w.rightToWorkMethod,
    methodLabel: w.rightToWorkMethod ? rightToWorkMethodLabel(w.rightToWorkMethod) : null,
    checkedOn: w.rightToWorkCheckedOn,
    checkedBy: w.rightToWorkCheckedBy !== null && checkerName ? { id: w.rightToWorkCheckedBy, name: checkerName } : null,
    followUpOn: w.rightToWorkFollowUp,
  };
}

/** The side's content route; the file's id keeps a replaced photo from showing the old one. */
const photoUrl = (workerId: number, cardId: number, side: string, fileId: number | null) =>
  fileId === null ? null : `/api/workers/${workerId}/cards/${cardId}/photos/${side}?v=${fileId}`;

/** The worker's cards less those renewed (workers.repository.ts refreshRenewals): what sets their status and shows on their ID card. */
export function currentCards<T extends { card: { renewed: boolean } }>(cards: readonly T[]): T[] {
  return cards.filter((c) => !c.card.renewed);
}

export function presentCard({ card, checkerName }: CardWithChecker, today: string): WorkerCardView {
  return {
    id: card.id,
    schemeIdentifier: card.schemeIdentifier,
    schemeLabel: cardSchemeLabel(card.schemeIdentifier),
    cardNumber: card.cardNumber,
    expiryDate: card.expiryDate,
    expiryState: expiryState(card.expiryDate, today),
    renewed: card.renewed,
    validated: card.validated,
    validationDate: card.validationDate,
    validationMethod: card.validationMethod,
    validationResult: card.validationResult === "valid" || card.validationResult === "invalid" ? card.validationResult : null,
    checkedBy: card.checkedBy !== null && checkerName ? { id: card.checkedBy, name: checkerName } : null,
    customerName: card.customerName,
    cardTypeName: card.cardTypeName,
    cardSerial: card.cardSerial,
    registrationNumber: card.registrationNumber,
    qualificationType: card.qualificationType,
    qualificationDetails: card.qualificationDetails,
    frontPhotoUrl: photoUrl(card.workerId, card.id, "front", card.frontPhotoFileId),
    backPhotoUrl: photoUrl(card.workerId, card.id, "back", card.backPhotoFileId),
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
}

/**
 * One worker with their cards. Personal data (decision 0065) is left out, its keys absent, unless the
 * reader has Workforce edit (`personal`).
 */
export function presentDetail(
  w: WorkerRow,
  cards: CardWithChecker[],
  tradeRule: WorkerTradeRule,
  today: string,
  personal: boolean,
  validityDays: number,
  rightToWorkChecker: string | null = null,
): WorkerDetail {
  const current = currentCards(cards);
  const dated = current.map((c) => c.card.expiryDate).filter((d): d is string => d !== null);
  const nextCardExpiry = dated.length ? dated.reduce((a, b) => (a < b ? a : b)) : null;
  const detail: WorkerDetail = {
    ...presentSummary({ ...w, cardCount: cards.length, nextCardExpiry }, today, tradeRule.state, validityDays),
    salutation: w.salutation,
    nationality: w.nationality,
    dateOfBirth: w.dateOfBirth,
    nationalInsurance: w.nationalInsurance,
    utr: w.utr,
    phoneNumber: w.phoneNumber,
    addressLine1: w.addressLine1,
    addressLine2: w.addressLine2,
    addressLine3: w.addressLine3,
    addressLine4: w.addressLine4,
    city: w.city,
    postcode: w.postcode,
    country: w.country,
    department: w.department,
    employmentType: w.employmentType,
    startDate: w.startDate,
    endDate: w.endDate,
    hourlyRate: w.hourlyRate,
    dayRate: w.dayRate,
    overtimeRate: w.overtimeRate,
    certifications: w.certifications,
    qualifications: w.qualifications,
    skillsTraining: w.skillsTraining,
    timekeepingScore: w.timekeepingScore,
    attendanceScore: w.attendanceScore,
    qualityScore: w.qualityScore,
    safetyScore: w.safetyScore,
    sickDaysTaken: w.sickDaysTaken,
    totalSickDays: w.totalSickDays,
    totalAbsences: w.totalAbsences,
    lateDays: w.lateDays,
    hoursWorked: w.hoursWorked,
    drivingLicense: w.drivingLicense,
    vehicleRegistration: w.vehicleRegistration,
    bankDetails: w.bankDetails,
    taxCode: w.taxCode,
    nextOfKin: w.nextOfKin,
    nextOfKinAddress: w.nextOfKinAddress,
    nextOfKinPhone: w.nextOfKinPhone,
    medicalConditions: w.medicalConditions,
    allergies: w.allergies,
    medications: w.medications,
    notes: w.notes,
    cards: cards.map((c) => presentCard(c, today)),
    tradeRule,
    rightToWorkCheck: presentRightToWork(w, rightToWorkChecker, today),
    // The file id names the version: a replaced photo is a new address, so the browser may cache each.
    photoUrl: w.profilePictureFileId ? `/api/workers/${w.id}/photo?v=${w.profilePictureFileId}` : null,
    qrPath: w.qrToken ? qrPath(w.qrToken) : null,
    qrIssuedAt: w.qrIssuedAt?.toISOString() ?? null,
    createdBy: w.createdBy,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
  if (!personal) for (const key of PERSONAL_FIELDS) delete detail[key];
  return detail;
}
