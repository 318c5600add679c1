import { useSession } from '../../stores/session';
import { readProfile, type PlayerProfile } from './profile';

/** The logged-in player's profile (all fields null when logged out). */
export function useProfile(): PlayerProfile {
  const userInfo = useSession((s) => s.userInfo);
  const uid = useSession((s) => s.uid);
  return readProfile(userInfo, uid);
}
