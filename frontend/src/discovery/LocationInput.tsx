import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LocationMatch, LocationType } from '@scout/contracts/discovery/locations';
import { countryName } from './displayNames';
import { searchLocations } from './locationsApi';

/** Suggestions from `GET /misc/locations` as the user types (nothing for an empty text). */
function useLocationOptions(text: string, type: LocationType) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['scout', 'locations', type, trimmed.toLowerCase()],
    queryFn: ({ signal }) => searchLocations({ text: trimmed, type }, signal),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

function localName(location: LocationMatch, locale: string): string {
  return locale === 'de' ? location.nameDe || location.name : location.name;
}

interface CountryInputProps {
  label: string;
  testId: string;
  /** ISO codes. */
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/** Countries, several at once, completed from the locations service ("öst", "Zür"); the value is their ISO codes. */
export function CountryInput({ label, testId, value, onChange, disabled = false }: CountryInputProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [text, setText] = useState('');
  const options = useLocationOptions(text, 'country');
  const matches = (options.data ?? []).filter((location) => location.type === 'country');
  return (
    <Autocomplete
      multiple
      size="small"
      disabled={disabled}
      options={matches.map((location) => location.code)}
      filterOptions={(codes) => codes}
      value={value}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, next) => onChange([...new Set(next.map((code) => code.toUpperCase()))].slice(0, 50))}
      getOptionLabel={(code) => countryName(code, locale)}
      loading={options.isFetching}
      noOptionsText={translate(text.trim() ? 'scout.discover.filters.noPlaces' : 'scout.discover.filters.typePlace')}
      renderOption={(props, code) => {
        const { key, ...rest } = props;
        const match = matches.find((location) => location.code === code);
        return (
          <li key={key} {...rest}>
            <Box sx={{ flexGrow: 1 }}>{match ? localName(match, locale) : countryName(code, locale)}</Box>
            <Typography variant="caption" color="text.secondary">
              {code}
            </Typography>
          </li>
        );
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((code, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={countryName(code, locale)} title={code} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}

interface CityInputProps {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
}

/** One city: typed freely or picked from the locations service ("wien" offers Vienna). The filter takes its name. */
export function CityInput({ label, testId, value, onChange }: CityInputProps) {
  const [locale] = useLocaleState();
  const options = useLocationOptions(value, 'city');
  const matches = (options.data ?? []).filter((location) => location.type === 'city');
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={matches}
      filterOptions={(cities) => cities}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : localName(option, locale))}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.code)}
      loading={options.isFetching}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Box sx={{ flexGrow: 1 }}>{localName(option, locale)}</Box>
            <Typography variant="caption" color="text.secondary">
              {countryName(option.country, locale)}
            </Typography>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
