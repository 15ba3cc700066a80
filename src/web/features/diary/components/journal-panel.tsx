import { useRef, useState } from "react";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { ImagePlus, NotebookPen, Send, X } from "lucide-react";
import type { JournalMessageView } from "@shared/diary/journal";
import { JOURNAL_PANEL_PAGE } from "@shared/diary/side-column";
import { QueryBody, ShowMore, useGrowingPage } from "@web/components/forms/query-body";
import { RemoveIconButton } from "@web/components/forms/remove-button";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { Textarea } from "@web/components/ui/textarea";
import { errorText } from "@web/lib/api";
import { userInitials } from "@web/lib/initials";
import { formatDateTime } from "@web/lib/format";
import { useDeleteJournalMessage, useJournal, usePostJournalMessage } from "../api/journal";
import { useUploadProjectImage, type UploadedFile } from "../api/upload-project-image";
import { PHOTO_ACCEPT, imageProblem } from "../lib/diary-format";
import { JOURNAL_COMPOSER_ID } from "../lib/journal-composer";

export type JournalPermissions = PagePermissions & { canCreate: boolean };

/** The project journal: short messages, newest first, each with an optional image. */
export function JournalPanel({ slug, permissions }: { slug: string; permissions: JournalPermissions }) {
  const page = useGrowingPage(JOURNAL_PANEL_PAGE);
  const journal = useJournal(slug, page.size);
  const items = journal.data?.items ?? [];
  const total = journal.data?.total ?? 0;

  return (
    <Card>
      <CardIconHeader icon={NotebookPen} title="Project journal" description="Quick notes for the team: decisions, visits, reminders." />
      <CardContent className="grid gap-4">
        {permissions.canCreate && <Composer slug={slug} />}
        <QueryBody
          read={journal}
          rows={["h-14", "h-14"]}
          gap="gap-3"
          errorTitle="The journal could not be loaded"
          empty={
            items.length === 0 && <p className="text-sm text-slate-500">No journal messages yet.{permissions.canCreate ? " Write the first one above." : ""}</p>
          }
        >
          <ul className="grid gap-3">
            {items.map((m) => (
              <Message key={m.id} slug={slug} message={m} canDelete={canDeleteRecord(permissions, m.userId)} />
            ))}
          </ul>
        </QueryBody>
        <ShowMore shown={items.length} total={total} page={page} fetching={journal.isFetching} label="Show older" />
      </CardContent>
    </Card>
  );
}

function Message({ slug, message, canDelete }: { slug: string; message: JournalMessageView; canDelete: boolean }) {
  const remove = useDeleteJournalMessage(slug);
  return (
    <li className="flex gap-2.5">
      <span
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-200 text-[0.65rem] font-semibold text-slate-700"
        aria-hidden="true"
      >
        {userInitials(message.author)}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="text-xs text-slate-500">
            <span className="font-medium text-slate-800">{message.author}</span> · {formatDateTime(message.createdAt)}
          </p>
          {canDelete && (
            <RemoveIconButton id={message.id} remove={remove} noun="message" from="the journal" className="-mt-1 text-slate-500 hover:text-red-700" />
          )}
        </div>
        <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{message.message}</p>
        {message.imageUrl && (
          <a
            href={message.imageUrl}
            target="_blank"
            rel="noreferrer"
            className="mt-2 block w-fit max-w-full overflow-hidden rounded-md border border-slate-200"
          >
            <img src={message.imageUrl} alt={message.imageName ?? "Journal image"} loading="lazy" className="max-h-48 w-auto object-cover" />
          </a>
        )}
      </div>
    </li>
  );
}

function Composer({ slug }: { slug: string }) {
  const [text, setText] = useState("");
  const [image, setImage] = useState<UploadedFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const post = usePostJournalMessage(slug);
  const upload = useUploadProjectImage(slug);

  const attach = (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return setError(problem);
    setError(null);
    upload.mutate({ file, description: "Journal image" }, { onSuccess: setImage, onError: (e) => setError(errorText(e, "The image could not be uploaded")) });
    if (fileInput.current) fileInput.current.value = "";
  };

  const send = () => {
    if (!text.trim()) return setError("Message is required");
    setError(null);
    post.mutate(
      { message: text, imageFileId: image?.id ?? null },
      {
        onSuccess: () => {
          setText("");
          setImage(null);
        },
        onError: (e) => setError(errorText(e, "The message could not be posted")),
      },
    );
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={JOURNAL_COMPOSER_ID} className="sr-only">
        New journal message
      </label>
      <Textarea
        id={JOURNAL_COMPOSER_ID}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) send();
        }}
        placeholder="Write a note for the team…"
        aria-invalid={Boolean(error) || undefined}
      />
      {image && (
        <div className="flex items-center gap-2 text-xs text-slate-600">
          <img src={image.url} alt="" className="size-10 rounded border border-slate-200 object-cover" />
          <span className="min-w-0 flex-1 truncate">{image.originalName}</span>
          <Button variant="ghost" size="icon" className="size-7" onClick={() => setImage(null)} aria-label="Remove image">
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
      <div className="flex items-center justify-between gap-2">
        <HiddenFileInput ref={fileInput} accept={PHOTO_ACCEPT} onPick={(files) => attach(files?.[0])} />
        <Button type="button" variant="ghost" size="sm" onClick={() => fileInput.current?.click()} disabled={upload.isPending || Boolean(image)}>
          <ImagePlus aria-hidden="true" />
          {upload.isPending ? "Uploading..." : "Image"}
        </Button>
        <Button type="button" size="sm" onClick={send} disabled={post.isPending || upload.isPending}>
          <Send aria-hidden="true" />
          {post.isPending ? "Posting..." : "Post"}
        </Button>
      </div>
    </div>
  );
}
