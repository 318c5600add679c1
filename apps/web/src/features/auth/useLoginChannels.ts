import type { TLoginChannels } from '@khel/contract';
import { useQuery } from '../../api/query';
import { fetchLoginChannels } from './api';

export const authKeys = {
  all: ['auth'] as const,
  channels: () => [...authKeys.all, 'channels'] as const,
};

/** Until /threeLogin/channel answers (or when it cannot): every method but Google. */
const FALLBACK: TLoginChannels = {
  password: true,
  otp: true,
  id: true,
  guest: true,
  google: false,
  googleClientId: null,
};

/** Which login methods to offer; Google only with a client id to start its sign-in with. */
export function useLoginChannels(): TLoginChannels {
  const { data } = useQuery({
    queryKey: authKeys.channels(),
    queryFn: fetchLoginChannels,
    staleTime: 5 * 60_000,
  });
  const channels = data ?? FALLBACK;
  return { ...channels, google: channels.google && Boolean(channels.googleClientId) };
}
