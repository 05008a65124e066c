type Task = { text: string } | { value: unknown };

/**
 * `JSON.stringify` without recursion, for values nested deeper than the stack allows (a filter
 * group nested ten thousand levels). Members that are `undefined` are left out, as JSON leaves them.
 */
export function toJson(value: unknown): string {
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
