/**
 * The last inputs of a calculator, kept as the user parameter `calc.<screen>.lastInput` (type
 * json) and, for this tab, in sessionStorage. A form restores from the tab; when the mini-app
 * mounts it puts the server's copies there first (App.tsx), so a new session starts where the
 * user left off.
 */
export const parameterName = (screen: string) => `calc.${screen}.lastInput`;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface LastInputOptions {
  readonly screen: string;
  readonly storage?: KeyValueStorage | undefined;
  /** saves the parameter on the server (POST /api/UserParameter) */
  readonly save: (parameter: { name: string; type: 'json'; value: string }) => Promise<unknown>;
  readonly delayMs?: number;
  readonly setTimer?: (fn: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

export interface LastInput {
  /** the stored input, or undefined when there is none or it is not JSON */
  restore(): unknown;
  /** keeps an input: at once in the tab, on the server after the user paused typing */
  keep(input: unknown): void;
  /** sends a pending save now (the screen is left) */
  flush(): void;
}

export function lastInput(options: LastInputOptions): LastInput {
  const name = parameterName(options.screen);
  const delay = options.delayMs ?? 1500;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let pending: string | undefined;
  let saved: string | undefined;
  let timer: unknown;

  const send = () => {
    timer = undefined;
    if (pending === undefined || pending === saved) return;
    const value = pending;
    pending = undefined;
    saved = value;
    options.save({ name, type: 'json', value }).catch(() => {
      // Keeping the last input is a convenience: a failed save must not disturb the calculation.
      if (saved === value) saved = undefined;
    });
  };

  return {
    restore() {
      try {
        const text = options.storage?.getItem(name);
        if (!text) return undefined;
        saved = text;
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
    keep(input) {
      const value = JSON.stringify(input);
      try {
        options.storage?.setItem(name, value);
      } catch {
        // storage full or blocked: the server copy still works
      }
      pending = value;
      if (timer !== undefined) clearTimer(timer);
      timer = setTimer(send, delay);
    },
    flush() {
      if (timer !== undefined) clearTimer(timer);
      send();
    },
  };
}

/** The stored input when the schema still accepts it (catalogue or schema may have changed), else the template's. */
export function startingInput<T>(
  template: T,
  stored: unknown,
  schema: { safeParse(v: unknown): { success: boolean } },
): { input: T; restored: boolean } {
  if (stored !== undefined && stored !== null && typeof stored === 'object' && schema.safeParse(stored).success) {
    return { input: stored as T, restored: true };
  }
  return { input: template, restored: false };
}
