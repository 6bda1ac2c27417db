import type { Condition } from './query';
import { castOf, searchOf, textOf, typedValueOf } from './postgres-expressions';

const rangeOperators = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** Escapes LIKE's wildcards and its escape character so the text matches literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** Collects a statement's parameters; `add` answers the placeholder for one value. */
export class Parameters {
  readonly values: unknown[];

  constructor(initial: readonly unknown[] = []) {
    this.values = [...initial];
  }

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/** Translates a checked condition to a SQL boolean expression over the `doc` column. */
export function conditionSql(condition: Condition, params: Parameters): string {
  switch (condition.kind) {
    case 'and':
      return `(${condition.all.map((c) => conditionSql(c, params)).join(' AND ')})`;
    case 'or':
      return `(${condition.any.map((c) => conditionSql(c, params)).join(' OR ')})`;
    case 'eq':
      return condition.value === null
        ? `${textOf(condition.field)} IS NULL`
        : `${typedValueOf(condition.field)} = ${params.add(condition.value, castOf(condition.field))}`;
    case 'ne':
      return condition.value === null
        ? `${textOf(condition.field)} IS NOT NULL`
        : `${typedValueOf(condition.field)} IS DISTINCT FROM ${params.add(condition.value, castOf(condition.field))}`;
    case 'in': {
      const present = condition.values.filter((v) => v !== null);
      const terms: string[] = [];
      if (present.length > 0) terms.push(`${typedValueOf(condition.field)} = ANY(${params.add(present, `${castOf(condition.field)}[]`)})`);
      if (present.length < condition.values.length) terms.push(`${textOf(condition.field)} IS NULL`);
      return terms.length === 0 ? 'FALSE' : `(${terms.join(' OR ')})`;
    }
    case 'range':
      return `${typedValueOf(condition.field)} ${rangeOperators[condition.op]} ${params.add(condition.value, castOf(condition.field))}`;
    case 'match': {
      const pattern = condition.mode === 'contains' ? `%${escapeLike(condition.text)}%` : `${escapeLike(condition.text)}%`;
      // Both sides go through the database's lower(), so the case folding agrees with itself.
      return `${searchOf(condition.field)} LIKE lower(${params.add(pattern, 'text')})`;
    }
    case 'has':
      return `${typedValueOf(condition.field)} @> ${params.add(JSON.stringify([condition.value]), 'jsonb')}`;
    case 'exists':
      return `${textOf(condition.field)} IS ${condition.exists ? 'NOT NULL' : 'NULL'}`;
  }
}
