import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import type { PasswordChange } from './types';

export function useChangePassword() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useMutation({ mutationFn: (change: PasswordChange) => dataProvider.changePassword(change) });
}
