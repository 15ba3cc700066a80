import { assetLabelEndpoints } from "@shared/assets/asset-labels.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { sendPdf } from "../../platform/pdf-reply";
import * as labels from "./asset-labels.service";
import * as scans from "./asset-scan.service";

/** Asset labels and the scan (issue 32), registered from shared/assets/asset-labels.endpoints.ts. */
export const assetLabelRoutes: Module = async (app, { db, config, pdfs }) => {
  routes(app, assetLabelEndpoints, {
    label: (req) => labels.label(db, req.params.id),
    reissueLabel: (req) => labels.reissue({ db, request: req }, req.params.id),
    labelPdf: async (req, reply) => sendPdf(reply, await labels.drawLabels({ db, request: req, config, pdfs }, [req.params.id], false), "inline"),
    labelSheet: async (req, reply) => sendPdf(reply, await labels.drawLabels({ db, request: req, config, pdfs }, req.query.ids, true), "inline"),
    byToken: (req) => scans.byToken(db, req.query.token),
    scan: (req) => scans.scan(db, req, req.params.token),
  });
};
