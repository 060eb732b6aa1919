export interface ClickCounter {
  click(): void;
  dispose(): void;
}

/**
 * Calls `onReached` on the `target`-th click, counting only clicks that follow each other within
 * `resetAfterMs`; a longer pause starts the count again.
 */
export function createClickCounter(options: {
  target: number;
  resetAfterMs: number;
  onReached: () => void;
}): ClickCounter {
  let count = 0;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    click() {
      clearTimeout(resetTimer);
      count += 1;
      if (count >= options.target) {
        count = 0;
        options.onReached();
        return;
      }
      resetTimer = setTimeout(() => {
        count = 0;
      }, options.resetAfterMs);
    },
    dispose() {
      clearTimeout(resetTimer);
    },
  };
}
