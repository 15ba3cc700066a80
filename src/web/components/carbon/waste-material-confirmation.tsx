import type { ComponentProps } from "react";
import { AlertTriangle } from "lucide-react";
import { Checkbox } from "@web/components/ui/checkbox";
import { cn } from "@web/lib/cn";

type ConfirmationProps = ComponentProps<"input"> & { id: string; code: string; material: string; expected: string[]; error?: string };

/** The waste and Scope 3 forms' visible confirm step when the chosen material is not the one the code names; the server refuses the save without it. */
export function MaterialConfirmation({ id, code, material, expected, error, className, ...checkbox }: ConfirmationProps) {
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className={cn("grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950", className)}
    >
      <p id={`${id}-title`} className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <span>
          <span className="font-semibold">
            {code} is {expected.join(" or ")}, not {material}.
          </span>{" "}
          The carbon is worked out with the factor of the material chosen, so check it before saving.
        </span>
      </p>
      <label className="flex items-start gap-2 font-medium">
        <Checkbox className="mt-0.5" id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...checkbox} />
        <span>Yes, this waste is {material}</span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
