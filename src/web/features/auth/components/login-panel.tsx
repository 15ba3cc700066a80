import { lazy, Suspense, useEffect, useState } from "react";
import { MailCheck } from "lucide-react";
import { Spinner } from "@web/components/ui/spinner";
import type { CurrentUser } from "../api/get-user";
import { LoginForm } from "./login-form";

// The forgot-password stages load when asked for, keeping the sign-in page's first download to the login form.
const ForgotPasswordForm = lazy(() => import("./forgot-password-form").then((m) => ({ default: m.ForgotPasswordForm })));
const loadResetForm = () => import("./reset-password-form");
const ResetPasswordForm = lazy(() => loadResetForm().then((m) => ({ default: m.ResetPasswordForm })));
const loading = <Spinner className="mx-auto my-8 text-slate-400" label="Loading" />;

/** product.md §9: the reset form appears 3000 ms after the reset-code request. */
export const RESET_FORM_DELAY_MS = 3000;

type Stage = { name: "login" } | { name: "request" } | { name: "sent"; message?: string } | { name: "reset" };

export type LoginPanelProps = { initialEmail?: string; onSignedIn: (user: CurrentUser) => void };

/**
 * The Login tab and its forgot-password stages (product.md §4): login form → reset-code request →
 * a 3-second confirmation → reset form with the email filled → back to login with the email filled.
 */
export function LoginPanel({ initialEmail = "", onSignedIn }: LoginPanelProps) {
  const [stage, setStage] = useState<Stage>({ name: "login" });
  const [email, setEmail] = useState(initialEmail);

  useEffect(() => {
    if (stage.name !== "sent") return;
    void loadResetForm(); // fetched during the 3-second confirmation, so the reset form opens at once
    const timer = setTimeout(() => setStage({ name: "reset" }), RESET_FORM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stage.name]);

  switch (stage.name) {
    case "request":
      return (
        <Suspense fallback={loading}>
          <ForgotPasswordForm
            defaultEmail={email}
            onBack={() => setStage({ name: "login" })}
            onSent={(sentTo, message) => {
              setEmail(sentTo);
              setStage({ name: "sent", message });
            }}
          />
        </Suspense>
      );
    case "sent":
      return <CodeSent email={email} message={stage.message} />;
    case "reset":
      return (
        <Suspense fallback={loading}>
          <ResetPasswordForm
            email={email}
            onCancel={() => setStage({ name: "login" })}
            onResend={() => setStage({ name: "request" })}
            onDone={(resetFor) => {
              setEmail(resetFor);
              setStage({ name: "login" });
            }}
          />
        </Suspense>
      );
    default:
      return (
        <LoginForm
          key={email}
          defaultEmail={email}
          onSignedIn={onSignedIn}
          onForgotPassword={(typed) => {
            setEmail(typed);
            setStage({ name: "request" });
          }}
        />
      );
  }
}

function CodeSent({ email, message }: { email: string; message?: string }) {
  // The bar fills over the 3-second wait, so the pause reads as progress rather than a stall.
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFilled(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div role="status" aria-live="polite" className="grid justify-items-center gap-3 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">Check your email</h2>
      <p className="max-w-sm text-sm text-slate-600">{message ?? "If an account with that email exists, a password reset code has been sent to it."}</p>
      <p className="text-sm font-medium break-all text-slate-900">{email}</p>
      <div className="mt-2 h-1 w-40 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand transition-[width] ease-linear"
          style={{ width: filled ? "100%" : "0%", transitionDuration: `${RESET_FORM_DELAY_MS}ms` }}
        />
      </div>
      <p className="text-xs text-slate-500">Opening the reset form…</p>
    </div>
  );
}
