import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CustomFieldView } from '@scout/contracts/customFields/responses';
import { inputText, valueOfInput, type FieldValue } from './fieldValue';

interface FieldValueInputProps {
  field: CustomFieldView;
  value: FieldValue | undefined;
  onSave: (value: FieldValue) => void;
  disabled?: boolean;
  testId?: string;
}

/** The input for one custom field by its type; saved when it loses focus (text, number, date) or on choice (yes/no, select). */
export function FieldValueInput({ field, value, onSave, disabled, testId }: FieldValueInputProps) {
  const translate = useTranslate();
  const [text, setText] = useState(inputText(value));
  useEffect(() => setText(inputText(value)), [value]);
  const save = (next: string) => {
    if (next !== inputText(value)) onSave(valueOfInput(field, next));
  };
  const choices = field.type === 'boolean' ? ['true', 'false'] : field.type === 'select' ? field.options : null;

  if (choices) {
    return (
      <TextField
        select
        size="small"
        fullWidth
        label={field.name}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          save(event.target.value);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      >
        <option value="">–</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {field.type === 'boolean' ? translate(choice === 'true' ? 'ra.boolean.true' : 'ra.boolean.false') : choice}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      size="small"
      fullWidth
      label={field.name}
      type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => save(text)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    />
  );
}
