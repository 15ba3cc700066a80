import { describe, expect, it } from "vitest";
import { openingScreens } from "./screen-routes";

describe("openingScreens", () => {
  it("names the sign-in page alone, and the shell with the screen of any signed-in address", () => {
    expect(openingScreens("/auth")).toEqual(["AuthPage"]);
    expect(openingScreens("/register/abc_123")).toEqual(["RegisterPage"]);
    expect(openingScreens("/workforce/registrations")).toEqual(["AppShell", "RegistrationsPage"]);
    expect(openingScreens("/")).toEqual(["AppShell", "ProjectListPage"]);
    expect(openingScreens("/project/leeds-depot")).toEqual(["AppShell", "ProjectDiaryPage", "DiaryTabs", "WeatherPanel"]);
    expect(openingScreens("/project/leeds-depot/site-issues/view/12")).toEqual(["AppShell", "SiteIssuesPage"]);
    expect(openingScreens("/materials/edit/4")).toEqual(["AppShell", "MaterialPage"]);
    expect(openingScreens("/workforce")).toEqual(["AppShell", "WorkforcePage"]);
    expect(openingScreens("/workforce/edit/7")).toEqual(["AppShell", "WorkerPage"]);
    expect(openingScreens("/fleet/7/edit")).toEqual(["AppShell", "VehiclePage"]);
  });

  it("sends a pending area to the not-available screen and an unknown address to not-found", () => {
    expect(openingScreens("/wellbeing")).toEqual(["AppShell", "NotAvailablePage"]);
    expect(openingScreens("/no-such-page")).toEqual(["AppShell", "NotFoundPage"]);
    expect(openingScreens("/project/leeds-depot/nothing")).toEqual(["AppShell", "NotFoundPage"]);
  });
});
