import { endpoint } from "../common/contract";
import { remindersQuery, remindersSchema } from "./reminders";

/** The one reminders view (issue 33): the signed-in user's, only of the categories their role can act on. */
export const remindersEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/reminders",
    access: "user",
    summary:
      "Everything due or expired in the next 30 days that the user's role can act on, by category with counts; one category paged, or the first items of each",
    query: remindersQuery,
    response: remindersSchema,
  }),
};
