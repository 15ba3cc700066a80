/** 1.2 MB, 350 KB: sizes in the activity log, from the one number formatter. */
export { formatBytes } from "@shared/common/numbers";
