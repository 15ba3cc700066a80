import { useState } from "react";
import { useSearchParams } from "@web/lib/router";

/**
 * A dialog of the asset page that opens itself when the address asks for it (`?do=check`,
 * `?do=defect`: the signed-in scan's actions link there). Closing it takes the ask out of the address
 * (replacing the entry), so Back and a reload do not open it again.
 */
export function useDoDialog(action: string): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const asked = params.get("do") === action;
  const setOpen = (open: boolean) => {
    setOpened(open);
    if (!open && asked)
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete("do");
          return next;
        },
        { replace: true },
      );
  };
  return [opened || asked, setOpen];
}
