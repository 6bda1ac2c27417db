import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { VerifyEmailBanner } from '../accounts/VerifyEmailBanner';
import { VerifyEmailDialog } from '../accounts/VerifyEmailDialog';
import { AccessBlockedRedirect } from '../billing/AccessBlockedRedirect';
import { UpgradeDialog } from '../billing/UpgradeDialog';
import { AppBar } from './AppBar';
import { ConnectionBanner } from './ConnectionBanner';
import { Menu } from './Menu';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <ConnectionBanner />
      <VerifyEmailBanner />
      {children}
      <VerifyEmailDialog />
      <UpgradeDialog />
      <AccessBlockedRedirect />
    </RaLayout>
  );
}
