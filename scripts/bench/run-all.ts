/** `npm run bench` runs every benchmark; `npm run bench -- <name>` one of them. */
import { benchDiscover } from './discover';
import { benchDiscoverProvider } from './discoverProvider';
import { benchListProfiles } from './list-profiles';
import { benchLogin } from './login';
import { benchProfilePage } from './profile-page';
import { benchRebuild } from './rebuild';
import { benchSaveProfile } from './save-profile';
import { benchScale } from './scale';
import { benchStorage } from './storage';
import { benchUploads } from './uploads';

const benches: Record<string, () => Promise<unknown>> = {
  'save-profile': benchSaveProfile,
  'list-profiles': benchListProfiles,
  login: benchLogin,
  'profile-page': benchProfilePage,
  rebuild: benchRebuild,
  discover: benchDiscover,
  'discover-provider': benchDiscoverProvider,
  uploads: benchUploads,
  scale: benchScale,
  storage: benchStorage,
};

const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(benches)) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  await bench();
}
