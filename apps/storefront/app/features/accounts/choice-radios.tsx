/**
 * A small set of exclusive choices as bordered radio tiles in a two-column grid (document kind
 * at registration, the verification channel), with its legend.
 */
export function ChoiceRadios<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 items-center gap-2 rounded-md border border-black/20 px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span className="text-sm">{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
