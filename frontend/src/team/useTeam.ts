import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { MEMBERS_RESOURCE } from './membersResource';
import type { MemberChange, NewMember } from './types';

/** After a change the team Resource's list (react-admin's queries start with its name) is read again. */
function useRefetchMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [MEMBERS_RESOURCE] });
}

export function useInviteMember() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const refetch = useRefetchMembers();
  return useMutation({ mutationFn: (member: NewMember) => dataProvider.inviteMember(member), onSuccess: refetch });
}

export function useUpdateMember() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const refetch = useRefetchMembers();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: MemberChange }) => dataProvider.updateMember(id, change),
    onSuccess: refetch,
  });
}

export function useRemoveMember() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const refetch = useRefetchMembers();
  return useMutation({ mutationFn: (id: string) => dataProvider.removeMember(id), onSuccess: refetch });
}
