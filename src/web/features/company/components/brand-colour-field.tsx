import { brandPalette, isValidHexColour, normaliseHex } from "@shared/rules/brand-colour";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

export interface BrandColourFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

const SUGGESTED = ["#0C6D52", "#1D4ED8", "#B45309", "#B91C1C", "#6D28D9", "#0F766E", "#334155", "#6b7280"];

/** Colour picker and hex input side by side, with the derived shades the app will use (product.md §9). */
export function BrandColourField({ value, onChange, onBlur, error, disabled }: BrandColourFieldProps) {
  const valid = isValidHexColour(value);
  const palette = brandPalette(valid ? value : null);
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="brandColor">Brand colour</Label>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick the brand colour"
              value={valid ? normaliseHex(value) : palette.brand}
              onChange={(e) => onChange(e.target.value.toUpperCase())}
              disabled={disabled}
              className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 disabled:cursor-not-allowed disabled:opacity-60"
            />
            <Input
              id="brandColor"
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
              disabled={disabled}
              maxLength={7}
              spellCheck={false}
              autoCapitalize="characters"
              className="font-mono uppercase"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "brandColor-hint brandColor-error" : "brandColor-hint"}
            />
          </div>
          <p id="brandColor-hint" className="text-xs text-slate-500">
            A hex colour such as #0C6D52. Buttons, links and highlights use it.
          </p>
          {error && (
            <p id="brandColor-error" role="alert" className="text-xs font-medium text-red-600">
              {error}
            </p>
          )}
        </div>
        {!disabled && (
          <div className="flex flex-wrap gap-2" role="group" aria-label="Suggested colours">
            {SUGGESTED.map((c) => (
              <button
                key={c}
                type="button"
                onClick={() => onChange(c)}
                title={c}
                aria-label={`Use ${c}`}
                className="size-7 rounded-full border-2 border-white shadow ring-1 ring-slate-300 transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-900"
                style={{ backgroundColor: c }}
              />
            ))}
          </div>
        )}
      </div>

      <div className="grid content-start gap-3" aria-label="Preview">
        <p className="text-sm font-medium text-slate-800">Preview</p>
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <div className="flex items-center justify-between px-4 py-3" style={{ backgroundColor: palette.brand, color: palette.foreground }}>
            <span className="text-sm font-semibold">Your company</span>
            <span className="rounded px-2 py-0.5 text-xs" style={{ backgroundColor: palette.dark }}>
              Active
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2 p-4">
            <span className="rounded-md px-3 py-1.5 text-sm font-medium shadow-sm" style={{ backgroundColor: palette.brand, color: palette.foreground }}>
              Button
            </span>
            <span className="rounded-md px-3 py-1.5 text-sm font-medium shadow-sm" style={{ backgroundColor: palette.dark, color: palette.foreground }}>
              Hover
            </span>
            <span className="text-sm font-medium underline underline-offset-4" style={{ color: palette.dark }}>
              A link
            </span>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-xs">
          {[
            ["Darker (−30%)", palette.dark],
            ["Brand", palette.brand],
            ["Lighter (+20%)", palette.light],
          ].map(([label, colour]) => (
            <div key={label} className="overflow-hidden rounded-md border border-slate-200">
              <dt className="px-2 pt-1.5 text-slate-500">
                <span className="-mx-2 -mt-1.5 mb-1.5 block h-10" style={{ backgroundColor: colour }} aria-hidden="true" />
                {label}
              </dt>
              <dd className="px-2 pb-1.5 font-mono text-slate-800 uppercase">{colour}</dd>
            </div>
          ))}
        </dl>
        {!valid && value !== "" && <p className="text-xs text-slate-500">Not a hex colour yet: the default grey is shown.</p>}
      </div>
    </div>
  );
}
