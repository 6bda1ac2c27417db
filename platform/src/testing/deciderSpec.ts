import { expect } from '@jest/globals';
import type { Decider } from '../decider';
import { fold } from '../decider';

type ErrorClass = abstract new (...args: never[]) => Error;

/** Given events / When command / Then events (or Then error), for pure deciders. */
export function deciderSpec<Command, State, Event extends { type: string; data: unknown }>(decider: Decider<Command, State, Event>) {
  return {
    given: (events: Event[]) => ({
      when: (command: Command) => {
        const run = () => decider.decide(command, fold(decider, events));
        return {
          then: (expected: Event[]) => expect(run()).toEqual(expected),
          thenThrows: (errorClass: ErrorClass, message?: string | RegExp) => {
            expect(run).toThrow(errorClass);
            if (message) expect(run).toThrow(message);
          },
        };
      },
    }),
  };
}
