// ra-language-german ships plain JavaScript: its shape is react-admin's message catalogue.
declare module 'ra-language-german' {
  import type { TranslationMessages } from 'react-admin';
  const germanMessages: TranslationMessages;
  export default germanMessages;
}
