import { Plus, Trash2 } from "lucide-react";
import { CARD_SCHEMES } from "@shared/workforce/worker";
import { MAX_REGISTRATION_CARDS } from "@shared/workforce/worker-registrations";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import type { FieldErrors } from "./registration-details-fields";

/**
 * The cards a worker adds from their own phone (issue 30): what they read off the card, and a photo
 * of each side taken with the phone's camera (`capture`), so the site team can check it before they arrive.
 */

export type CardDraft = { schemeIdentifier: string; cardNumber: string; cardTypeName: string; expiryDate: string; front: File | null; back: File | null };
export const emptyCard = (): CardDraft => ({ schemeIdentifier: "CSCS", cardNumber: "", cardTypeName: "", expiryDate: "", front: null, back: null });

type Props = { cards: CardDraft[]; errors: FieldErrors; onChange: (cards: CardDraft[]) => void };

export function RegistrationCardsFields({ cards, errors, onChange }: Props) {
  const set = (i: number, patch: Partial<CardDraft>) => onChange(cards.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  return (
    <div className="grid gap-4">
      {cards.length === 0 && <p className="text-sm text-slate-600">No cards added. Add your CSCS card, and your trade's card if you have one.</p>}
      {cards.map((c, i) => {
        const id = (k: string) => `card${i}-${k}`;
        return (
          <fieldset key={i} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
            <legend className="px-1 font-medium">Card {i + 1}</legend>
            <FormField label="Scheme" htmlFor={id("scheme")} error={errors[`cards.${i}.schemeIdentifier`]} required>
              <Select value={c.schemeIdentifier} onChange={(e) => set(i, { schemeIdentifier: e.target.value })} options={CARD_SCHEMES} />
            </FormField>
            <FormField label="Card number" htmlFor={id("number")} error={errors[`cards.${i}.cardNumber`]} required>
              <Input value={c.cardNumber} inputMode="text" autoCapitalize="characters" onChange={(e) => set(i, { cardNumber: e.target.value })} />
            </FormField>
            <FormField label="Card type" htmlFor={id("type")} error={errors[`cards.${i}.cardTypeName`]} hint="As printed, e.g. Blue: Skilled Worker">
              <Input value={c.cardTypeName} onChange={(e) => set(i, { cardTypeName: e.target.value })} />
            </FormField>
            <FormField label="Expiry date" htmlFor={id("expiry")} error={errors[`cards.${i}.expiryDate`]}>
              <Input type="date" value={c.expiryDate} onChange={(e) => set(i, { expiryDate: e.target.value })} />
            </FormField>
            {(["front", "back"] as const).map((side) => (
              <FormField key={side} label={`Photo of the ${side}`} htmlFor={id(side)} hint="Take it with your phone's camera, or choose a photo">
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-medium"
                  onChange={(e) => set(i, { [side]: e.target.files?.[0] ?? null })}
                />
              </FormField>
            ))}
            <div className="sm:col-span-2">
              <Button type="button" variant="outline" onClick={() => onChange(cards.filter((_, k) => k !== i))}>
                <Trash2 className="size-4" aria-hidden="true" />
                Remove card {i + 1}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {cards.length < MAX_REGISTRATION_CARDS && (
        <div>
          <Button type="button" variant="outline" onClick={() => onChange([...cards, emptyCard()])}>
            <Plus className="size-4" aria-hidden="true" />
            Add a card
          </Button>
        </div>
      )}
    </div>
  );
}
