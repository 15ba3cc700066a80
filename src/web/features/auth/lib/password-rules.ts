/** The new-password rules of product.md §5 in one sentence, shown under new-password fields. */
export const PASSWORD_RULES_HINT = "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";
