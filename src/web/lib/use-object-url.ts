import { useEffect, useState } from "react";

/** A chosen file's object URL, to draw it from the device's memory before it is sent; freed when the file changes or goes. */
export function useObjectUrl(file: Blob): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}
