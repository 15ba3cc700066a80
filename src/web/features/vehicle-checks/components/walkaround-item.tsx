import type { WalkaroundResult } from "@shared/vehicle-checks/walkaround";
import { CheckItem, DEFECT_CHOICE, NA_CHOICE, OK_CHOICE } from "@web/components/register/check-item";
import { DefectPhotoPicker } from "./defect-photo-picker";

/** One item as the driver answers it; a defect's photos wait on the phone until the check is recorded. */
export type WalkaroundAnswer = { key: string; label: string; result: WalkaroundResult | null; note: string; photos: File[] };

const CHOICES = [OK_CHOICE, DEFECT_CHOICE, NA_CHOICE] as const;

/** One item of the walkaround: its words, three thumb-sized answers, and for a defect its note and photos. */
export function WalkaroundItem({
  answer,
  onChange,
  error,
  noteError,
}: {
  answer: WalkaroundAnswer;
  onChange: (change: Partial<WalkaroundAnswer>) => void;
  error?: string;
  noteError?: string;
}) {
  return (
    <CheckItem
      label={answer.label}
      choices={CHOICES}
      result={answer.result}
      onResult={(result) => onChange({ result })}
      defect={answer.result === "defect"}
      note={answer.note}
      onNote={(note) => onChange({ note })}
      noteId={`walkaround-note-${answer.key}`}
      notePlaceholder="e.g. Nearside brake light out"
      error={error}
      noteError={noteError}
    >
      <DefectPhotoPicker label={answer.label} files={answer.photos} onChange={(photos) => onChange({ photos })} />
    </CheckItem>
  );
}
