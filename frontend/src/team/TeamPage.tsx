import AddIcon from '@mui/icons-material/PersonAddOutlined';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { InviteMemberDialog } from './InviteMemberDialog';
import { MemberRow } from './MemberRow';
import { canManageTeam } from './permissions';
import { teamTestIds } from './testIds';
import { useMembers } from './useTeam';
import { useNotifyReadError } from '../shell/useNotifyReadError';

const COLUMNS = ['fullName', 'email', 'role', 'status', 'since', 'lastLogin'] as const;

/** `/team`: the organisation's members with role and status; owners and admins invite, change and remove. */
export function TeamPage() {
  const translate = useTranslate();
  const { permissions, isPending: permissionsPending } = usePermissions<unknown>();
  const allowed = canManageTeam(permissions);
  const { identity } = useGetIdentity();
  const members = useMembers(allowed);
  useNotifyReadError(members.error);
  const [inviting, setInviting] = useState(false);
  const selfId = identity ? String(identity.id) : undefined;

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 1100 }} data-testid={teamTestIds.page}>
      <Title title="scout.team.menu" />
      {permissionsPending ? (
        <CircularProgress size={24} />
      ) : !allowed ? (
        <Alert severity="info" data-testid={teamTestIds.notAllowed}>
          {translate('scout.team.notAllowed')}
        </Alert>
      ) : (
        <Card>
          <CardContent>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('scout.team.intro')}
              </Typography>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setInviting(true)} data-testid={teamTestIds.inviteButton}>
                {translate('scout.team.invite')}
              </Button>
            </Stack>
            {members.isPending ? (
              <CircularProgress size={24} />
            ) : members.isError ? (
              <Alert severity="error">{translate('scout.team.loadFailed')}</Alert>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>{translate(`scout.team.${column}`)}</TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {members.data.map((member) => (
                    <MemberRow key={member._id} member={member} selfId={selfId} />
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      )}
      {inviting ? <InviteMemberDialog onClose={() => setInviting(false)} /> : null}
    </Stack>
  );
}
