import { companyProfileSchema } from "@shared/company/company-profile";
import type { Module } from "../../platform/module";
import { notFound } from "../../platform/errors";
import { readImageUpload, sendImage } from "../../platform/uploads";
import { presentCompanyProfile } from "./company.presenter";
import { getCompanyProfile, removeCompanyLogo, saveCompanyProfile, setCompanyLogo } from "./company.service";

/** The company profile (/company) and its logo. Everyone signed in reads it: the shell shows name, colour and logo. */
export const companyRoutes: Module = async (app, { db }) => {
  const read = { access: "user", beforePasswordChange: true } as const;
  const edit = { access: ["Company Profile", "edit"] } as const;

  app.get("/api/company-profile", { config: read }, async () => presentCompanyProfile(await getCompanyProfile(db)));

  app.put("/api/company-profile", { config: edit, schema: { body: companyProfileSchema } }, async (request) =>
    presentCompanyProfile(await saveCompanyProfile(db, request, request.body)),
  );

  app.get("/api/company-profile/logo", { config: read }, async (request, reply) => {
    const row = await getCompanyProfile(db);
    if (!row.logoData || !row.logoType) throw notFound("No logo has been uploaded");
    return sendImage(request, reply, { data: row.logoData, type: row.logoType, version: row.logoUpdatedAt?.toISOString() ?? "" });
  });

  app.post("/api/company-profile/logo", { config: edit }, async (request) => {
    const upload = await readImageUpload(request);
    return presentCompanyProfile(await setCompanyLogo(db, request, upload));
  });

  app.delete("/api/company-profile/logo", { config: edit }, async (request) => presentCompanyProfile(await removeCompanyLogo(db, request)));
};
