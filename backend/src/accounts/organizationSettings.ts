import type { AccountConfigRequest, OrganizationCreated, OrganizationSettingsEvent, SurveyRequest } from '@scout/contracts/accounts';
import type { Decider } from '@scout/platform/decider';
import { NotFoundError } from '@scout/platform/errors';

interface At {
  now: string;
}
export type OrganizationSettingsCommand =
  | ({ type: 'ChangeAccountConfig'; config: AccountConfigRequest } & At)
  | ({ type: 'SubmitSurvey'; data: SurveyRequest['data'] } & At)
  | ({ type: 'ChangeCountry'; country: string } & At)
  | ({ type: 'CreateSupportTicket'; ticketId: string; subject: string; text: string } & At)
  | ({ type: 'RequestSearchExport'; exportId: string; profileCount: number } & At)
  | ({ type: 'RequestSearchCredits'; requestId: string; reason: string; searchCredit: number } & At);

export type OrganizationSettingsStreamEvent = OrganizationCreated | OrganizationSettingsEvent;
export interface OrganizationSettingsState {
  exists: boolean;
  config: { userGuide: boolean; enableAdvancedSearch: boolean; publicProfiles: boolean };
  country: string | null;
}

/** Organisation-wide settings and requests, on the organisation's stream. Unchanged settings add no event. */
export const organizationSettingsDecider: Decider<OrganizationSettingsCommand, OrganizationSettingsState, OrganizationSettingsStreamEvent> =
  {
    initialState: () => ({ exists: false, config: { userGuide: true, enableAdvancedSearch: false, publicProfiles: true }, country: null }),

    decide(command, state) {
      if (!state.exists) throw new NotFoundError('Organisation not found');
      switch (command.type) {
        case 'ChangeAccountConfig': {
          const changed = Object.fromEntries(
            Object.entries(command.config).filter(
              ([key, value]) => value !== undefined && state.config[key as keyof typeof state.config] !== value,
            ),
          );
          if (Object.keys(changed).length === 0) return [];
          return [{ type: 'AccountConfigChanged', data: { ...changed, changedAt: command.now } }];
        }
        case 'SubmitSurvey':
          return [{ type: 'SurveySubmitted', data: { data: command.data, submittedAt: command.now } }];
        case 'ChangeCountry':
          if (state.country === command.country) return [];
          return [{ type: 'OrganizationCountryChanged', data: { country: command.country, changedAt: command.now } }];
        case 'CreateSupportTicket':
          return [
            {
              type: 'SupportTicketCreated',
              data: { ticketId: command.ticketId, subject: command.subject, text: command.text, createdAt: command.now },
            },
          ];
        case 'RequestSearchExport':
          return [
            {
              type: 'SearchExportRequested',
              data: { exportId: command.exportId, profileCount: command.profileCount, requestedAt: command.now },
            },
          ];
        case 'RequestSearchCredits':
          return [
            {
              type: 'SearchCreditsRequested',
              data: { requestId: command.requestId, reason: command.reason, searchCredit: command.searchCredit, requestedAt: command.now },
            },
          ];
      }
    },

    evolve(state, event) {
      switch (event.type) {
        case 'OrganizationCreated':
          return { ...state, exists: true };
        case 'AccountConfigChanged': {
          const { changedAt: _at, ...changed } = event.data;
          return { ...state, config: { ...state.config, ...changed } };
        }
        case 'OrganizationCountryChanged':
          return { ...state, country: event.data.country };
        default:
          return state;
      }
    },
  };
