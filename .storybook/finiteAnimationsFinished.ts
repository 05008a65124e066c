/**
 * Resolves once every running animation and transition in the document has finished; an infinite one (a
 * spinner) never does, so it is left running. Animations started meanwhile are waited for too.
 */
export async function finiteAnimationsFinished(document: Document): Promise<void> {
  for (;;) {
    // Reading the animations flushes pending style changes, so a transition the caller just caused is among them.
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    if (running.length === 0) return;
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
}
