import { useState, type FormEvent } from "react";
import { Lock, LockOpen } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { errorMessage } from "@web/lib/api";
import { setGateLock } from "@web/lib/gate-lock";

/**
 * Locking a tablet to this gate, and unlocking it: whoever is signed in re-enters their password
 * (checked by the sign-in call: Sitebook has no separate "confirm your password" call).
 */
export function GateLock({ slug, locked, unlock }: { slug: string; locked: boolean; unlock: (password: string) => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!locked)
    return (
      <Button variant="outline" onClick={() => setGateLock(slug)}>
        <Lock /> Lock this device to this site
      </Button>
    );
  if (!asking)
    return (
      <Button variant="outline" onClick={() => setAsking(true)}>
        <LockOpen /> Unlock
      </Button>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      await unlock(password);
      setGateLock(null);
    } catch (err) {
      setError(errorMessage(err, "The password is not right"));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Unlock this device" className="flex flex-wrap items-end gap-2">
      <FormField label="Your password" htmlFor="gate-unlock-password" error={error ?? undefined}>
        <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
      </FormField>
      <Button type="submit" disabled={pending || !password}>
        Unlock
      </Button>
      <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </form>
  );
}
