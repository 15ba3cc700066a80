import { useState, type ReactNode } from "react";
import { CheckCircle2, ExternalLink, FileText, PlayCircle, XCircle } from "lucide-react";
import { inductionAttemptInput, type InductionAttemptInput, type InductionSection, type InductionToTake } from "@shared/workforce/inductions";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { SignaturePad } from "@web/components/forms/signature-pad";
import { errorText } from "@web/lib/api";

/**
 * Taking a site induction (issue 30): read the content, answer the test, sign the statement. The same
 * component serves the site's tablet (a worker's page) and the worker's own phone (registration before
 * arrival); the caller's `onSubmit` sends the attempt and answers the mark, which only the server knows.
 */
export type Mark = { score: number; passed: boolean; attemptsLeft?: number };

type Props = {
  induction: InductionToTake;
  /** Where an image or PDF of the content is read from (staff and public addresses differ). */
  fileHref: (fileId: number) => string;
  defaultName?: string;
  onSubmit: (attempt: InductionAttemptInput) => Promise<Mark>;
  /** Shown under a pass: what comes next (the registration's next step, closing the tablet's view). */
  afterPass?: ReactNode;
};

type Errors = Partial<Record<"answers" | "signedName" | "signature", string>>;

export function InductionTaker({ induction, fileHref, defaultName = "", onSubmit, afterPass }: Props) {
  const [step, setStep] = useState<"read" | "test">("read");
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => induction.questions.map(() => undefined));
  const [signedName, setSignedName] = useState(defaultName);
  const [signature, setSignature] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [mark, setMark] = useState<Mark | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const parsed = inductionAttemptInput.safeParse({ answers: answers.filter((a) => a !== undefined), signedName, signature });
    const found: Errors = {};
    if (answers.some((a) => a === undefined)) found.answers = "Answer every question";
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as keyof Errors;
      found[key] ??= issue.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setSending(true);
    setFailure(null);
    try {
      setMark(await onSubmit(parsed.data));
    } catch (e) {
      setFailure(errorText(e, "Your answers could not be sent. Please try again."));
    } finally {
      setSending(false);
    }
  };

  const retry = () => {
    setMark(null);
    setAnswers(induction.questions.map(() => undefined));
    setStep("read");
  };

  if (mark) return <Outcome mark={mark} passMark={induction.passMark} onRetry={retry} afterPass={afterPass} />;

  if (step === "read")
    return (
      <section aria-labelledby="induction-title" className="grid gap-4">
        <header className="grid gap-1">
          <h2 id="induction-title" className="text-xl font-semibold">
            {induction.title}
          </h2>
          {induction.contractName && <p className="text-sm text-slate-600">{induction.contractName}</p>}
        </header>
        {induction.sections.map((s, i) => (
          <Section key={i} section={s} href={fileHref} />
        ))}
        <div>
          <Button type="button" onClick={() => setStep("test")}>
            I have read this: answer the questions
          </Button>
        </div>
      </section>
    );

  return (
    <form
      aria-labelledby="induction-test-title"
      className="grid gap-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <header className="grid gap-1">
        <h2 id="induction-test-title" className="text-xl font-semibold">
          Questions: {induction.title}
        </h2>
        <p className="text-sm text-slate-600">
          {induction.questions.length} {induction.questions.length === 1 ? "question" : "questions"}; the pass mark is {induction.passMark} %.
        </p>
      </header>
      {induction.questions.map((q, qi) => (
        <fieldset key={qi} className="grid gap-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 font-medium">
            {qi + 1}. {q.question}
          </legend>
          {q.options.map((option, oi) => (
            <label key={oi} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
              <input
                type="radio"
                name={`question-${qi}`}
                className="size-5 accent-brand"
                checked={answers[qi] === oi}
                onChange={() => setAnswers((a) => a.map((v, i) => (i === qi ? oi : v)))}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
      ))}
      {errors.answers && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.answers}
        </p>
      )}
      <section aria-labelledby="sign-off-title" className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
        <h3 id="sign-off-title" className="font-semibold">
          Sign-off
        </h3>
        <p className="text-sm whitespace-pre-line">{induction.signOffStatement}</p>
        <FormField label="Your name" htmlFor="induction-signed-name" error={errors.signedName} required>
          <Input value={signedName} autoComplete="name" onChange={(e) => setSignedName(e.target.value)} />
        </FormField>
        <div className="grid gap-1.5">
          <span className="text-sm font-medium">Your signature</span>
          <SignaturePad
            value={signature}
            onChange={setSignature}
            invalid={!!errors.signature}
            describedBy={errors.signature ? "induction-signature-error" : undefined}
          />
          {errors.signature && (
            <p id="induction-signature-error" role="alert" className="text-xs font-medium text-red-600">
              {errors.signature}
            </p>
          )}
        </div>
      </section>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setStep("read")}>
          Back to the induction
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? "Sending..." : "Send my answers"}
        </Button>
      </div>
    </form>
  );
}

function Section({ section, href }: { section: InductionSection; href: (fileId: number) => string }) {
  return (
    <article className="grid gap-2 rounded-md border border-slate-200 p-3">
      <h3 className="font-semibold">{section.heading}</h3>
      {section.kind === "text" && <p className="text-sm whitespace-pre-line">{section.body}</p>}
      {section.kind === "image" && (
        <figure className="grid gap-1">
          <img src={href(section.fileId)} alt={section.caption || section.heading} loading="lazy" className="max-h-96 w-full rounded object-contain" />
          {section.caption && <figcaption className="text-xs text-slate-600">{section.caption}</figcaption>}
        </figure>
      )}
      {section.kind === "pdf" && (
        <a className="inline-flex items-center gap-2 text-sm font-medium text-brand underline" href={href(section.fileId)} target="_blank" rel="noreferrer">
          <FileText className="size-4" aria-hidden="true" />
          Open the document (PDF, opens in a new tab)
        </a>
      )}
      {section.kind === "video" && (
        <a className="inline-flex items-center gap-2 text-sm font-medium text-brand underline" href={section.url} target="_blank" rel="noreferrer noopener">
          <PlayCircle className="size-4" aria-hidden="true" />
          Watch the video (opens in a new tab)
          <ExternalLink className="size-3" aria-hidden="true" />
        </a>
      )}
    </article>
  );
}

function Outcome({ mark, passMark, onRetry, afterPass }: { mark: Mark; passMark: number; onRetry: () => void; afterPass?: ReactNode }) {
  if (mark.passed)
    return (
      <section role="status" className="grid gap-3 rounded-md border border-green-200 bg-green-50 p-4">
        <p className="flex items-center gap-2 text-lg font-semibold text-green-800">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          Induction passed: {mark.score} %
        </p>
        {afterPass}
      </section>
    );
  const left = mark.attemptsLeft;
  return (
    <section role="status" className="grid gap-3 rounded-md border border-red-200 bg-red-50 p-4">
      <p className="flex items-center gap-2 text-lg font-semibold text-red-800">
        <XCircle className="size-5" aria-hidden="true" />
        Not passed: {mark.score} % (the pass mark is {passMark} %)
      </p>
      {left === 0 ? (
        <p className="text-sm">No attempts left: the site manager will give you the induction in person.</p>
      ) : (
        <>
          {left !== undefined && (
            <p className="text-sm">
              {left} {left === 1 ? "attempt" : "attempts"} left. Read the induction again, then answer the questions.
            </p>
          )}
          <div>
            <Button type="button" onClick={onRetry}>
              Read it again and retry
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
