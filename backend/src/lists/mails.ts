import type { MailMessage } from '@scout/platform/mail/port';

interface EnrichRequest {
  requestId: string;
  listId: string;
  listName: string;
  orgId: string;
  orgName: string;
  requester: { email: string; fullName: string };
  /** `platform/@username` of every profile in the list */
  profiles: string[];
}

/** A request to enrich a list's profiles, to `SUPPORT_EMAIL`. */
export const enrichRequestMail = (to: string, r: EnrichRequest): MailMessage => ({
  to,
  subject: `[List enrichment] ${r.orgName} asks to enrich "${r.listName}" (${r.profiles.length} profiles)`,
  text: [
    `Please enrich the ${r.profiles.length} profiles of the list "${r.listName}":`,
    '',
    ...r.profiles,
    '',
    '--',
    `From: ${r.requester.fullName} <${r.requester.email}>`,
    `Organisation: ${r.orgName} (${r.orgId})`,
    `List: ${r.listId}`,
    `Request: ${r.requestId}`,
    '',
  ].join('\n'),
});
