import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SafetyInspectionForm } from "@shared/vehicle-compliance/safety-inspections";
import type { TachoDownloadForm } from "@shared/vehicle-compliance/tachograph";
import type { FuelLogForm } from "@shared/vehicle-compliance/fuel";
import { hgvChanges, hgvEndpoints } from "@shared/vehicle-compliance/vehicle-compliance.endpoints";
import { fuelChanges, fuelEndpoints } from "@shared/vehicle-compliance/fuel.endpoints";
import { publicDataChanges, publicDataEndpoints } from "@shared/vehicle-compliance/public-data.endpoints";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { callApi, hrefOf, queryOf, useWrite } from "@web/lib/api-client";

/** A vehicle's compliance (issue 33): HGV inspections and downloads, fuel, public vehicle data; each read and write from its endpoint table. */

export const VC_PAGE_SIZE = 10;

export const useHgvPlan = () => useQuery(queryOf(hgvEndpoints.plan, {}));

export const useSafetyInspections = (id: number, page: number) =>
  useQuery(queryOf(hgvEndpoints.inspections, { params: { id }, query: { page, pageSize: VC_PAGE_SIZE } }, { placeholderData: keepPreviousData }));

export const useRecordSafetyInspection = (id: number) =>
  useWrite((body: SafetyInspectionForm) => callApi(hgvEndpoints.recordInspection, { params: { id }, body }), hgvChanges, { id });

export const useRemoveSafetyInspection = (id: number) =>
  useWrite((inspectionId: number) => callApi(hgvEndpoints.removeInspection, { params: { id, inspectionId } }), hgvChanges, { id });

/** Attaches (or replaces) an inspection's report: the garage's PDF or a photo of the sheet. */
export const useAttachInspectionReport = (id: number) =>
  useWrite(
    ({ inspectionId, file }: { inspectionId: number; file: File }) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return callApi(hgvEndpoints.attachReport, { params: { id, inspectionId }, body: form });
    },
    hgvChanges,
    { id },
  );

/** Where an inspection's report is served (Fleet Management view). */
export const inspectionReportHref = (id: number, inspectionId: number) => hrefOf(hgvEndpoints.report, { params: { id, inspectionId } });

export const useTachograph = (id: number) => useQuery(queryOf(hgvEndpoints.tachograph, { params: { id } }));

export const useRecordTachoDownload = (id: number) =>
  useWrite((body: TachoDownloadForm) => callApi(hgvEndpoints.recordTachograph, { params: { id }, body }), hgvChanges, { id });

export const useFuel = (id: number, page: number) =>
  useQuery(queryOf(fuelEndpoints.list, { params: { id }, query: { page, pageSize: VC_PAGE_SIZE } }, { placeholderData: keepPreviousData }));

export const useLogFuel = (id: number) => useWrite((body: FuelLogForm) => callApi(fuelEndpoints.create, { params: { id }, body }), fuelChanges, { id });

export const useRemoveFuel = (id: number) => useWrite((fuelId: number) => callApi(fuelEndpoints.remove, { params: { id, fuelId } }), fuelChanges, { id });

export const usePublicData = (id: number) => useQuery(queryOf(publicDataEndpoints.get, { params: { id } }));

export const useRefreshPublicData = (id: number) => useWrite(() => callApi(publicDataEndpoints.refresh, { params: { id } }), publicDataChanges, { id });

/** Open contracts a fuel log may be charged to (the contracts list, first 100). */
export const useOpenContracts = (enabled: boolean) =>
  useQuery(queryOf(projectsEndpoints.list, { query: { status: "Open", page: 1, pageSize: 100 } }, { enabled, staleTime: 60_000 }));
