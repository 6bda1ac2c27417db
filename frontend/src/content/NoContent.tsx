import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { platformCountsOf } from '../socialProfile/platformTabs';
import { hasContentFilters } from './contentQuery';
import { contentTestIds } from './testIds';

const SAVED_PROFILES_PATH = '/profiles';

/**
 * The content list without rows. With nothing recorded at all it says where content comes from (the
 * posts of saved creators, recorded when they are saved and each time they are observed again) and
 * leads to the saved profiles; otherwise the tab and filters hold nothing, and the tabs' counts show where items are.
 */
export function NoContent() {
  const translate = useTranslate();
  const { filterValues, meta } = useListContext();
  const counts = platformCountsOf(meta);
  const nothingRecorded = counts !== null && Object.keys(counts).length === 0 && !hasContentFilters(filterValues);
  if (!nothingRecorded) {
    return (
      <Typography variant="body2" sx={{ p: 3, color: 'text.secondary' }} data-testid={contentTestIds.empty}>
        {translate('scout.content.empty')}
      </Typography>
    );
  }
  return (
    <Box sx={{ p: 3, maxWidth: 720 }} data-testid={contentTestIds.nothingRecorded}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {translate('scout.content.nothingRecorded')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {translate('scout.content.whereContentComesFrom')}
      </Typography>
      <Button component={Link} to={SAVED_PROFILES_PATH} variant="contained" data-testid={contentTestIds.toSavedProfiles}>
        {translate('scout.content.toSavedProfiles')}
      </Button>
    </Box>
  );
}
