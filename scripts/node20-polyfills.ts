// Node 20 lacks Map.groupBy (Node 21+), which vitest 5's reporter uses when it
// prints failures: without this, a failing test crashes the summary and hides the failure.
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

if (typeof (Map as unknown as { groupBy?: GroupBy }).groupBy !== 'function') {
  const groupBy: GroupBy = (items, key) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups.get(k);
      if (group) group.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
  Object.defineProperty(Map, 'groupBy', { value: groupBy, configurable: true, writable: true });
}
