import { useQuery } from "@tanstack/react-query";
import { signInLinkChanges, signInLinkEndpoints } from "@shared/site-sign-in/sign-in-links.endpoints";
import { sitePosterChanges, sitePosterEndpoints } from "@shared/site-sign-in/site-poster.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

/** The site team's side of the poster (issue 31): a contract's poster link, a worker's personal link. */

export const useIssuePoster = (slug: string) => useWrite(() => callApi(sitePosterEndpoints.issuePoster, { params: { slug } }), sitePosterChanges, { slug });

export const usePersonalLink = (id: number) => useQuery(queryOf(signInLinkEndpoints.link, { params: { id } }));

export const useIssuePersonalLink = (id: number) => useWrite(() => callApi(signInLinkEndpoints.issue, { params: { id } }), signInLinkChanges, { id });
