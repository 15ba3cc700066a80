import { useRef, useState } from "react";
import { Camera, Trash2 } from "lucide-react";
import type { AccountUser } from "@shared/account/account";
import { IMAGE_ACCEPT, imageFileProblem } from "@shared/uploads/images";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { userInitials } from "@web/lib/initials";
import { profilePictureUrl, useRemoveProfilePicture, useUploadProfilePicture } from "../api/profile-picture";

/** First two characters of the name, else of the email (product.md §2.3). */

/** The user's picture (or initials), with upload, replace and remove. */
export function ProfilePictureCard({ user }: { user: AccountUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(() => Date.now());
  const [failed, setFailed] = useState<number | null>(null);
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  const busy = upload.isPending || remove.isPending;
  const hasPicture = Boolean(user.profilePicture);
  const showImage = hasPicture && failed !== version;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return void toast({ title: "Picture not uploaded", description: problem, variant: "destructive" });
    upload.mutate(file, {
      onSuccess: () => {
        setVersion(Date.now());
        toast({ title: "Profile picture updated" });
      },
      onError: (e) =>
        toast({ title: "Picture not uploaded", description: errorText(e, "Failed to upload your picture. Please try again."), variant: "destructive" }),
    });
  };

  const onRemove = async () => {
    if (
      !(await confirm({
        title: "Remove your profile picture?",
        description: "Your initials will show instead.",
        confirmText: "Remove picture",
        variant: "destructive",
      }))
    )
      return;
    remove.mutate(undefined, {
      onSuccess: () => {
        setVersion(Date.now());
        toast({ title: "Profile picture removed" });
      },
      onError: (e) =>
        toast({ title: "Picture not removed", description: errorText(e, "Failed to remove your picture. Please try again."), variant: "destructive" }),
    });
  };

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="relative flex size-32 items-center justify-center overflow-hidden rounded-full bg-brand text-3xl font-semibold text-brand-foreground ring-4 ring-white shadow-md">
        {showImage ? (
          <img src={profilePictureUrl(version)} alt="Your profile picture" className="size-full object-cover" onError={() => setFailed(version)} />
        ) : (
          <span aria-hidden="true">{userInitials(user)}</span>
        )}
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner label="Saving picture" />
          </div>
        )}
      </div>
      <div>
        <p className="font-semibold text-slate-900">{user.name}</p>
        <p className="text-sm text-slate-500">{user.role}</p>
      </div>
      <HiddenFileInput ref={input} accept={IMAGE_ACCEPT} onPick={(files) => onFile(files?.[0])} />
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          <Camera aria-hidden="true" />
          {hasPicture ? "Change picture" : "Upload picture"}
        </Button>
        {hasPicture && (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onRemove} className="text-red-600 hover:bg-red-50 hover:text-red-700">
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">PNG, JPEG or WebP, up to 2 MB.</p>
    </div>
  );
}
