/**
 * A set of rules keyed by a name, replaced whole from a form (the cards each trade needs, the cards
 * each plant category needs): a name kept (matched without case) is updated in place, and only when it
 * changed; a new one is added; one left out is removed. Answers what happened, with the words the
 * activity log says it in (null when nothing changed: no line is written).
 */
export type KeyedRule<T> = { name: string; value: T };
export type KeyedSetWrites<T> = {
  insert: (rule: KeyedRule<T>) => unknown;
  update: (id: number, rule: KeyedRule<T>) => unknown;
  remove: (ids: number[]) => unknown;
};

export async function replaceKeyedSet<T>(before: readonly (KeyedRule<T> & { id: number })[], incoming: readonly KeyedRule<T>[], writes: KeyedSetWrites<T>) {
  const left = new Map(before.map((r) => [r.name.toLowerCase(), r]));
  const added: string[] = [];
  const changed: string[] = [];
  for (const rule of incoming) {
    const old = left.get(rule.name.toLowerCase());
    left.delete(rule.name.toLowerCase());
    if (!old) {
      await writes.insert(rule);
      added.push(rule.name);
    } else if (old.name !== rule.name || JSON.stringify(old.value) !== JSON.stringify(rule.value)) {
      await writes.update(old.id, rule);
      changed.push(rule.name);
    }
  }
  const gone = [...left.values()];
  if (gone.length) await writes.remove(gone.map((r) => r.id));
  const removed = gone.map((r) => r.name);
  const parts = [
    added.length && `added ${added.join(", ")}`,
    changed.length && `changed ${changed.join(", ")}`,
    removed.length && `removed ${removed.join(", ")}`,
  ];
  const summary = parts.filter(Boolean).join("; ") || null;
  return { added, changed, removed, summary };
}
