import { useRef } from "react";
import { ImagePlus, Trash2 } from "lucide-react";
import { PHOTO_ACCEPT, fileSizeProblem } from "@shared/files/files";
import { CARD_SIDES, type CardSide } from "@shared/workforce/trade-card-rules.endpoints";
import type { WorkerCardView } from "@shared/workforce/worker";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api";
import { useAddCardPhoto, useRemoveCardPhoto } from "../api/trade-rules";

const SIDE_LABEL: Record<CardSide, string> = { front: "Front", back: "Back" };

/**
 * The photos of a card's two sides as thumbnails (each opens full size); an editor adds, replaces or
 * removes each side: on a phone the picker offers the camera.
 */
export function CardPhotos({ workerId, card, canEdit }: { workerId: number; card: WorkerCardView; canEdit: boolean }) {
  const urls: Record<CardSide, string | null> = { front: card.frontPhotoUrl, back: card.backPhotoUrl };
  if (!canEdit && !urls.front && !urls.back) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-3" aria-label={`Photos of card ${card.cardNumber}`}>
      {CARD_SIDES.map((side) => (
        <CardSidePhoto key={side} workerId={workerId} card={card} side={side} url={urls[side]} canEdit={canEdit} />
      ))}
    </div>
  );
}

function CardSidePhoto({
  workerId,
  card,
  side,
  url,
  canEdit,
}: {
  workerId: number;
  card: WorkerCardView;
  side: CardSide;
  url: string | null;
  canEdit: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAddCardPhoto(workerId);
  const remove = useRemoveCardPhoto(workerId);
  const name = `${SIDE_LABEL[side].toLowerCase()} of ${card.schemeIdentifier} card ${card.cardNumber}`;
  const failed = (title: string) => (e: unknown) => toast({ title, description: errorMessage(e, "Please try again."), variant: "destructive" });

  const onPick = (files: FileList | null, el: HTMLInputElement) => {
    const file = files?.[0];
    el.value = "";
    if (!file) return;
    const problem = fileSizeProblem(file);
    if (problem) return void toast({ title: "Photo not added", description: problem, variant: "destructive" });
    add.mutate({ cardId: card.id, side, file }, { onSuccess: () => toast({ title: "Photo added" }), onError: failed("Photo not added") });
  };
  const onRemove = async () => {
    if (!(await confirm({ title: `Remove the photo of the ${name}?`, confirmText: "Remove", variant: "destructive" }))) return;
    remove.mutate({ cardId: card.id, side }, { onError: failed("Photo not removed") });
  };

  return (
    <div className="grid justify-items-start gap-1">
      <span className="text-xs font-medium text-slate-600">{SIDE_LABEL[side]}</span>
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border border-slate-200 bg-white">
          <img src={url} alt={`Photo of the ${name}`} className="h-20 w-32 object-cover" loading="lazy" />
        </a>
      ) : (
        <span className="flex h-20 w-32 items-center justify-center rounded-md border border-dashed border-slate-300 text-xs text-slate-500">No photo</span>
      )}
      {canEdit && (
        <span className="flex items-center gap-1">
          <HiddenFileInput ref={input} accept={PHOTO_ACCEPT} capture="environment" onPick={onPick} />
          <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={add.isPending}>
            <ImagePlus aria-hidden="true" />
            {/* The name is the visible word and what it is for, so it always holds what shows ("Uploading..." too). */}
            {add.isPending ? "Uploading..." : url ? "Replace" : "Add"}
            <span className="sr-only">{` photo of the ${name}`}</span>
          </Button>
          {url && (
            <Button variant="ghost" size="icon" className="size-8" onClick={onRemove} disabled={remove.isPending} aria-label={`Remove photo of the ${name}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </span>
      )}
    </div>
  );
}
