/** Texts of the dashboard's first-run checklist; merged into en.ts and de.ts. */
export const firstStepsEnglish = {
  scout: {
    dashboard: {
      firstSteps: {
        title: 'Get started with Scout',
        progress: '%{done} of %{total} done',
        allDone: 'All done: your team is set up.',
        dismiss: 'Hide this checklist',
        done: 'Done',
        steps: {
          discover: { title: 'Find creators in Discover', text: 'Search the profile bank by platform, followers, country and category.' },
          saveProfile: { title: 'Save your first profile', text: 'Add a creator by handle to follow their figures and posts.' },
          createCampaign: { title: 'Create a campaign', text: 'Collect influencers, posts, payments and links in one place.' },
          inviteTeam: { title: 'Invite your team', text: 'Add colleagues as admins or members, or clients as guests.' },
          brand: { title: 'Brand Scout with your logo', text: 'Your logo, colours and domain on every screen and report.' },
          apiKey: { title: 'Create an API key', text: 'Connect your own tools to your organisation’s data.' },
        },
      },
    },
  },
};

export const firstStepsGerman: typeof firstStepsEnglish = {
  scout: {
    dashboard: {
      firstSteps: {
        title: 'Erste Schritte mit Scout',
        progress: '%{done} von %{total} erledigt',
        allDone: 'Alles erledigt: Ihr Team ist startklar.',
        dismiss: 'Checkliste ausblenden',
        done: 'Erledigt',
        steps: {
          discover: {
            title: 'Creator mit Entdecken finden',
            text: 'Durchsuchen Sie die Profil-Datenbank nach Plattform, Followern, Land und Kategorie.',
          },
          saveProfile: {
            title: 'Das erste Profil speichern',
            text: 'Fügen Sie einen Creator über seinen Handle hinzu, um Kennzahlen und Beiträge zu verfolgen.',
          },
          createCampaign: {
            title: 'Eine Kampagne anlegen',
            text: 'Influencer, Beiträge, Zahlungen und Links an einem Ort sammeln.',
          },
          inviteTeam: {
            title: 'Ihr Team einladen',
            text: 'Kolleginnen und Kollegen als Admins oder Mitglieder, Kunden als Gäste hinzufügen.',
          },
          brand: {
            title: 'Scout mit Ihrem Logo versehen',
            text: 'Ihr Logo, Ihre Farben und Ihre Domain auf jedem Bildschirm und Bericht.',
          },
          apiKey: {
            title: 'Einen API-Schlüssel erstellen',
            text: 'Verbinden Sie Ihre eigenen Werkzeuge mit den Daten Ihrer Organisation.',
          },
        },
      },
    },
  },
};
