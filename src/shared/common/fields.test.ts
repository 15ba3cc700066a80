import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  dayField,
  decimalField,
  emailField,
  MONEY_12_2,
  moneyField,
  optional,
  optionalCount,
  optionalDay,
  optionalText,
  optionalTime,
  phoneField,
  postcodeField,
  POSTCODE_MESSAGE,
  QUANTITY_12_3,
  requiredDecimalField,
  requiredText,
  signedMoneyField,
} from "./fields";
import { TEXT_NOT_ALLOWED_MESSAGE } from "./text";

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("text", () => {
  const notes = optionalText("Notes", 5);
  const name = requiredText("Name", 5);

  it("optional: blank, null and missing are null; the rest is trimmed and counted after trimming", () => {
    expect(notes.parse("")).toBeNull();
    expect(notes.parse("   ")).toBeNull();
    expect(notes.parse(null)).toBeNull();
    expect(notes.parse(undefined)).toBeNull();
    expect(notes.parse("  hello  ")).toBe("hello");
    expect(messages(notes, "123456")).toEqual(["Notes must be 5 characters or fewer"]);
    expect(messages(notes, 12)).toEqual(["Notes must be text"]);
  });

  it("optional: the spec's own message when it has one", () => {
    expect(messages(optionalText("Weather impact", 3, "Weather impact description too long"), "abcd")).toEqual(["Weather impact description too long"]);
  });

  it("required: missing, null and blank all say the required message; a boundary length passes", () => {
    expect(name.parse(" Ann ")).toBe("Ann");
    expect(name.parse("12345")).toBe("12345");
    for (const v of [undefined, null, "", "  "]) expect(messages(name, v)).toEqual(["Name is required"]);
    expect(messages(requiredText("Name", 5, "Supplier name is required"), "")).toEqual(["Supplier name is required"]);
    expect(messages(name, "123456")).toEqual(["Name must be 5 characters or fewer"]);
  });

  it("refuses characters nothing a person types contains", () => {
    expect(messages(name, "a\u0000b")).toEqual([TEXT_NOT_ALLOWED_MESSAGE]);
    expect(messages(notes, "a\u0007")).toEqual([TEXT_NOT_ALLOWED_MESSAGE]);
  });
});

describe("exact decimals", () => {
  const quantity = requiredDecimalField(
    "Quantity",
    QUANTITY_12_3,
    { example: "2.5", min: { value: "0.001", message: "Quantity must be greater than 0" } },
    "Quantity must be greater than 0",
  );
  const price = decimalField("Unit price", MONEY_12_2, { example: "12.50", max: { value: "100", message: "Unit price is too large" } });

  it("keeps the canonical string, never a float", () => {
    expect(quantity.parse("2.5")).toBe("2.500");
    expect(quantity.parse(0.1)).toBe("0.100");
    expect(quantity.parse("0.001")).toBe("0.001");
    expect(price.parse("100")).toBe("100.00");
    expect(price.parse("")).toBeNull();
    expect(price.parse(null)).toBeNull();
  });

  it("says the minimum's message below it and for a negative or blank value", () => {
    for (const v of ["0", "0.0004", "-1", "", null]) expect(messages(quantity, v)).toEqual(["Quantity must be greater than 0"]);
  });

  it("refuses more places than the column keeps, never rounds", () => {
    expect(messages(quantity, "1.0005")).toEqual(["Quantity can have at most 3 decimal places"]);
    expect(messages(price, "20.001")).toEqual(["Unit price can have at most 2 decimal places"]);
  });

  it("says the maximum's message above it and past the column's digits", () => {
    expect(messages(price, "100.01")).toEqual(["Unit price is too large"]);
    expect(messages(price, "12345678901")).toEqual(["Unit price is too large"]);
    expect(messages(price, "1e2")).toEqual(["Unit price must be a number, e.g. 12.50"]);
  });

  it("money in pounds reads £ and commas, and says so when it is not an amount", () => {
    const cover = moneyField("Public liability cover");
    expect(cover.parse("£1,250,000.5")).toBe("1250000.50");
    expect(cover.parse("9999999999999.99")).toBe("9999999999999.99");
    expect(messages(cover, "ten")).toEqual(["Public liability cover must be an amount in pounds, e.g. 250000 or 1250.50"]);
    expect(messages(cover, "12345678901234")).toEqual(["Public liability cover is too large (at most 13 digits before the decimal point)"]);
  });
});

describe("optional counts", () => {
  const every = optionalCount("Service interval (days)", 3650);

  it("reads a typed or sent whole number, and a blank as none", () => {
    expect(every.parse("30")).toBe(30);
    expect(every.parse(" 30 ")).toBe(30);
    expect(every.parse(90)).toBe(90);
    expect(every.parse("")).toBeNull();
    expect(every.parse(null)).toBeNull();
    expect(every.parse(undefined)).toBeNull();
  });

  it("says what is wrong in the field's words", () => {
    expect(messages(every, "1.5")).toEqual(["Service interval (days) must be a whole number"]);
    expect(messages(every, "1e3")).toEqual(["Service interval (days) must be a whole number"]);
    expect(messages(every, 0)).toEqual(["Service interval (days) must be 1 or more"]);
    expect(messages(every, 3651)).toEqual(["Service interval (days) must be at most 3650"]);
    expect(messages(every, true)).toEqual(["Service interval (days) must be a whole number"]);
  });
});

