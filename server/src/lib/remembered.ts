/**
 * A pure function of a string and an object, remembered by object (held weakly) and string: what a
 * table of patterns shares (a family's group, a token's source or anchors) is then built once per
 * table, however many patterns name it.
 */
export function rememberedByOwner<Owner extends object, Value>(
  make: (key: string, owner: Owner) => Value,
): (key: string, owner: Owner) => Value {
  const byOwner = new WeakMap<Owner, Map<string, Value>>();
  return (key, owner) => {
    let known = byOwner.get(owner);
    if (!known) {
      known = new Map();
      byOwner.set(owner, known);
    }
    if (known.has(key)) return known.get(key) as Value;
    const value = make(key, owner);
    known.set(key, value);
    return value;
  };
}
