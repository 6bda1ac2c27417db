import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** A plan's name for people: a translation when there is one, else `agency_unlimited` as "Agency unlimited". */
export function humanPlanName(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

/**
 * The plan's name as people read it: `scout.billing.planNames.<name>`, else the name itself tidied up.
 * Its own module, without the plan schemas, so the dashboard names the plan without loading zod.
 */
export function usePlanName(): (name: string | null | undefined) => string {
  const translate = useTranslate();
  return useCallback((name) => (name ? translate(`scout.billing.planNames.${name}`, { _: humanPlanName(name) }) : ''), [translate]);
}
