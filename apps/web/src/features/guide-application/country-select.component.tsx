import { type ComponentProps, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/ui/select-field.component.tsx';
import { countryOptions } from './countries.ts';

type CountrySelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  /** The empty first choice; picking it is how the field can be left without a country. */
  placeholder: string;
  error?: string;
};

/** The country list in the shared select field, names in the user's language. */
export function CountrySelect({ label, placeholder, error, id, ...select }: CountrySelectProps) {
  const { i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  return (
    <SelectField label={label} error={error} id={id} {...select}>
      <option value="">{placeholder}</option>
      {options.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </SelectField>
  );
}
