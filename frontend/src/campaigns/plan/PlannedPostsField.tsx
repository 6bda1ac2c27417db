import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PLANNED_POSTS_MAX } from '@scout/contracts/campaigns/plan';
import { planTestIds } from './testIds';

/** An influencer's planned posts, saved when the field is left with a new whole number. */
export function PlannedPostsField({
  value,
  pending,
  onSave,
}: {
  value: number | undefined;
  pending: boolean;
  onSave: (plannedPosts: number) => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const parsed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
  const valid = parsed !== undefined && parsed <= PLANNED_POSTS_MAX;
  const save = () => {
    if (valid && parsed !== (value ?? 0)) onSave(parsed);
  };
  return (
    <TextField
      size="small"
      value={text}
      disabled={pending}
      error={text !== '' && !valid}
      onChange={(e) => setText(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
      }}
      sx={{ width: 80 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('scout.campaignPlan.plannedPostsHint') } }}
      data-testid={planTestIds.plannedPosts}
    />
  );
}
