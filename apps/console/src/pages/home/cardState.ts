/** What a card needs of its SWR answer. */
interface CardAnswer {
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate(): Promise<unknown>;
}

/** A card's loading, failed and retry state from its SWR answer: a retry shows loading, not the old error. */
export function cardState(answer: CardAnswer) {
  const isRetrying = Boolean(answer.error) && answer.isValidating;
  return {
    isLoading: answer.isLoading || isRetrying,
    error: Boolean(answer.error) && !answer.isValidating,
    onRetry: () => void answer.mutate(),
  };
}
