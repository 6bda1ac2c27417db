type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  // Node's query-string parser makes objects without a prototype.
  return prototype === Object.prototype || prototype === null;
}

function isEmpty(value: unknown): boolean {
  return value === '' || value === null || value === undefined;
}

/**
 * Spec section 5: drops keys whose value is '', null or undefined from plain objects, at any depth.
 * Arrays keep all their items; items that are objects or arrays are cleaned. Other values are
 * returned as they are. The input is never changed.
 */
export function stripEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripEmpty);
  if (!isPlainObject(value)) return value;
  // fromEntries defines own properties, so a `__proto__` key stays data and never becomes a prototype.
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => !isEmpty(item))
      .map(([key, item]) => [key, stripEmpty(item)]),
  );
}