describe("days and times", () => {
  it("a required day: ISO, a real calendar day", () => {
    const day = dayField("Delivery date");
    expect(day.parse(" 2024-02-29 ")).toBe("2024-02-29");
    expect(messages(day, "")).toEqual(["Delivery date is required"]);
    expect(messages(day, undefined)).toEqual(["Delivery date is required"]);
    expect(messages(day, "2025-02-29")).toEqual(["Delivery date must be a valid date (yyyy-mm-dd)"]);
    expect(messages(day, "14/03/2025")).toEqual(["Delivery date must be a valid date (yyyy-mm-dd)"]);
  });

  it("an optional day: blank is null; the area's own message when it has one", () => {
    expect(optionalDay("Expiry date").parse("")).toBeNull();
    expect(optionalDay("Expiry date").parse(null)).toBeNull();
    expect(optionalDay("Expiry date").parse("2025-12-31")).toBe("2025-12-31");
    expect(messages(optionalDay("Start date", "Start date must be a valid date"), "2025-13-01")).toEqual(["Start date must be a valid date"]);
  });

  it("an optional time: 00:00 to 23:59", () => {
    const time = optionalTime("Enter the time as HH:MM");
    expect(time.parse("")).toBeNull();
    expect(time.parse("00:00")).toBe("00:00");
    expect(time.parse("23:59")).toBe("23:59");
    expect(messages(time, "24:00")).toEqual(["Enter the time as HH:MM"]);
    expect(messages(time, "9:30")).toEqual(["Enter the time as HH:MM"]);
  });
});

describe("email, phone, postcode", () => {
  it("email: trimmed; too long and invalid each with their message", () => {
    const email = emailField("Please enter a valid email address", "Email address must be 254 characters or fewer");
    expect(email.parse(" a@b.co.uk ")).toBe("a@b.co.uk");
    expect(messages(email, "not-an-email")).toEqual(["Please enter a valid email address"]);
    expect(messages(email, `${"a".repeat(250)}@b.com`)).toContain("Email address must be 254 characters or fewer");
  });

  it("UK phone: landlines and mobiles, spaces and brackets ignored; abroad only when asked", () => {
    const uk = phoneField("Please enter a valid UK phone number");
    const any = phoneField("Please enter a valid phone number", { abroad: true });
    expect(uk.parse("0113 496 0000")).toBe("0113 496 0000");
    expect(uk.parse("+44 (0)7700 900123".replace("(0)", ""))).toBe("+44 7700 900123");
    expect(uk.parse("07700-900123")).toBe("07700-900123");
    expect(messages(uk, "+33 1 23 45 67 89")).toEqual(["Please enter a valid UK phone number"]);
    expect(any.parse("+33 1 23 45 67 89")).toBe("+33 1 23 45 67 89");
    expect(messages(uk, "12345")).toEqual(["Please enter a valid UK phone number"]);
  });

  it("postcode: stored as Royal Mail writes it", () => {
    expect(postcodeField.parse("ls115df")).toBe("LS11 5DF");
    expect(postcodeField.parse("sw1a 1aa")).toBe("SW1A 1AA");
    expect(postcodeField.parse("GIR0AA")).toBe("GIR 0AA");
    expect(messages(postcodeField, "ABC 123")).toEqual([POSTCODE_MESSAGE]);
    expect(optional(postcodeField).parse("")).toBeNull();
  });
});

describe("signedMoneyField", () => {
  const cost = signedMoneyField("Cost estimate");
  const read = (v: unknown) => {
    const r = cost.safeParse(v);
    return r.success ? r.data : r.error.issues[0].message;
  };
  it("reads an omission below nothing, and everything else as moneyField does", () => {
    expect(read("-£1,250.5")).toBe("-1250.50");
    expect(read("−400")).toBe("-400.00");
    expect(read(-12.5)).toBe("-12.50");
    expect(read("£2,000")).toBe("2000.00");
    expect(read("-0")).toBe("0.00");
    expect(read("")).toBeNull();
    expect(read(null)).toBeNull();
  });
  it("says what is wrong with the amount, sign or not", () => {
    expect(read("--5")).toBe("Cost estimate must be an amount in pounds, e.g. 1250.50 or -1250.50");
    expect(read("ten")).toBe("Cost estimate must be an amount in pounds, e.g. 1250.50 or -1250.50");
    expect(read("-1.234")).toBe("Cost estimate can have at most 2 decimal places");
    expect(read("-12345678901234")).toBe("Cost estimate is too large (at most 13 digits before the decimal point)");
    expect(read(true)).toBe("Cost estimate must be an amount in pounds, e.g. 1250.50 or -1250.50");
  });
});
