import { Field } from "./Field";

/** A labelled choice among fixed options, each shown by `name`; an optional disabled placeholder while nothing is chosen. */
export function Select<T extends string | number>({
  label,
  value,
  options,
  onChange,
  name,
  placeholder,
  testId,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  onChange: (v: T) => void;
  name: (v: T) => string;
  placeholder?: string;
  testId?: string;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} className="field" value={value === undefined ? "" : String(value)} onChange={(e) => onChange(options.find((o) => String(o) === e.currentTarget.value)!)} data-testid={testId}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={String(o)} value={String(o)}>
              {name(o)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
