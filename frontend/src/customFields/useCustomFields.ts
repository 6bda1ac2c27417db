import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { useCommand } from '../platform/useCommand';

export const CUSTOM_FIELDS_KEY = ['scout', 'customFields'] as const;

export function useCustomFields() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({ queryKey: CUSTOM_FIELDS_KEY, queryFn: ({ signal }) => dataProvider.getCustomFields(signal) });
}

/** One custom-field command; the definitions are refetched afterwards. */
export function useCustomFieldsCommand<V>(run: (dataProvider: ScoutDataProvider, variables: V) => Promise<unknown>, success?: string) {
  return useCommand(run, { refetch: [CUSTOM_FIELDS_KEY], success });
}
