/**
 * A native select of labelled options in Chakra's NativeSelect (with its indicator). `placeholder` adds an empty
 * first choice; every other prop goes to the <select> itself (name, value, onChange, onBlur, aria-describedby,
 * autoComplete...). Put it inside a FormField for the label, hint and error.
 *
 *   <OptionSelect name="country" value={values.country} onChange={edit} options={COUNTRIES} aria-describedby={d} />
 */
import { NativeSelect } from '@chakra-ui/react';
import type { Option } from '@/config/catalog';

export interface OptionSelectProps extends NativeSelect.FieldProps {
  options: readonly Option[];
  size?: NativeSelect.RootProps['size'];
}

export function OptionSelect({ options, size, ...field }: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
