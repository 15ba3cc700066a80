import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createGovVehicleData, vehicleDataFrom } from "./vehicle-data";
import { startVehicleDataFake } from "./vehicle-data.fake";

let fake: Awaited<ReturnType<typeof startVehicleDataFake>>;
beforeAll(async () => {
  fake = await startVehicleDataFake({
    AB12CDE: {
      dvla: {
        taxStatus: "Taxed",
        taxDueDate: "2026-09-01",
        motStatus: "Valid",
        motExpiryDate: "2026-07-14",
        make: "VOLVO",
        yearOfManufacture: 2019,
        colour: "WHITE",
        fuelType: "DIESEL",
      },
      motTests: [
        {
          completedDate: "2024-07-10T09:12:00.000Z",
          testResult: "PASSED",
          expiryDate: "2025-07-14",
          odometerValue: "80000",
          odometerUnit: "KM",
          odometerResultType: "READ",
        },
        {
          completedDate: "2025-07-12T10:00:00.000Z",
          testResult: "PASSED",
          expiryDate: "2026-07-14",
          odometerValue: "61234",
          odometerUnit: "MI",
          odometerResultType: "READ",
        },
        { completedDate: "2025-07-11T10:00:00.000Z", testResult: "FAILED", odometerValue: "", odometerUnit: null, odometerResultType: "UNREADABLE" },
      ],
    },
    NEW1: { dvla: { taxStatus: "Taxed", motStatus: "No details held by DVLA" }, motTests: null },
  });
});
afterAll(() => fake.close());

describe("configuration", () => {
  it("is off without keys, on with all of them, and refuses half a set", () => {
    expect(vehicleDataFrom(loadConfig({}))).toBeNull();
    const on = loadConfig({
      DVLA_VES_API_KEY: "k",
      DVSA_MOT_CLIENT_ID: "c",
      DVSA_MOT_CLIENT_SECRET: "s",
      DVSA_MOT_API_KEY: "m",
      DVSA_MOT_TOKEN_URL: "https://login.example/token",
    });
    expect(on.vehicleData).toMatchObject({
      dvlaUrl: "https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry/v1/vehicles",
      motUrl: "https://history.mot.api.gov.uk/v1/trade/vehicles/registration",
    });
    expect(vehicleDataFrom(on)).not.toBeNull();
    expect(() => loadConfig({ DVLA_VES_API_KEY: "k" })).toThrow("must be set together");
  });
});

describe("the DVLA and DVSA provider against the local fake", () => {
  it("reads DVLA's vehicle enquiry: tax and MOT dates, make, year", async () => {
    const p = createGovVehicleData(fake.config);
    expect(await p.lookupVehicle("AB12CDE")).toEqual({
      registrationNumber: "AB12CDE",
      taxStatus: "Taxed",
      taxDueDate: "2026-09-01",
      motStatus: "Valid",
      motExpiryDate: "2026-07-14",
      make: "VOLVO",
      yearOfManufacture: 2019,
      colour: "WHITE",
      fuelType: "DIESEL",
    });
    expect(await p.lookupVehicle("ZZ99ZZZ")).toBeNull();
  });

  it("takes an OAuth token once, then reads the MOT tests newest first, km as miles, unreadable as none", async () => {
    const p = createGovVehicleData(fake.config);
    fake.calls.length = 0;
    const tests = await p.motHistory("AB12CDE");
    expect(tests).toEqual([
      { completedDate: "2025-07-12", testResult: "PASSED", expiryDate: "2026-07-14", odometerMiles: 61234 },
      { completedDate: "2025-07-11", testResult: "FAILED", expiryDate: null, odometerMiles: null },
      { completedDate: "2024-07-10", testResult: "PASSED", expiryDate: "2025-07-14", odometerMiles: 49710 }, // 80,000 km × 0.621371
    ]);
    expect(await p.motHistory("NEW1")).toEqual([]);
    expect(fake.calls.filter((c) => c === "POST /token")).toHaveLength(1);
  });

  it("a refused key, an error or a service that never answers is a 502 with words, never a crash", async () => {
    await expect(createGovVehicleData({ ...fake.config, dvlaApiKey: "wrong" }).lookupVehicle("AB12CDE")).rejects.toMatchObject({
      statusCode: 502,
      message: "The DVLA vehicle enquiry service refused Sitebook's key: ask an administrator to check it.",
    });
    fake.fail.mot = 500;
    await expect(createGovVehicleData(fake.config).motHistory("AB12CDE")).rejects.toMatchObject({
      statusCode: 502,
      message: "The DVSA MOT history service answered with an error (500). Try again later.",
    });
    fake.fail.mot = undefined;
    await expect(createGovVehicleData({ ...fake.config, motClientSecret: "wrong" }).motHistory("AB12CDE")).rejects.toMatchObject({ statusCode: 502 });
    await expect(createGovVehicleData({ ...fake.config, dvlaUrl: "http://127.0.0.1:1/nothing" }).lookupVehicle("AB12CDE")).rejects.toMatchObject({
      statusCode: 502,
      message: "The DVLA vehicle enquiry service could not be reached. Try again later.",
    });
  });
});
