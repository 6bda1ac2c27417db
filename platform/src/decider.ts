/** A pure decider: the clock and ids come in with the command. */
export interface Decider<Command, State, Event extends { type: string; data: unknown }> {
  initialState: () => State;
  /** The events the command leads to, or a thrown domain error. */
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
}

/** A command as its caller writes it: the clock (`now`) is added where it is executed. */
export type WithoutNow<C> = C extends unknown ? Omit<C, 'now'> : never;

export function fold<State, Event extends { type: string; data: unknown }>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/**
 * Two deciders of one stream as one: the second command is decided on the state the first
 * command's events lead to, and the events of both are appended together.
 */
export function inSequence<C1, S1, C2, S2, Event extends { type: string; data: unknown }>(
  first: Decider<C1, S1, Event>,
  second: Decider<C2, S2, Event>,
): Decider<[C1, C2], [S1, S2], Event> {
  return {
    initialState: () => [first.initialState(), second.initialState()],
    decide([c1, c2], [s1, s2]) {
      const events = first.decide(c1, s1);
      return [...events, ...second.decide(c2, events.reduce(second.evolve, s2))];
    },
    evolve: ([s1, s2], event) => [first.evolve(s1, event), second.evolve(s2, event)],
  };
}
