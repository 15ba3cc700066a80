/** Hours as the day's record says them: "7.5 h", "0 h". */
export const formatHours = (hours: number) => `${Math.round(hours * 100) / 100} h`;
