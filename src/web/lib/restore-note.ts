/**
 * What a delete dialog promises about getting the record back, the same everywhere and true
 * (decision 0016): who restores, from where, and for how long.
 */
export const restoreNote = (them = false) => `An administrator can restore ${them ? "them" : "it"} from Delete Records for 30 days.`;
