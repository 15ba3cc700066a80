import { useState, type FormEvent } from "react";
import { MessageSquare, Pencil, SmilePlus, Trash2 } from "lucide-react";
import { commentContentField, REACTION_EMOJIS, type FileCommentView } from "@shared/files/files";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format";
import { useAddComment, useDeleteComment, useEditComment, useToggleReaction } from "../api/file-mutations";

const failed = (title: string) => (e: unknown) => toast({ title, description: errorMessage(e, "Please try again."), variant: "destructive" });

function CommentBox({
  initial = "",
  submitText,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  submitText: string;
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = commentContentField.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
      setText("");
      setError(undefined);
    } catch {
      /* the mutation's toast says why */
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Textarea
        aria-label={submitText === "Save" ? "Edit comment" : "Add a comment"}
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={2}
        maxLength={2000}
        placeholder="Add a comment"
      />
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving..." : submitText}
        </Button>
      </div>
    </form>
  );
}

function Reactions({ slug, comment, canReact }: { slug: string; comment: FileCommentView; canReact: boolean }) {
  const toggle = useToggleReaction(slug);
  const react = (emoji: string) => toggle.mutate({ commentId: comment.id, emoji }, { onError: failed("Reaction not saved") });
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {comment.reactions.map((r) => (
        <button
          key={r.emoji}
          type="button"
          disabled={!canReact || toggle.isPending}
          onClick={() => react(r.emoji)}
          aria-pressed={r.mine}
          aria-label={`${r.emoji} ${r.count}${r.mine ? ", including you" : ""}`}
          className={cn(
            "inline-flex h-7 items-center gap-1 rounded-full border px-2 text-xs transition-colors disabled:cursor-default",
            r.mine ? "border-brand bg-brand/10 font-semibold text-slate-900" : "border-slate-200 bg-white text-slate-700 enabled:hover:bg-slate-50",
          )}
        >
          <span aria-hidden="true">{r.emoji}</span>
          {r.count}
        </button>
      ))}
      {canReact && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <button
              type="button"
              className="inline-flex size-7 items-center justify-center rounded-full text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              aria-label="Add a reaction"
            >
              <SmilePlus className="size-4" aria-hidden="true" />
            </button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="min-w-0">
            <div className="grid grid-cols-4 gap-1">
              {REACTION_EMOJIS.map((emoji) => (
                <DropdownMenuItem
                  key={emoji}
                  onSelect={() => react(emoji)}
                  className="size-10 justify-center p-0 text-lg sm:py-0"
                  aria-label={`React ${emoji}`}
                >
                  {emoji}
                </DropdownMenuItem>
              ))}
            </div>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}

/** The conversation about a file: comments oldest first, each with its reactions; add; edit and delete as the server's canEdit and canDelete say (decision 0014). */
export function FileComments({ slug, fileId, comments, canComment }: { slug: string; fileId: number; comments: FileCommentView[]; canComment: boolean }) {
  const add = useAddComment(slug);
  const edit = useEditComment(slug);
  const remove = useDeleteComment(slug);
  const [editing, setEditing] = useState<number | null>(null);

  const onDelete = async (c: FileCommentView) => {
    const ok = await confirm({
      title: "Delete this comment?",
      description: "Its reactions go with it. This cannot be undone.",
      confirmText: "Delete comment",
      variant: "destructive",
    });
    if (ok) remove.mutate(c.id, { onSuccess: () => toast({ title: "Comment deleted" }), onError: failed("Comment not deleted") });
  };

  return (
    <section className="grid gap-3" aria-label="Comments">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <MessageSquare className="size-4 text-slate-500" aria-hidden="true" />
        Comments {comments.length > 0 && <span className="font-normal text-slate-500">({comments.length})</span>}
      </h3>
      {comments.length === 0 && <p className="text-sm text-slate-500">No comments yet.{canComment ? " Ask a question or note what it shows." : ""}</p>}
      <ol className="grid gap-3">
        {comments.map((c) => (
          <li key={c.id} className="rounded-md border border-slate-200 bg-slate-50/50 p-3">
            <div className="mb-1 flex items-start justify-between gap-2">
              <p className="min-w-0 text-xs">
                <span className="font-semibold text-slate-900">{c.user?.name ?? "Former user"}</span>{" "}
                <time className="text-slate-500" dateTime={c.createdAt}>
                  {formatDateTime(c.createdAt)}
                </time>
              </p>
              <div className="-mt-1 -mr-1 flex shrink-0">
                {c.canEdit && editing !== c.id && (
                  <Button variant="ghost" size="sm" className="size-7 px-0" aria-label="Edit comment" onClick={() => setEditing(c.id)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                )}
                {c.canDelete && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="size-7 px-0 text-slate-500 hover:text-red-600"
                    aria-label="Delete comment"
                    onClick={() => onDelete(c)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </div>
            {editing === c.id ? (
              <CommentBox
                initial={c.content}
                submitText="Save"
                onCancel={() => setEditing(null)}
                onSubmit={(content) => edit.mutateAsync({ id: c.id, content }, { onSuccess: () => setEditing(null), onError: failed("Comment not saved") })}
              />
            ) : (
              <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{c.content}</p>
            )}
            {(c.reactions.length > 0 || canComment) && (
              <div className="mt-2">
                <Reactions slug={slug} comment={c} canReact={canComment} />
              </div>
            )}
          </li>
        ))}
      </ol>
      {canComment && <CommentBox submitText="Comment" onSubmit={(content) => add.mutateAsync({ fileId, content }, { onError: failed("Comment not added") })} />}
    </section>
  );
}
