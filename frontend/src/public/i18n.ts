/** Texts of the public pages and share links (`scout.public`). */
export const publicEnglish = {
  copy: 'Copy the link',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it by hand',
  profileNotFound: 'This profile is not shared (any more).',
  listNotFound: 'This list is not shared (any more).',
};

export const publicGerman: typeof publicEnglish = {
  copy: 'Link kopieren',
  copied: 'Link kopiert',
  copyFailed: 'Kopieren nicht möglich: Bitte markieren und von Hand kopieren',
  profileNotFound: 'Dieses Profil ist nicht (mehr) freigegeben.',
  listNotFound: 'Diese Liste ist nicht (mehr) freigegeben.',
};
