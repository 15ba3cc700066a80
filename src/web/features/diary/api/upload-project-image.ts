import { filesChanges, filesEndpoints } from "@shared/files/files.endpoints";
import { callApi, useWrite } from "@web/lib/api-client";

export type UploadedFile = { id: number; originalName: string; mimetype: string; size: number; url: string };

/**
 * POST /api/projects/by-slug/{slug}/files (multipart "file"): photos for comments and images for the
 * journal are uploaded to the project's files first, then attached by id. The upload is one of the
 * project's files too: its Files tab lists it.
 */
export function useUploadProjectImage(slug: string) {
  const upload = ({ file, description }: { file: File; description?: string }) => {
    const body = new FormData();
    body.append("file", file);
    if (description) body.append("description", description);
    return callApi(filesEndpoints.upload, { params: { slug }, body });
  };
  return useWrite(upload, filesChanges, { slug });
}
