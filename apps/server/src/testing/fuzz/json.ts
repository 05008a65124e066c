type Task = { text: string } | { value: unknown };

/**
 * `JSON.stringify`, and for values nested deeper than its stack allows (a filter group nested ten
 * thousand levels) the same text written without recursion.
 */
export function toJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch (error) {
    if (error instanceof RangeError) return toJsonIteratively(value);
    throw error;
  }
}

/** `JSON.stringify` without recursion. Members that are `undefined` are left out, as JSON leaves them. */
function toJsonIteratively(value: unknown): string {
  const written: string[] = [];
  const tasks: Task[] = [{ value }];
  for (let task = tasks.pop(); task; task = tasks.pop()) {
    if ('text' in task) written.push(task.text);
    else if (typeof task.value === 'object' && task.value !== null) {
      // One at a time: spreading seventy thousand members into push() would overflow the stack.
      for (const member of membersOf(task.value).reverse()) tasks.push(member);
    } else written.push(JSON.stringify(task.value) ?? 'null');
  }
  return written.join('');
}

/** The tasks that write an array or an object: its brackets, separators, keys and values. */
function membersOf(container: object): Task[] {
  const isArray = Array.isArray(container);
  const entries = isArray
    ? container.map((item): [string, unknown] => ['', item])
    : Object.entries(container).filter(([, item]) => item !== undefined);
  const members = entries.flatMap(([key, item], index): Task[] => [
    ...(index ? [{ text: ',' }] : []),
    ...(isArray ? [] : [{ text: `${JSON.stringify(key)}:` }]),
    { value: item },
  ]);
  return [{ text: isArray ? '[' : '{' }, ...members, { text: isArray ? ']' : '}' }];
}
