import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { useBranding } from './BrandingContext';
import type { WhitelabelSetup } from './whitelabelApi';

const WHITELABEL_KEY = ['scout', 'whitelabel'] as const;
const DOMAIN_STATUS_KEY = ['scout', 'whitelabel', 'domainStatus'] as const;

export function useWhitelabel(enabled: boolean) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({ queryKey: WHITELABEL_KEY, queryFn: ({ signal }) => dataProvider.getWhitelabel(signal), enabled, retry: false });
}

export function useDomainStatus(enabled: boolean) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({ queryKey: DOMAIN_STATUS_KEY, queryFn: ({ signal }) => dataProvider.getDomainStatus(signal), enabled, retry: false });
}

/** Saves or removes the setup, then refreshes the settings, the domain status and this page's branding. */
function useWhitelabelChange<T>(change: (dataProvider: ScoutDataProvider, input: T) => Promise<unknown>) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  const branding = useBranding();
  return useMutation({
    mutationFn: (input: T) => change(dataProvider, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: WHITELABEL_KEY });
      await branding.refresh();
    },
  });
}

export const useSaveWhitelabel = () => useWhitelabelChange((dp, setup: WhitelabelSetup) => dp.saveWhitelabel(setup));
export const useRemoveWhitelabel = () => useWhitelabelChange((dp, _none: void) => dp.removeWhitelabel());
