import { useRef, useState } from "react";
import { ImageOff, ImageUp, Trash2 } from "lucide-react";
import { IMAGE_ACCEPT, imageFileProblem } from "@shared/uploads/images";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import type { CompanyProfile } from "@shared/company/company-profile";
import { logoUrl } from "../api/get-company-profile";
import { useRemoveCompanyLogo, useUploadCompanyLogo } from "../api/company-logo";

/** The uploaded logo with preview, replace and remove; saved at once, separately from the form. */
export function LogoUpload({ profile, canEdit }: { profile: CompanyProfile; canEdit: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const [broken, setBroken] = useState<string | null>(null);
  const src = logoUrl(profile);
  const busy = upload.isPending || remove.isPending;
  const showImage = src && broken !== src;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return void toast({ title: "Logo not uploaded", description: problem, variant: "destructive" });
    upload.mutate(file, {
      onSuccess: () => toast({ title: "Logo updated", description: "The new logo now shows in the sidebar." }),
      onError: (e) => toast({ title: "Logo not uploaded", description: errorText(e, "Failed to upload the logo. Please try again."), variant: "destructive" }),
    });
  };

  const onRemove = async () => {
    const ok = await confirm({
      title: "Remove the company logo?",
      description: "The sidebar will show the company's initials instead. You can upload a logo again at any time.",
      confirmText: "Remove logo",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: "Logo removed" }),
      onError: (e) => toast({ title: "Logo not removed", description: errorText(e, "Failed to remove the logo. Please try again."), variant: "destructive" }),
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex h-28 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:16px_16px] p-3 sm:w-48">
        {busy ? (
          <Spinner label="Saving logo" />
        ) : showImage ? (
          <img src={src} alt={`${profile.companyName} logo`} className="max-h-24 max-w-full object-contain" onError={() => setBroken(src)} />
        ) : (
          <div className="flex flex-col items-center gap-1 text-slate-400">
            <ImageOff className="size-6" aria-hidden="true" />
            <span className="text-xs">No logo</span>
          </div>
        )}
      </div>
      <div className="grid gap-3">
        <div>
          <p className="text-sm font-medium text-slate-800">Company logo</p>
          <p className="text-xs text-slate-500">
            PNG, JPEG or WebP, up to 2 MB. Shown in the sidebar at up to 6rem high; a wide logo on a transparent background looks best.
          </p>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <HiddenFileInput ref={input} accept={IMAGE_ACCEPT} onPick={(files) => onFile(files?.[0])} />
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
              <ImageUp aria-hidden="true" />
              {profile.logoData ? "Replace logo" : "Upload logo"}
            </Button>
            {profile.logoData && (
              <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onRemove} className="text-red-600 hover:bg-red-50 hover:text-red-700">
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
