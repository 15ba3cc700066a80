import { useEffect, useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { under, type Changes } from "@shared/common/contract";
import { attendanceEndpoints } from "@shared/site-sign-in/attendance.endpoints";
import { ROLL_CALL_EVENT, type TickInput } from "@shared/site-sign-in/roll-call";
import { rollCallEndpoints } from "@shared/site-sign-in/roll-call.endpoints";
import type { CorrectionInput } from "@shared/site-sign-in/site-sign-in";
import { siteSignInEndpoints, type ExportQuery } from "@shared/site-sign-in/site-sign-in.endpoints";
import { callApi, hrefOf, queryOf, refreshChanged, useWrite } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

/** What a roll-call write or a correction changes: the roll-call and the day's record of the contract. */
const rollCallChanges: Changes = [rollCallEndpoints.rollCall, under(attendanceEndpoints.day), under(attendanceEndpoints.attendance)];

export function useRollCall(slug: string) {
  return useQuery(queryOf(rollCallEndpoints.rollCall, { params: { slug } }));
}

export type LiveState = "connecting" | "live" | "reconnecting";

/**
 * The roll-call kept live: an EventSource on the contract's events stream reads the roll-call (and
 * the day's record) again on every `roll-call` event. EventSource reconnects by itself (the stream
 * asks for 2 s); after a drop the roll-call is read again, since events sent meanwhile were missed.
 */
export function useRollCallLive(slug: string): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>("connecting");
  useEffect(() => {
    const source = new EventSource(hrefOf(rollCallEndpoints.events, { params: { slug } }), { withCredentials: true });
    let dropped = false;
    const refresh = () => void refreshChanged(client, rollCallChanges, { slug });
    source.onopen = () => {
      setState("live");
      if (dropped) refresh();
      dropped = false;
    };
    source.onerror = () => {
      dropped = true;
      setState("reconnecting");
    };
    source.addEventListener(ROLL_CALL_EVENT, refresh);
    return () => source.close();
  }, [client, slug]);
  return state;
}

export function useStartDrill(slug: string) {
  return useWrite(() => callApi(rollCallEndpoints.startDrill, { params: { slug } }), rollCallChanges, { slug });
}

export function useTick(slug: string) {
  return useWrite(
    ({ drillId, ...body }: TickInput & { drillId: number }) => callApi(rollCallEndpoints.tick, { params: { slug, drillId }, body }),
    rollCallChanges,
    { slug },
    { background: true },
  );
}

export function useEndDrill(slug: string) {
  return useWrite((drillId: number) => callApi(rollCallEndpoints.endDrill, { params: { slug, drillId } }), rollCallChanges, { slug });
}

/** A contract's sign-ins of a day, on site first. */
export function useAttendanceDay(slug: string, date: string, page: number, pageSize = 25) {
  return useQuery(queryOf(attendanceEndpoints.day, { params: { slug }, query: { date, page, pageSize } }, { placeholderData: keepPreviousData }));
}

export function useCorrectAttendance(slug: string) {
  return useWrite(({ id, ...body }: CorrectionInput & { id: number }) => callApi(attendanceEndpoints.correct, { params: { id }, body }), rollCallChanges, {
    slug,
  });
}

/** The payroll export (gate-api's route): CSV or XLSX for an employer and a date range. */
export function useAttendanceExport() {
  return useMutation({
    mutationFn: (q: ExportQuery) => downloadFile(hrefOf(siteSignInEndpoints.export, { query: q }), `site-attendance-${q.from}-to-${q.to}.${q.format}`),
    retry: false,
  });
}
