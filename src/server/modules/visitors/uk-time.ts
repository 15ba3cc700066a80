/** The time now on a UK site, "14:05", whatever the server's clock zone. */
const ukClock = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
export const ukTime = (at: Date = new Date()) => ukClock.format(at);
