import { useEffect, useRef, useState } from "react";
import { Check, Pencil, X } from "lucide-react";
import { ukStamp } from "@shared/common/uk-dates";
import { MATCHED_BY_LABELS, registrationDetailsSchema, type RegistrationView } from "@shared/workforce/worker-registrations";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { Link } from "@web/lib/router";
import { registrationPhotoHref, useDecideRegistration } from "../api/registrations";
import { RegistrationDetailsFields, detailsOf, errorsOf, type DetailValues, type FieldErrors } from "./registration-details-fields";
import { DetailsList, cardLine } from "./registration-summary";

/**
 * One registration as the site team reviews it (issue 30): what the worker sent, their card photos,
 * their induction score and signature, and the worker approval would update (found now). A manager
 * may correct the details, approve, or reject with a note.
 */
export function RegistrationReview({ registration: r, canEdit, onDone }: { registration: RegistrationView; canEdit: boolean; onDone: () => void }) {
  const decide = useDecideRegistration();
  const [editing, setEditing] = useState(false);
  const [details, setDetails] = useState<DetailValues>(() => detailsOf(r.details));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [note, setNote] = useState("");
  // NI, medical conditions and allergies come only to Workforce edit (decision 0065).
  const personal = "nationalInsurance" in r.details || "medicalConditions" in r.details || "allergies" in r.details;
  const name = `${r.details.firstName ?? ""} ${r.details.lastName ?? ""}`.trim();
  // On a phone the review opens under the list: bring it into view.
  const top = useRef<HTMLElement>(null);
  useEffect(() => top.current?.scrollIntoView({ block: "start" }), []);

  const send = (decision: "approve" | "reject") => {
    let corrected;
    if (decision === "approve" && editing) {
      const parsed = registrationDetailsSchema.safeParse(details);
      if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
      corrected = parsed.data;
    }
    if (decision === "reject" && !note.trim()) return setErrors({ note: "Say why the registration is rejected" });
    setErrors({});
    // Awaited rather than mutate's own callbacks: the save refreshes the list, which no longer holds a
    // decided registration, so this review unmounts before those callbacks would run (and they are dropped).
    decide.mutateAsync({ id: r.id, decision, note, details: corrected }).then(
      (saved) => {
        toast({
          title: "Success",
          description: decision === "approve" ? `${name} approved: their worker record is up to date` : `${name}'s registration rejected`,
        });
        if (saved.status !== "pending") onDone();
      },
      (e: unknown) => toast({ title: "Error", description: errorText(e, "Failed to save the decision"), variant: "destructive" }),
    );
  };

  return (
    <article ref={top} aria-labelledby={`registration-${r.id}`} className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`registration-${r.id}`} className="text-xl font-semibold break-words">
            {name}
          </h2>
          <p className="text-sm text-slate-600">
            {r.contractName} · sent {ukStamp(new Date(r.submittedAt))}
          </p>
        </div>
        <StatusBadge r={r} />
      </header>

      {r.status === "pending" && (
        <p className="rounded-md bg-slate-50 p-3 text-sm">
          {r.match ? (
            <>
              Approving updates{" "}
              <Link to={`/workforce/edit/${r.match.workerId}`} className="font-medium text-brand underline">
                {r.match.workerName}
              </Link>{" "}
              ({MATCHED_BY_LABELS[r.match.matchedBy].toLowerCase()}).
            </>
          ) : (
            "No worker in the register matches: approving adds a new worker."
          )}
        </p>
      )}
      {r.status !== "pending" && (
        <p className="text-sm">
          {r.status === "approved" ? "Approved" : "Rejected"} by {r.reviewedBy ?? "someone"}
          {r.reviewedAt ? ` on ${ukStamp(new Date(r.reviewedAt))}` : ""}
          {r.reviewNote ? `: ${r.reviewNote}` : ""}
          {r.workerId && (
            <>
              {" "}
              <Link to={`/workforce/edit/${r.workerId}`} className="font-medium text-brand underline">
                Open the worker
              </Link>
            </>
          )}
        </p>
      )}

      <section aria-label="Details" className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">Details</h3>
          {canEdit && r.status === "pending" && !editing && (
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Correct the details
            </Button>
          )}
        </div>
        {editing ? (
          <RegistrationDetailsFields
            values={details}
            errors={errors}
            personal={personal}
            idPrefix={`review-${r.id}`}
            onChange={(k, v) => setDetails((d) => ({ ...d, [k]: v }))}
          />
        ) : (
          <DetailsList details={r.details} />
        )}
      </section>

      <section aria-label="Cards" className="grid gap-2">
        <h3 className="font-semibold">Cards</h3>
        {r.cards.length === 0 && <p className="text-sm text-slate-600">No cards sent</p>}
        {r.cards.map((c, i) => (
          <div key={i} className="grid gap-2">
            <p className="text-sm font-medium">{cardLine(c)}</p>
            <div className="flex flex-wrap gap-2">
              {(["front", "back"] as const).map((side) => {
                const fileId = side === "front" ? c.frontPhotoFileId : c.backPhotoFileId;
                return fileId ? (
                  <a key={side} href={registrationPhotoHref(r.id, fileId)} target="_blank" rel="noreferrer">
                    <img
                      src={registrationPhotoHref(r.id, fileId)}
                      alt={`${side} of ${cardLine(c)}`}
                      className="h-28 w-44 rounded border border-slate-200 object-cover"
                    />
                  </a>
                ) : null;
              })}
            </div>
          </div>
        ))}
      </section>

      <section aria-label="Site induction" className="grid gap-2">
        <h3 className="font-semibold">Site induction</h3>
        {r.induction ? (
          <div className="grid gap-2 text-sm">
            <p>
              {r.induction.title}: <strong>{r.induction.passed ? "passed" : "not passed"}</strong> with {r.induction.score} %
              {r.induction.signedName ? `, signed by ${r.induction.signedName}` : ""}
            </p>
            {r.induction.signature && (
              <svg
                role="img"
                aria-label={`Signature of ${r.induction.signedName ?? name}`}
                viewBox="0 0 300 100"
                className="h-20 w-60 rounded border border-slate-200 bg-white"
              >
                <path d={r.induction.signature} fill="none" stroke="#111827" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-600">Not taken: the worker takes it on site.</p>
        )}
      </section>

      {canEdit && r.status === "pending" && (
        <section aria-label="Decision" className="grid gap-3 border-t border-slate-200 pt-4">
          <FormField label="Note" htmlFor={`note-${r.id}`} error={errors.note} hint="Needed to reject: the reason is kept with the registration.">
            <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={decide.isPending} onClick={() => send("approve")}>
              <Check aria-hidden="true" />
              Approve
            </Button>
            <Button type="button" variant="outline" disabled={decide.isPending} onClick={() => send("reject")}>
              <X aria-hidden="true" />
              Reject
            </Button>
          </div>
        </section>
      )}
    </article>
  );
}

export function StatusBadge({ r }: { r: Pick<RegistrationView, "status" | "match"> }) {
  if (r.status === "approved") return <Badge variant="success">Approved</Badge>;
  if (r.status === "rejected") return <Badge variant="destructive">Rejected</Badge>;
  return <Badge variant={r.match ? "info" : "warning"}>{r.match ? MATCHED_BY_LABELS[r.match.matchedBy] : "New worker"}</Badge>;
}
