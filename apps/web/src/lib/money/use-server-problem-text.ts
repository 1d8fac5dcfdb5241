import { userMessageOf } from '../http/user-message.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * What to tell the member about a failed money action: the server's own message (already in their
 * language), else the translated reason of a failure without one (no answer, a timeout).
 */
export function useServerProblemText(error: unknown): string | undefined {
  const { t } = useTranslation('common');
  if (error === null || error === undefined) return undefined;
  const message = userMessageOf(error);
  if (!message) return undefined;
  return message.text ?? t(message.key);
}
