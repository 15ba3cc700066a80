import { diaryCommentsEndpoints } from "@shared/diary/diary-comments.endpoints";
import { diaryEndpoints } from "@shared/diary/diary.endpoints";
import { journalEndpoints } from "@shared/diary/journal.endpoints";
import type { ServerModule } from "../../platform/module";
import { diaryRoutes } from "./diary.routes";
import { diaryTimeline } from "./diary.timeline";

/** The diary module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const diaryModule: ServerModule = {
  name: "diary",
  endpoints: { diaryComments: diaryCommentsEndpoints, diary: diaryEndpoints, journal: journalEndpoints },
  routes: diaryRoutes,
  timeline: diaryTimeline,
  mail: { diary_entry_shared: { label: "Shared diary entry" } },
};
