import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SurveyRequest, UpdateUserInfoRequest } from '@scout/contracts/accounts';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { ME_QUERY_KEY } from './useMe';

/** Mutations of the account settings; each refreshes `me` when done. */
export function useUpdateUserInfo() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: UpdateUserInfoRequest) => dataProvider.updateUserInfo(info),
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
}

export function useSubmitSurvey() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: SurveyRequest['data']) => dataProvider.submitSurvey(data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

export function useCreateTicket() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useMutation({ mutationFn: (ticket: { subject: string; text: string }) => dataProvider.createTicket(ticket) });
}
