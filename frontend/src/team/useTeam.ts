import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import type { Member, MemberChange, NewMember } from './types';

export const MEMBERS_QUERY_KEY = ['scout', 'members'] as const;

export function useMembers(enabled: boolean) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({ queryKey: MEMBERS_QUERY_KEY, queryFn: ({ signal }) => dataProvider.getMembers(signal), enabled, retry: false });
}

export function useInviteMember() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: NewMember) => dataProvider.inviteMember(member),
    onSuccess: ({ member }) => queryClient.setQueryData<Member[]>(MEMBERS_QUERY_KEY, (members = []) => [...members, member]),
  });
}

export function useUpdateMember() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: MemberChange }) => dataProvider.updateMember(id, change),
    onSuccess: (updated) =>
      queryClient.setQueryData<Member[]>(MEMBERS_QUERY_KEY, (members = []) => members.map((m) => (m._id === updated._id ? updated : m))),
  });
}

export function useRemoveMember() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.removeMember(id).then(() => id),
    onSuccess: (id) => queryClient.setQueryData<Member[]>(MEMBERS_QUERY_KEY, (members = []) => members.filter((m) => m._id !== id)),
  });
}
