/** Who may open Delete Records and restore from it: the administrator, or a role with Backup & Data › Edit (decision 0016). */
export const RECYCLE_BIN_PERMISSION = ["Backup & Data", "edit"] as const;
