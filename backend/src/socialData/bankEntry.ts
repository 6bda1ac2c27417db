import type { BankCreator } from '@scout/contracts/discovery/bank';
import { followerGrowthOf } from '@scout/contracts/discovery/followerGrowth';
import type { BankEntry } from '../discovery/bank/port';
import { profileBankId } from './embedded';

/** A creator as the bank answers it once stored: its id and derived figures. */
export const bankEntryOf = (creator: BankCreator): BankEntry => ({
  ...creator,
  id: profileBankId(creator.platform, creator.username),
  followerGrowth: followerGrowthOf(creator.followerHistory),
});

/** What the bank stores of an entry (the id and derived figures are the bank's own). */
export function bankCreatorOfEntry(entry: BankEntry): BankCreator {
  const { id: _id, followerGrowth: _growth, ...creator } = entry;
  return creator;
}
