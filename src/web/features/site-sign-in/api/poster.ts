import { useMutation, useQuery } from "@tanstack/react-query";
import { SITE_POSTER_FILENAME } from "@shared/site-sign-in/site-public";
import { signInLinkChanges, signInLinkEndpoints } from "@shared/site-sign-in/sign-in-links.endpoints";
import { sitePosterChanges, sitePosterEndpoints } from "@shared/site-sign-in/site-poster.endpoints";
import { siteSignInEndpoints } from "@shared/site-sign-in/site-sign-in.endpoints";
import { callApi, hrefOf, queryOf, useWrite } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

/** The site team's side of the poster (issue 31): a contract's poster link and PDF, a worker's personal link. */

export const useSignInSettings = (slug: string) => useQuery(queryOf(siteSignInEndpoints.settings, { params: { slug } }));

export const useIssuePoster = (slug: string) => useWrite(() => callApi(sitePosterEndpoints.issuePoster, { params: { slug } }), sitePosterChanges, { slug });

/** The poster (never retried: a download is a read the user asked for). */
export function useDownloadSitePoster() {
  return useMutation({
    mutationFn: (slug: string) => downloadFile(hrefOf(sitePosterEndpoints.poster, { params: { slug } }), SITE_POSTER_FILENAME(slug)),
    retry: false,
  });
}

export const usePersonalLink = (id: number) => useQuery(queryOf(signInLinkEndpoints.link, { params: { id } }));

export const useIssuePersonalLink = (id: number) => useWrite(() => callApi(signInLinkEndpoints.issue, { params: { id } }), signInLinkChanges, { id });
