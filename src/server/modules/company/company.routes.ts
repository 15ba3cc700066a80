import { companyEndpoints } from "@shared/company/company.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { notFound } from "../../platform/errors";
import { readImageUpload, sendImage } from "../../platform/uploads";
import { presentCompanyProfile } from "./company.presenter";
import { getCompanyProfile, removeCompanyLogo, saveCompanyProfile, setCompanyLogo } from "./company.service";

/** The company profile (/company) and its logo. Everyone signed in reads it: the shell shows name, colour and logo. */
export const companyRoutes: Module = async (app, { db }) => {
  routes(app, companyEndpoints, {
    get: async () => presentCompanyProfile(await getCompanyProfile(db)),
    update: async (request) => presentCompanyProfile(await saveCompanyProfile(db, request, request.body)),
    logo: async (request, reply) => {
      const row = await getCompanyProfile(db);
      if (!row.logoData || !row.logoType) throw notFound("No logo has been uploaded");
      return sendImage(request, reply, { data: row.logoData, type: row.logoType, version: row.logoUpdatedAt?.toISOString() ?? "" });
    },
    uploadLogo: async (request) => {
      const upload = await readImageUpload(request);
      return presentCompanyProfile(await setCompanyLogo(db, request, upload));
    },
    removeLogo: async (request) => presentCompanyProfile(await removeCompanyLogo(db, request)),
  });
};
