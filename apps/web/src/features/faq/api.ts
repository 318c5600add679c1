import { faqListEndpoint } from '@khel/contract/endpoints';
import { useQuery } from '../../api/query';
import { call } from '../../lib/http';

export const faqKeys = { list: (language: string) => ['faq', language] as const };

/**
 * The FAQ in the player's language: operator-edited content the server keeps per language
 * (docs/architecture.md, FAQ), so it is cached per language.
 */
export function useFaq(language: string) {
  return useQuery({
    queryKey: faqKeys.list(language),
    queryFn: ({ signal }) => call(faqListEndpoint, {}, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });
}
