import { useRef, useState } from "react";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { ImagePlus, MessageSquare, Pencil, Plus, X } from "lucide-react";
import { TIME_SLOTS } from "@shared/diary/diary-comment";
import type { DiaryCommentView, DiaryDay, DiaryPhoto } from "@shared/diary/diary-entry";
import { RemoveIconButton } from "@web/components/forms/remove-button";
import { Button } from "@web/components/ui/button";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { errorText } from "@web/lib/api";
import { formatDateTime } from "@web/lib/format";
import { useCreateDiaryComment, useDeleteDiaryComment, useUpdateDiaryComment } from "../api/diary-comments";
import { useUploadProjectImage } from "../api/upload-project-image";
import { PHOTO_ACCEPT, imageProblem } from "../lib/diary-format";

export type CommentPermissions = PagePermissions & { canCreate: boolean };

const slotOptions = TIME_SLOTS.map((s) => ({ value: s, label: s }));

/** The day's comments by time slot, with photos; add, edit and delete in place. */
export function DayComments({ slug, day, permissions }: { slug: string; day: DiaryDay; permissions: CommentPermissions }) {
  const [adding, setAdding] = useState(false);
  const count = day.comments.reduce((n, s) => n + s.comments.length, 0);

  return (
    <section aria-label="Comments by time" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          <MessageSquare className="size-4 text-slate-500" aria-hidden="true" />
          Site notes {count > 0 && <span className="font-normal text-slate-500">({count})</span>}
        </h4>
        {permissions.canCreate && !adding && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add comment
          </Button>
        )}
      </div>
      {adding && <CommentEditor slug={slug} date={day.date} onDone={() => setAdding(false)} />}
      {count === 0 && !adding && <p className="text-sm text-slate-500">No comments for this day yet.</p>}
      {day.comments.map((slot) => (
        <div key={slot.timeSlot} className="grid gap-2 sm:grid-cols-[4.5rem_minmax(0,1fr)] sm:gap-3">
          <div className="text-xs font-semibold tracking-wide text-slate-500 uppercase sm:pt-2.5">{slot.timeSlot}</div>
          <ul className="grid gap-2">
            {slot.comments.map((c) => (
              <CommentItem key={c.id} slug={slug} comment={c} permissions={permissions} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function CommentItem({ slug, comment, permissions }: { slug: string; comment: DiaryCommentView; permissions: CommentPermissions }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteDiaryComment(slug);
  const mayDelete = canDeleteRecord(permissions, comment.userId);

  if (editing) {
    return (
      <li>
        <CommentEditor slug={slug} date={comment.date} comment={comment} onDone={() => setEditing(false)} />
      </li>
    );
  }

  return (
    <li className="rounded-md border border-slate-200 bg-slate-50/60 p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-xs text-slate-500">
          <span className="font-medium text-slate-700">{comment.author}</span> · {formatDateTime(comment.createdAt)}
          {comment.updatedBy && <> · edited by {comment.updatedBy}</>}
          {comment.recordType === "diary_entry" && <> · on an entry</>}
        </p>
        <div className="-mt-1 -mr-1 flex shrink-0">
          {permissions.canEdit && (
            <Button variant="ghost" size="icon" className="size-7" onClick={() => setEditing(true)} aria-label="Edit comment">
              <Pencil aria-hidden="true" />
            </Button>
          )}
          {mayDelete && <RemoveIconButton id={comment.id} remove={remove} noun="comment" from="the diary" className="text-red-700 hover:bg-red-50" />}
        </div>
      </div>
      <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{comment.comment}</p>
      {comment.photos.length > 0 && <PhotoStrip photos={comment.photos} />}
    </li>
  );
}

export function PhotoStrip({ photos, onRemove }: { photos: DiaryPhoto[]; onRemove?: (id: number) => void }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {photos.map((p) => (
        <li key={p.id} className="relative">
          <a
            href={p.url}
            target="_blank"
            rel="noreferrer"
            className="block size-16 overflow-hidden rounded-md border border-slate-200 bg-white sm:size-20"
            title={p.name}
          >
            <img src={p.url} alt={p.name} loading="lazy" className="size-full object-cover" />
          </a>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(p.id)}
              aria-label={`Remove ${p.name}`}
              className="absolute -top-1.5 -right-1.5 rounded-full bg-slate-900 p-0.5 text-white shadow hover:bg-red-600"
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function CommentEditor({ slug, date, comment, onDone }: { slug: string; date: string; comment?: DiaryCommentView; onDone: () => void }) {
  const [timeSlot, setTimeSlot] = useState(comment?.timeSlot ?? currentSlot());
  const [text, setText] = useState(comment?.comment ?? "");
  const [photos, setPhotos] = useState<DiaryPhoto[]>(comment?.photos ?? []);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateDiaryComment(slug);
  const update = useUpdateDiaryComment(slug);
  const upload = useUploadProjectImage(slug);
  const busy = create.isPending || update.isPending;

  const attach = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const problem = imageProblem(file);
      if (problem) {
        setError(problem);
        continue;
      }
      try {
        const saved = await upload.mutateAsync({ file, description: `Diary photo, ${date}` });
        setPhotos((list) => [...list, { id: saved.id, name: saved.originalName, url: saved.url }]);
      } catch (e) {
        setError(errorText(e, "The photo could not be uploaded"));
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  };

  const save = () => {
    if (!text.trim()) return setError("Comment is required");
    setError(null);
    const photoIds = photos.map((p) => p.id);
    const done = { onSuccess: onDone, onError: (e: unknown) => setError(errorText(e, "The comment could not be saved")) };
    if (comment) update.mutate({ id: comment.id, body: { comment: text, timeSlot, photos: photoIds } }, done);
    else create.mutate({ date, timeSlot, comment: text, photos: photoIds }, done);
  };

  const id = comment ? `comment-${comment.id}` : `comment-new-${date}`;
  return (
    <div className="grid gap-2 rounded-md border border-brand/40 bg-white p-3 shadow-sm">
      <div className="grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <label className="sr-only" htmlFor={`${id}-slot`}>
          Time slot
        </label>
        <Select id={`${id}-slot`} value={timeSlot} onChange={(e) => setTimeSlot(e.target.value)} options={slotOptions} />
        <label className="sr-only" htmlFor={`${id}-text`}>
          Comment
        </label>
        <Textarea
          id={`${id}-text`}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="What happened at this time on site?"
          aria-invalid={Boolean(error) || undefined}
        />
      </div>
      {photos.length > 0 && <PhotoStrip photos={photos} onRemove={(pid) => setPhotos((list) => list.filter((p) => p.id !== pid))} />}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          id={`${id}-photo`}
          onChange={(e) => attach(e.target.files)}
        />
        <Button type="button" variant="ghost" size="sm" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
          <ImagePlus aria-hidden="true" />
          {upload.isPending ? "Uploading..." : "Add photo"}
        </Button>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" size="sm" onClick={save} disabled={busy || upload.isPending}>
            {busy ? "Saving..." : comment ? "Save comment" : "Post comment"}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The slot for "now" within the site day, else General. */
function currentSlot(): string {
  const hour = new Date().getHours();
  return hour >= 8 && hour <= 18 ? `${String(hour).padStart(2, "0")}:00` : "General";
}
