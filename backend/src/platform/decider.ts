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
