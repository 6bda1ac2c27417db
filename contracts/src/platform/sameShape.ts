/**
 * True only when A and B are the same type. `sameShape<z.infer<typeof schema>, Interface>(true)`
 * compiles only while an answer schema and the interface the code uses describe one shape.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const sameShape = <A, B>(_proof: SameShape<A, B>): void => undefined;
