import { useState } from "react";
import { QrCode } from "lucide-react";
import { assetLabelEndpoints } from "@shared/assets/asset-labels.endpoints";
import { assetPagePath } from "@shared/assets/asset-scan";
import { QrScanner } from "@web/components/qr/qr-scanner";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { errorText } from "@web/lib/api";
import { callApi } from "@web/lib/api-client";
import { useNavigate } from "@web/lib/router";
import { labelTokenOf } from "../api/asset-labels";

/**
 * "Scan a label" (issue 32, "assets with a QR scanner"): the phone's camera reads an asset's label
 * and the asset opens (/assets/edit/:id). A code that is no label of ours, or a label replaced since,
 * says so and offers to scan again.
 */
export function ScanLabelButton({ variant = "outline", size, className }: Pick<ButtonProps, "variant" | "size" | "className">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <QrCode aria-hidden="true" />
        Scan a label
      </Button>
      {open && <ScanLabelDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ScanLabelDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [state, setState] = useState<{ step: "scanning" } | { step: "finding" } | { step: "refused"; message: string }>({ step: "scanning" });
  const onScan = async (text: string) => {
    const token = labelTokenOf(text);
    if (!token) return setState({ step: "refused", message: "This QR code is not an asset label." });
    setState({ step: "finding" });
    try {
      const { id } = await callApi(assetLabelEndpoints.byToken, { query: { token } }, { retry: false });
      onClose();
      navigate(assetPagePath(id));
    } catch (e) {
      setState({ step: "refused", message: errorText(e, "The label could not be checked. Check your signal and try again.") });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Scan a label</DialogTitle>
          <DialogDescription>Point the camera at the QR code on the asset's label to open the asset.</DialogDescription>
        </DialogHeader>
        {state.step === "scanning" && (
          <QrScanner
            onScan={(text) => void onScan(text)}
            onClose={onClose}
            hint="Hold the label's QR code in the square."
            otherwise="search the register by name or serial"
          />
        )}
        {state.step === "finding" && <Spinner label="Finding the asset" className="mx-auto my-6" />}
        {state.step === "refused" && (
          <div className="grid gap-3">
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
              {state.message}
            </p>
            <Button type="button" onClick={() => setState({ step: "scanning" })}>
              <QrCode aria-hidden="true" />
              Scan again
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
