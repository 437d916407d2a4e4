import { createStore } from './store';

/** The loader store of spec §3: `active` while anything the user waits for is under way. */
export const loader = createStore<{ active: boolean }>({ active: false });

let pending = 0;

/** Marks the loader active for the duration of a task; overlapping tasks keep it on until the last ends. */
export async function whileLoading<T>(task: Promise<T> | (() => Promise<T>)): Promise<T> {
  pending++;
  loader.set({ active: true });
  try {
    return await (typeof task === 'function' ? task() : task);
  } finally {
    pending--;
    if (pending === 0) loader.set({ active: false });
  }
}
