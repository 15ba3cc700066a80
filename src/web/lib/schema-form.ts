import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import { type FieldError, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * Joins a form to the schema the server checks, with no cast (decision 0062): the form keeps its
 * own values (what the inputs hold, mostly text) and receives the schema's output on submit.
 * `useForm<Values, unknown, z.output<typeof schema>>({ resolver: schemaResolver(schema), … })`.
 *
 * zodResolver types its form values as the schema's input, which for most of our schemas (numbers
 * typed as text, preprocessed blanks) is not what the inputs hold, so each form used to cast it.
 * This is zodResolver's own rule for zod 4 (the first message per field, a union's closest branch,
 * every message under criteriaMode "all"), written against `safeParseAsync`, which takes any value.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(schema: S): Resolver<V, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors<V>(fieldErrors(result.error.issues, options.criteriaMode === "all"), options) };
  };
}

type Issue = z.core.$ZodIssue;

/** The schema's messages by field path ("lines.0.quantity"), as react-hook-form shows them. */
function fieldErrors(issues: readonly Issue[], allCriteria: boolean): Record<string, FieldError> {
  const errors: Record<string, FieldError> = Object.create(null);
  const queue = [...issues];
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const path = issue.path.join(".");
    if (issue.code === "invalid_union") {
      const branches = issue.errors;
      if (!errors[path] && branches.length > 0) {
        const closest = branches.reduce((best, branch) => (branch.length < best.length ? branch : best));
        errors[path] = { message: closest[0]?.message ?? issue.message, type: closest[0]?.code ?? issue.code };
      }
      for (const branch of branches) for (const inner of branch) queue.push({ ...inner, path: [...issue.path, ...inner.path] });
    } else errors[path] ??= { message: issue.message, type: issue.code };
    if (allCriteria) {
      const field = errors[path];
      const earlier = field.types?.[issue.code];
      const messages = earlier === undefined || typeof earlier === "boolean" ? issue.message : [earlier, issue.message].flat();
      field.types = { ...field.types, [issue.code]: messages };
    }
  }
  return errors;
}
