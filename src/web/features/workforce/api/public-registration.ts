import { useQuery } from "@tanstack/react-query";
import type { RegistrationInput } from "@shared/workforce/worker-registrations";
import { photoField, publicRegistrationEndpoints } from "@shared/workforce/worker-registrations.endpoints";
import { callApi, hrefOf, queryOf } from "@web/lib/api-client";
import { takeBotToken } from "@web/lib/bot-check";

/** The public registration form's calls (issue 30): no account, the link's token is the key. */

export const useRegistrationForm = (token: string) => useQuery(queryOf(publicRegistrationEndpoints.form, { params: { token } }, { retry: false }));

export const inductionFileHref = (token: string) => (fileId: number) => hrefOf(publicRegistrationEndpoints.file, { params: { token, fileId } });

/** Marks the test on the server (never retried: each attempt counts). */
export const markAttempt = (token: string, answers: number[]) =>
  callApi(publicRegistrationEndpoints.mark, { params: { token }, body: { answers } }, { retry: false });

/** A card's photos as chosen on the phone, by card index. */
export type CardPhotos = { front: File | null; back: File | null }[];

/** Sends the registration with a fresh bot-check token, and each photo named for its card and side. */
export async function sendRegistration(token: string, input: Omit<RegistrationInput, "recaptchaToken">, photos: CardPhotos) {
  const recaptchaToken = await takeBotToken("register_worker");
  const body = new FormData();
  body.append("registration", JSON.stringify(recaptchaToken === undefined ? input : { ...input, recaptchaToken }));
  photos.forEach((p, i) => {
    if (p.front) body.append(photoField(i, "front"), p.front, p.front.name);
    if (p.back) body.append(photoField(i, "back"), p.back, p.back.name);
  });
  return callApi(publicRegistrationEndpoints.submit, { params: { token }, body }, { retry: false });
}
